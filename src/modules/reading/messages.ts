/** The Dutch texts of Leesbevestigingen that the server and the web app both show. */

export const readingMessages = {
  chooseSubject: "Kies een pagina of document om te laten lezen.",
  chooseAudience: "Kies voor wie het geldt: iedereen, of gekozen rollen of personen.",
  chooseSomeone: "Kies ten minste één rol of persoon.",
  chooseAnswer: "Kies 'Gelezen en begrepen' of 'Niet van toepassing voor mij'.",
  reasonNeeded: "Schrijf kort waarom dit niet voor u geldt.",
  reasonTooLong: "De reden is te lang: ten hoogste 500 tekens.",
  unknownTopic: "Deze pagina bestaat niet.",
  unknownDocument: "Dit document bestaat niet of staat in de prullenbak.",
  unknownMember: "Een van de gekozen personen is geen lid van uw organisatie.",
  emptyTopic: "Deze pagina is nog leeg. Vul hem eerst in en vraag het team daarna om hem te lezen.",
  alreadyMarked: "Dit staat al op de leeslijst.",
  notFound: "Deze leesvraag bestaat niet (meer).",
  notForYou: "Deze leesvraag geldt niet voor u.",
  noNewVersion:
    "Deze pagina is sinds de vorige leesvraag niet gewijzigd. Pas eerst de tekst aan (die wordt vanzelf opgeslagen); daarna kunt u het team opnieuw laten lezen.",
  sameDocument: "Kies een ander document als nieuwe versie.",
  notADocument: "Alleen bij een document kiest u een nieuwe versie.",
  notATopic: "Alleen bij een pagina vraagt u hier opnieuw te lezen.",
  csvFileName: (day: string) => `Leesbevestigingen ${day}.csv`,
  csvHeader: ["Onderwerp", "Soort", "Versie", "Lid", "E-mailadres", "Rol", "Status", "Datum", "Reden"],
  deletedDocument: "Verwijderd document",
  pageVersion: (when: string) => `versie van ${when}`,
  olderVersion: "oudere versie",
  deletedVersion: "verwijderde versie",
  kindTopic: "Pagina",
  kindDocument: "Document",
  status: {
    read: "Gelezen en begrepen",
    not_applicable: "Niet van toepassing",
    outdated: "Oudere versie gelezen",
    open: "Nog niet gelezen",
  },
  chapter: "Leesbevestigingen",
  chapterIntro:
    "Wat het team moet lezen en hoeveel medewerkers de huidige versie hebben gelezen en begrepen. Wie het niet betreft, telt niet mee.",
  columns: ["Onderwerp", "Versie", "Gelezen"],
  readOf: (read: number, asked: number) => `${read} van ${asked}`,
  /** The handbook's and the management review's line. */
  summaryLine: (read: number, asked: number) => `Leesbevestigingen: ${read} van ${asked} gelezen`,
} as const;
