/** The Dutch texts of Medewerkers that the server and the web app both show. */

/** The kinds of work relation. */
export const personnelRelations = {
  "in-dienst": "In dienst",
  zzp: "Ingehuurd (zzp)",
  stagiair: "Stagiair",
  vrijwilliger: "Vrijwilliger",
} as const;

/** What is kept per person, besides the person's own fields. */
export const personnelItemKinds = {
  diploma: "Diploma",
  registration: "Registratie",
  vog: "VOG",
  training: "Scholing of certificaat",
} as const;

/** The professional registers. */
export const personnelRegisters = {
  skj: "SKJ",
  big: "BIG",
  other: "Ander register",
} as const;

/** How current a date is. */
export const personnelValidity = {
  geldig: "Geldig",
  "binnen-90": "Verloopt binnen 90 dagen",
  "binnen-30": "Verloopt binnen 30 dagen",
  verlopen: "Verlopen",
  "zonder-datum": "Geen einddatum",
  vervangen: "Vervangen door een nieuwere",
} as const;

export const personnelMessages = {
  name: "Vul de naam in.",
  nameTooLong: "De naam is te lang (hoogstens 200 tekens).",
  jobTitle: "De functie is te lang (hoogstens 200 tekens).",
  relation: "Kies een soort dienstverband uit de lijst.",
  date: "Kies een geldige datum.",
  endBeforeStart: "De einddatum ligt vóór de begindatum.",
  hours: "Vul het aantal uren per week in als getal van 0 tot 80 (hoogstens één cijfer achter de komma).",
  reasonTooLong: "De reden is te lang (hoogstens 2000 tekens).",
  account: "Kies een account uit het team van deze organisatie.",
  accountTaken: "Dit account hoort al bij een andere medewerker.",
  changedMeanwhile:
    "Iemand anders heeft de gegevens van deze medewerker intussen gewijzigd. Ververs de pagina en voer uw wijziging opnieuw in.",
  staleVersion: "Ververs de pagina en probeer het opnieuw.",
  kind: "Kies wat u wilt vastleggen: diploma, registratie, VOG of scholing.",
  title: "Vul de naam in (hoogstens 200 tekens).",
  titleNeeded: "Vul de naam van het diploma of de scholing in.",
  register: "Kies het register: SKJ, BIG of een ander register.",
  number: "Het registratienummer is te lang (hoogstens 100 tekens).",
  issuedNeeded: "Vul de datum van afgifte van de VOG in.",
  validBeforeIssued: "'Geldig tot' ligt vóór de datum van afgifte.",
  points: "Vul de punten in als heel getal van 0 tot 1000.",
  profile: "Het screeningsprofiel is te lang (hoogstens 500 tekens).",
  vogYears: "Kies 2 of 3 jaar.",
  retentionYears: "Kies een bewaartermijn van 1 tot 20 jaar.",
  grants: "Kies teamleden uit de lijst.",
  notFound: "Deze medewerker bestaat niet (meer).",
  itemNotFound: "Dit gegeven bestaat niet (meer). Ververs de pagina.",
  fileNotFound: "Dit bestand bestaat niet (meer).",
  fileNameMissing: "Geef de bestandsnaam mee.",
  fileSizeMissing: "De grootte van het bestand ontbreekt. Probeer het opnieuw.",
  fileTooBig: "Dit bestand is te groot (hoogstens 20 MB).",
  fileEmpty: "Dit bestand is leeg.",
  forbidden: "U heeft geen toegang tot de gegevens van medewerkers.",
  ownOnly: "Alleen een eigenaar (of wie zij dat toestaat) kan deze gegevens wijzigen.",
  settingsOwner: "Alleen een eigenaar kan de regels voor medewerkers wijzigen.",
} as const;

/** What migration 0047 writes for a staff table's row it copies: the cell as typed, kept whole. */
export const personnelMigrated = {
  unnamed: "Zonder naam",
  /** A cell that held no date where a date was asked. */
  notADate: (column: string, text: string) => `${column} (overgenomen uit het personeelsoverzicht): ${text}`,
} as const;

/** Readiness reasons and due titles: without a name, as every member sees the readiness. */
export const personnelReasons = {
  vogExpired: (day: string) => `Een VOG van een medewerker is verlopen (geldig tot ${day})`,
  vogSoon: (day: string) => `Een VOG van een medewerker verloopt op ${day}`,
  vogMissing: "Van een medewerker is geen VOG vastgelegd",
  registrationExpired: (day: string) => `Een registratie van een medewerker is verlopen (geldig tot ${day})`,
  registrationSoon: (day: string) => `Een registratie van een medewerker verloopt op ${day}`,
  registrationMissing: "Een medewerker heeft geen registratie en geen schriftelijke reden waarom dat niet nodig is",
  trainingExpired: (day: string) => `Een scholing of certificaat van een medewerker is verlopen (geldig tot ${day})`,
  trainingSoon: (day: string) => `Een scholing of certificaat van een medewerker verloopt op ${day}`,
  conversationMissing: "Met een medewerker is nog geen jaargesprek vastgelegd",
  conversationOld: (day: string) =>
    `Het laatste jaargesprek met een medewerker is van ${day}, langer dan een jaar geleden`,
} as const;

/** Due items in the calendar: the person's name is only shown to whom may see the record. */
export const personnelDueTitles = {
  vog: (name: string) => `VOG van ${name} vernieuwen`,
  registration: (name: string, register: string) => `Registratie ${register} van ${name} verlengen`,
  training: (name: string, course: string) => `${course} van ${name} herhalen`,
} as const;
