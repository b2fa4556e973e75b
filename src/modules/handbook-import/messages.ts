/** Every Dutch text of the Word import: the server's answers, its line in the activity log, the pages. */

import type { Certainty, LeftOut, TableGlimpse } from "./model";
/** The handbook import's line in the activity log. */
export const handbookImportActivity = {
  filled: (count: number) => `${count} onderdelen ingevuld`,
} as const;

/** The reasons of a proposal, as the preview shows them after 'Voorstel: zeker'. */
export const proposalReasons = {
  headingHas: (words: readonly string[]) => `kop bevat: ${words.join(", ")}`,
  namesElement: (element: string) => `noemt HKZ ${element}`,
  numbered: (element: string) => `kop begint met ${element}`,
  textHas: (words: readonly string[]) => `tekst bevat: ${words.join(", ")}`,
  underHeading: (heading: string) => `valt onder '${heading.length > 60 ? `${heading.slice(0, 59)}…` : heading}'`,
  columnsFit: (matched: number, of: number) => `${matched} van ${of} kolommen passen`,
} as const;

const again = "Sla het bestand in Word op als .docx en probeer het opnieuw.";

export const handbookImportMessages = {
  notDocx: `Dit is geen Word-bestand (.docx). ${again}`,
  oldDoc: `Dit is een oud Word-bestand (.doc) of een bestand met een wachtwoord. ${again} Haal een eventueel wachtwoord eerst weg.`,
  macros: `Dit Word-bestand bevat macro's (.docm). Die nemen wij niet over. ${again}`,
  damaged: `Dit Word-bestand is beschadigd of kan niet worden gelezen. ${again}`,
  tooLarge: (max: string) => `Dit bestand is te groot: ten hoogste ${max}.`,
  tooComplex: `Dit Word-bestand is te groot of te ingewikkeld om te lezen. Maak het kleiner (bijvoorbeeld zonder afbeeldingen) en probeer het opnieuw.`,
  noSections: "In dit Word-bestand staat geen tekst om over te nemen.",
  emptyFile: "Dit bestand is leeg (0 bytes). Kies het Word-bestand (.docx) van uw handboek.",
  busy: "Er worden nu veel bestanden gelezen. Probeer het over een minuut opnieuw.",
  tooManyUploads: "U heeft het afgelopen uur veel handboeken geüpload. Probeer het later opnieuw.",
  gone: "Dit geüploade handboek is verlopen of al geïmporteerd. Upload het bestand opnieuw.",
  badTarget: (heading: string) => `Het onderdeel '${heading}' kan niet naar de gekozen plek. Kies een andere plek.`,
  tooLongForShortField: (heading: string, place: string, max: number) =>
    `De tekst bij '${heading}' is te lang voor '${place}': daar past ten hoogste ${max} tekens. Kies een andere plek.`,
  unknownItem: "De keuzes passen niet bij dit handboek. Laad de pagina opnieuw.",
  textTooLong: (heading: string, max: number) =>
    `De tekst bij '${heading}' wordt te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens. Kies 'Vervangen' of zet een deel op 'Niet importeren'.`,
  tableTooLarge: (heading: string, max: number) =>
    `De tabel bij '${heading}' wordt te groot: ten hoogste ${max.toLocaleString("nl-NL")} rijen.`,
  nothingChosen: "Er is niets gekozen om te importeren.",
  changeNote: (fileName: string) => `Geïmporteerd uit ${fileName}`,
  noHeading: "Begin van het document",
  textBoxesHeading: "Tekst uit tekstvakken",
} as const;

/** Every Dutch text of 'Handboek importeren' that only the web app shows (the server's answers: handbookImportMessages). */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const handbookImportText = {
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
