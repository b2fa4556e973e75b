/** Every Dutch text of Medewerkers: the server's answers, the names of kinds and registers, the pages. */

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

/** Every Dutch text of the Medewerkers pages. */
export const messages = {
  title: "Medewerkers",
  description:
    "Per medewerker: functie, dienstverband, diploma's, registratie, VOG en scholing, met de datums waarop ze verlopen.",
  privacy:
    "Dit zijn persoonsgegevens. Alleen een eigenaar (en wie zij toegang geeft) ziet alle medewerkers; iedere medewerker ziet alleen de eigen gegevens.",
  loading: "Medewerkers laden…",
  loadFailed: "De medewerkers konden niet worden geladen.",
  none: "Er zijn nog geen medewerkers vastgelegd.",
  newPerson: "Medewerker toevoegen",
  table: "Medewerkers",
  columns: {
    name: "Naam",
    jobTitle: "Functie",
    relation: "Dienstverband",
    hours: "Uren per week",
    status: "Datums",
  },
  hours: (h: number) => `${h.toLocaleString("nl-NL")} uur`,
  left: (day: string) => `Uit dienst sinds ${day}`,
  attention: (n: number) => (n === 1 ? "1 datum vraagt aandacht" : `${n} datums vragen aandacht`),
  allCurrent: "Alles geldig",
  noDates: "Nog geen datums",
  ownRecord: "Uw eigen gegevens",
  back: "Terug naar Medewerkers",
  personLoadFailed: "Deze medewerker kon niet worden geladen.",
  form: {
    newTitle: "Nieuwe medewerker",
    detailsTitle: "Gegevens",
    name: "Naam",
    jobTitle: "Functie",
    relation: "Dienstverband",
    account: "Account in Normwijs",
    noAccount: "Geen account",
    startDate: "In dienst sinds",
    endDate: "Uit dienst per",
    hours: "Uren per week",
    hoursHint: "Bijvoorbeeld 24 of 28,5.",
    unregisteredReason: "Reden als deze medewerker zonder registratie werkt",
    unregisteredHint: "Vul dit in als de medewerker niet in het SKJ- of BIG-register staat en dat ook niet hoeft.",
    lastConversation: "Laatste jaargesprek",
    save: "Opslaan",
    saving: "Opslaan…",
    saved: "De gegevens zijn opgeslagen.",
    created: "De medewerker is toegevoegd.",
    cancel: "Annuleren",
    remove: "Medewerker verwijderen",
    removeConfirm:
      "Weet u zeker dat u deze medewerker en alle gegevens wilt verwijderen? Bestanden gaan naar de prullenbak.",
    readOnly:
      "Alleen een eigenaar kan deze gegevens wijzigen. U kunt wel uw diploma's, registratie, VOG en scholing bijhouden.",
    hoursInvalid: "Vul het aantal uren in als getal, bijvoorbeeld 28,5.",
  },
  items: {
    title: "Diploma's, registraties, VOG en scholing",
    table: "Vastgelegde diploma's, registraties, VOG's en scholing",
    none: "Nog niets vastgelegd.",
    add: "Toevoegen",
    adding: "Toevoegen…",
    addTitle: "Iets vastleggen",
    added: "Vastgelegd.",
    kind: "Wat legt u vast?",
    name: "Naam",
    diplomaName: "Naam van het diploma",
    courseName: "Naam van de scholing of het certificaat",
    register: "Register",
    number: "Registratienummer",
    issuedOn: "Datum",
    vogIssued: "Datum van afgifte",
    periodStart: "Begin van de registratieperiode",
    validUntil: "Geldig tot",
    skjHint: "Bij SKJ hoeft u 'Geldig tot' niet in te vullen: de periode duurt vijf jaar vanaf het begin.",
    vogHint: (years: number) => `Uw organisatie vraagt elke ${years} jaar een nieuwe VOG.`,
    points: "Punten",
    profile: "Screeningsprofiel",
    columns: { what: "Wat", date: "Datum", until: "Geldig tot", status: "Status", file: "Bestand", actions: "Acties" },
    upload: (what: string) => `Bestand uploaden bij ${what}`,
    uploading: "Uploaden…",
    uploaded: "Het bestand is geüpload.",
    download: (name: string) => `${name} openen`,
    noFile: "Geen bestand",
    remove: (what: string) => `${what} verwijderen`,
    removed: "Verwijderd.",
    removeConfirm: "Weet u zeker dat u dit wilt verwijderen? Een bestand gaat naar de prullenbak.",
  },
  introduction: {
    title: "Introductie: gelezen en begrepen",
    description:
      "Wat uw organisatie deze medewerker vraagt te lezen, zoals de meldcode, het privacybeleid en het calamiteitenprotocol. Vraag dit aan onder Leesbevestigingen.",
    none: "Er is deze medewerker nog niets gevraagd te lezen.",
    on: (day: string) => `op ${day}`,
  },
  settings: {
    title: "Regels voor medewerkers",
    vogYears: "Nieuwe VOG na",
    years: (n: number) => `${n} jaar`,
    retentionYears: "Gegevens bewaren na vertrek (jaren)",
    grants: "Ook toegang tot alle medewerkers voor",
    save: "Regels opslaan",
    saved: "De regels zijn opgeslagen.",
  },
} as const;
