/** Every Dutch text of 'Handboek importeren', in one place (the server's answers: ../messages.ts). */
import type { Certainty, LeftOut, TableGlimpse } from "../model";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const handbookImportMessages = {
  title: "Handboek importeren",
  description:
    "Heeft u al een kwaliteitshandboek in Word? Upload het hier. Normwijs deelt het op in hoofdstukken en stelt voor waar elk stuk hoort. U kijkt alles na voordat er iets wordt opgeslagen.",
  fileLabel: "Word-bestand (.docx, ten hoogste 50 MB)",
  upload: "Uploaden en bekijken",
  uploading: "Het bestand wordt verstuurd…",
  reading: "Het handboek wordt gelezen…",
  progressLabel: "Voortgang van het uploaden",
  noFile: "Kies eerst een Word-bestand.",
  tooLarge: "Dit bestand is te groot: ten hoogste 50 MB.",
  uploadFailed: "Het uploaden is niet gelukt. Probeer het opnieuw.",
  whoMay: "Eigenaren en bewerkers kunnen een handboek importeren.",
  toSubscription: "Naar Abonnement",
  whatHappens:
    "Tekst, opsommingen, tabellen en de tekst in tekstvakken nemen wij over. Afbeeldingen en opmerkingen niet. Het Word-bestand zelf bewaren wij bij Documenten onder 'Beleid'.",
  previewTitle: (name: string) => `Controleer waar alles komt: ${name}`,
  previewIntro:
    "Bij elk stuk ziet u waar Normwijs het wil plaatsen. Klopt het niet, kies dan een andere plek of 'Niet importeren'. Er wordt pas iets opgeslagen als u op 'Importeren' klikt.",
  leftOut: (l: LeftOut) =>
    [
      ...(l.images + l.textBoxes + l.comments > 0
        ? [
            `Niet overgenomen: ${plural(l.images, "afbeelding", "afbeeldingen")}, ${plural(l.textBoxes, "leeg tekstvak", "lege tekstvakken")} en ${plural(l.comments, "opmerking", "opmerkingen")}.`,
          ]
        : []),
      ...(l.contentsLines
        ? [
            `De inhoudsopgave uit Word (${plural(l.contentsLines, "regel", "regels")}) is weggelaten: Normwijs maakt de inhoudsopgave van uw handboek zelf.`,
          ]
        : []),
    ].join(" "),
  partsTitle: "Stukken uit uw handboek",
  partsIntro: (parts: number, chapters: number) =>
    `Uw handboek heeft ${plural(parts, "stuk", "stukken")} in ${plural(chapters, "hoofdstuk", "hoofdstukken")}. Open een hoofdstuk om de stukken en hun plek te zien.`,
  noHeading: "Begin van het document",
  chapterCounts: (parts: number, proposed: number, chosen: number) =>
    `${plural(parts, "stuk", "stukken")}, ${proposed} met een voorstel. Nu gekozen: ${chosen} met een plek.`,
  acceptChapter: "Alle voorstellen van dit hoofdstuk overnemen",
  chapterAccepted: "De voorstellen van dit hoofdstuk zijn overgenomen.",
  noProposals: "Voor dit hoofdstuk heeft Normwijs geen voorstel. Kies zelf een plek bij de stukken.",
  loadingParts: "De stukken worden geladen…",
  chaptersRange: (from: number, to: number, total: number) => `Hoofdstuk ${from} tot en met ${to} van ${total}.`,
  chapterPagesLabel: "Meer hoofdstukken",
  previousChapters: "Vorige hoofdstukken",
  nextChapters: "Volgende hoofdstukken",
  chaptersFailed: "De hoofdstukken konden niet worden geladen. Probeer het opnieuw.",
  partsRange: (from: number, to: number, total: number) => `Stuk ${from} tot en met ${to} van ${total}.`,
  pagesLabel: (chapter: string) => `Meer stukken uit '${chapter}'`,
  previousParts: "Vorige stukken",
  nextParts: "Volgende stukken",
  pageFailed: "Deze stukken konden niet worden geladen. Probeer het opnieuw.",
  pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  tablePart: "Tabel",
  tableGlimpse: (g: TableGlimpse) =>
    `Tabel met ${plural(g.rows, "rij", "rijen")} en ${plural(g.columnCount, "kolom", "kolommen")}${g.columns.length > 0 ? `: ${g.columns.join(", ")}${g.columnCount > g.columns.length ? " en meer" : ""}` : ""}.`,
  placeLabel: (heading: string) => `Plek voor '${heading}'`,
  notImported: "Niet importeren",
  keepAsDocument: "Bewaren als document",
  inQualitySystem: "Op een plek in het kwaliteitssysteem",
  certainty: (c: Certainty, reason?: string) =>
    c === "Kies zelf"
      ? "Kies zelf: Normwijs weet niet zeker waar dit hoort."
      : `Voorstel: ${c.toLowerCase()}${reason ? ` (${reason})` : ""}`,
  unmapped: (columns: string[]) => `Deze kolommen nemen wij niet over: ${columns.join(", ")}.`,
  rows: (n: number) => plural(n, "rij", "rijen"),
  placesTitle: "Per plek",
  placesIntro: "Kies per plek wat er gebeurt met wat er al staat.",
  placesEmpty: "U heeft nog geen plek gekozen.",
  nothingProposed:
    "Normwijs kon bij geen enkel stuk zeker genoeg zeggen waar het hoort. Open hierboven een hoofdstuk en kies bij elk stuk dat u wilt overnemen een plek of 'Bewaren als document'; daarna kunt u importeren. Stukken zonder plek worden niet overgenomen.",
  nothingChosen:
    "Er staat bij geen enkel stuk een plek. Open hierboven een hoofdstuk en kies bij een of meer stukken een plek of 'Bewaren als document'; daarna kunt u importeren.",
  parts: (n: number) => plural(n, "stuk", "stukken"),
  currentEmpty: "Hier staat nog niets.",
  currentText: "Staat er nu:",
  currentRegion: (label: string) => `Wat er nu staat bij '${label}'`,
  documentsLegend: (n: number) => `Bewaren als document (${plural(n, "stuk", "stukken")})`,
  documentsIntro:
    "Elk van deze stukken wordt een eigen Word-bestand bij Documenten, met de kop van het stuk als naam. Het telt mee voor de opslagruimte van uw organisatie.",
  categoryLabel: "Bewaren bij Documenten onder",
  currentRows: (n: number) => `Staat er nu: ${plural(n, "rij", "rijen")}.`,
  modeLegend: (label: string) => `Wat doet u met '${label}'?`,
  modes: { append: "Toevoegen onder de bestaande tekst", replace: "Vervangen", skip: "Overslaan" },
  importButton: "Importeren",
  importing: "Het handboek wordt geïmporteerd…",
  importFailed: "Het importeren is niet gelukt. Er is niets opgeslagen. Probeer het opnieuw.",
  startOver: "Ander bestand kiezen",
  doneTitle: "Het handboek is geïmporteerd",
  summary: (filled: number, tables: number, tablesInText: number, notImported: number) =>
    `${plural(filled, "onderdeel", "onderdelen")} ingevuld, ${plural(tables, "tabel", "tabellen")}${tablesInText > 0 ? ` (waarvan ${tablesInText} als tabel in een tekst)` : ""}, ${plural(notImported, "sectie", "secties")} niet geïmporteerd.`,
  filledTitle: "Ingevulde onderdelen",
  kept: (name: string) => `Het Word-bestand staat bij Documenten onder 'Beleid' als '${name}'.`,
  documentsKept: (n: number, category: string) =>
    `${n === 1 ? "1 stuk is" : `${n} stukken zijn`} bewaard als document bij Documenten onder '${category}':`,
  toCategory: (category: string) => `Naar ${category}`,
  toDocuments: "Naar Beleid",
  another: "Nog een handboek importeren",
  stepTitle: "Heeft u al een kwaliteitshandboek in Word?",
  stepIntro: "Dan hoeft u niets over te typen. Upload het bestand en kijk na waar elk stuk komt.",
  stepLink: "Handboek importeren",
} as const;
