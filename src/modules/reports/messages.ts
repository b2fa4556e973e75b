/** Every Dutch text of Melden: the server, the web app and the public complaint form. */
import type { oorzaakCategorieen } from "@norm/norm-topics";

/** The kinds of report a member (or a client: klacht) can make. */
export const reportTypes = {
  clientincident: "Cliëntincident",
  medewerkerincident: "Medewerkerincident",
  calamiteit: "Calamiteit",
  geweld: "Geweld in de zorgrelatie",
  datalek: "Datalek",
  klacht: "Klacht",
  anders: "Anders",
} as const;

/** Where a report comes from. */
export const reportSources = { medewerker: "Medewerker", client: "Cliënt" } as const;

/** Where a report is in its handling. */
export const reportStatuses = {
  nieuw: "Te beoordelen",
  beoordeeld: "In het register",
  afgehandeld: "Afgehandeld",
} as const;

/**
 * The cause categories ('Oorzaak') the Eigenaar chooses when she classifies a report: the register's
 * own list (norm-topics.ts oorzaakCategorieen), by key, so the row the triage writes is accepted and
 * the quarterly analysis counts it (causes.test.ts holds the two equal).
 */
export const reportCauses = {
  communicatie: "Communicatie of overdracht",
  werkwijze: "Werkwijze of protocol",
  kennis: "Kennis en vaardigheid",
  middelen: "Materiaal of omgeving",
  organisatie: "Organisatie en planning",
  client: "Cliëntgebonden",
  anders: "Anders",
} as const satisfies Record<string, (typeof oorzaakCategorieen)[number]>;

export const reportMessages = {
  // Input.
  type: "Kies wat voor melding het is.",
  description: "Beschrijf wat er is gebeurd.",
  descriptionTooLong: (max: number) => `Beschrijf het in ten hoogste ${max} tekens.`,
  textTooLong: (max: number) => `Deze tekst is ten hoogste ${max} tekens.`,
  lineTooLong: (max: number) => `Dit veld is ten hoogste ${max} tekens.`,
  happenedOn: "Kies een geldige datum waarop het gebeurde, niet in de toekomst.",
  anonymous: "Kies of collega's uw naam mogen zien.",
  cause: "Kies een oorzaak.",
  registerType: "Kies het type voor het register.",
  email: "Vul een geldig e-mailadres in, of laat het veld leeg.",
  grants: "Kies alleen teamleden van uw organisatie.",
  // Access and state.
  notFound: "Deze melding bestaat niet (meer).",
  forbidden: "U heeft geen toegang tot de meldingen van uw organisatie.",
  ownerOnly: "Alleen een eigenaar kan kiezen wie meldingen beoordeelt.",
  notTriaged: "Zet de melding eerst in het register.",
  alreadyTriaged: "Deze melding staat al in het register.",
  busy: "Het register werd net door iemand anders gewijzigd. Probeer het opnieuw.",
  // The public side.
  regulationNotFound: "Dit document bestaat niet (meer). Kies een ander document.",
  linkNotFound: "Dit klachtformulier bestaat niet (meer). Vraag de organisatie om de juiste link.",
  closed: "Dit klachtformulier is gesloten. Neem contact op met de organisatie.",
  tooManyNow: (seconds: number) =>
    `Er komen op dit moment heel veel klachten binnen. Probeer het over ${Math.max(1, Math.ceil(seconds / 60))} minuten opnieuw.`,
  tooManyToday: "Er zijn vandaag al heel veel klachten binnengekomen. Probeer het morgen opnieuw.",
  // Shown with the reporter when the name is hidden from colleagues.
  anonymousName: "Naam afgeschermd",
  clientName: "Cliënt (via het klachtformulier)",
} as const;

/** The mails of Melden. */
export const reportMails = {
  newSubject: (type: string) => `Nieuwe melding: ${type}`,
  newIntro: (name: string, type: string) => [
    `Beste ${name},`,
    `Er is een nieuwe melding binnengekomen: ${type}. Bekijk en beoordeel de melding in Normwijs.`,
  ],
  newLabel: "Melding bekijken",
  handledSubject: "Uw melding is afgehandeld",
  handledIntro: (name: string, type: string, on: string) => [
    `Beste ${name},`,
    `Uw melding (${type}, gemaakt op ${on}) is afgehandeld. De eigenaar schrijft u:`,
  ],
  handledLabel: "Mijn meldingen bekijken",
  receiptSubject: (organisation: string) => `Uw klacht is ontvangen door ${organisation}`,
  receiptText: (organisation: string, received: string, decisionBy: string) => [
    "Beste meneer of mevrouw,",
    `${organisation} heeft uw klacht op ${received} ontvangen. U krijgt uiterlijk ${decisionBy} een oordeel over uw klacht. Duurt het langer, dan hoort u dat vóór die datum.`,
    "Wij bewaren uw e-mailadres niet bij de klacht. Wilt u dat de organisatie contact met u opneemt, zet dan uw naam en hoe u bereikbaar bent in uw klacht.",
  ],
  greeting: "Met vriendelijke groet,\nNormwijs",
} as const;

/** The lines of Melden in the activity log. */
export const reportActivity = {
  subject: (type: string) => `Melding: ${type}`,
  triaged: (registerType: string) => `In het register als ${registerType}`,
  grants: (count: number) => `${count} teamlid/teamleden mag meldingen beoordelen`,
} as const;

/** Every Dutch text of the Melden pages. */
export const messages = {
  form: {
    title: "Melden",
    description:
      "Meld wat er is gebeurd: een incident, calamiteit, geweld, datalek of klacht. Iedereen in het team kan melden. De eigenaar beoordeelt uw melding.",
    type: "Wat wilt u melden?",
    description_: "Wat is er gebeurd?",
    descriptionHint: "Beschrijf wat u zag of hoorde. Schrijf geen volledige namen van cliënten.",
    happenedOn: "Wanneer gebeurde het?",
    place: "Waar gebeurde het?",
    involved: "Wie waren erbij betrokken?",
    involvedHint: "Bijvoorbeeld: een cliënt, een collega, een ouder. Gebruik initialen.",
    immediateAction: "Wat is er meteen gedaan?",
    anonymous: "Collega's zien mijn naam niet",
    anonymousHint:
      "De eigenaar ziet uw naam wel. Zo kan zij u iets vragen of laten weten wat er met uw melding gebeurt.",
    submit: "Melding versturen",
    sent: "Dank u wel. Uw melding is verstuurd. De eigenaar beoordeelt hem en laat u weten wat ermee gebeurt.",
    another: "Nog een melding maken",
    mine: "Mijn meldingen bekijken",
  },
  list: {
    title: "Meldingen",
    description:
      "Alle meldingen van het team en de klachten van cliënten. Beoordeel nieuwe meldingen en zet ze in het register.",
    mineTitle: "Mijn meldingen",
    mineDescription: "De meldingen die u heeft gemaakt, en wat ermee is gedaan.",
    loading: "Meldingen laden…",
    waiting: "Te beoordelen",
    others: "Beoordeeld en afgehandeld",
    none: "Er zijn nog geen meldingen.",
    noneWaiting: "Er zijn geen meldingen die op beoordeling wachten.",
    newReport: "Nieuwe melding",
    on: (day: string) => `Ontvangen op ${day}`,
    by: (name: string) => `door ${name}`,
    hidden: "naam afgeschermd",
    client: "via het klachtformulier",
  },
  overview: {
    title: "Te beoordelen",
    count: (n: number) =>
      n === 1 ? "Er wacht 1 melding op uw beoordeling." : `Er wachten ${n} meldingen op uw beoordeling.`,
    open: "Meldingen bekijken",
    item: (type: string, day: string, source: string) => `${type}, ontvangen op ${day} (${source.toLowerCase()})`,
    listLabel: "Meldingen die op uw beoordeling wachten",
  },
  detail: {
    loading: "Melding laden…",
    back: "Terug naar Meldingen",
    what: "Wat is er gebeurd?",
    happenedOn: "Datum",
    place: "Plaats",
    involved: "Betrokken",
    immediateAction: "Meteen gedaan",
    reporter: "Gemeld door",
    anonymousNote: "De melder wil niet dat collega's de naam zien.",
    status: "Stand",
    triagedAt: "In het register gezet op",
    handledAt: "Afgehandeld op",
    triageTitle: "Beoordelen",
    triageDescription:
      "Kies het type en de oorzaak en schrijf uw analyse. Met 'In het register zetten' komt de melding in het register van meldingen (4.5). Daar loopt de termijn voor de IGJ, de AP of het oordeel over een klacht.",
    registerType: "Type in het register",
    cause: "Oorzaak",
    analysis: "Analyse",
    analysisHint: "Wat ging er mis, waarom, en wat leert u ervan?",
    triage: "In het register zetten",
    triaged: "De melding staat in het register.",
    saveAnalysis: "Analyse opslaan",
    analysisSaved: "De analyse is opgeslagen.",
    registerLink: "Bekijk het register van meldingen",
    actionTitle: "Verbeteractie",
    actionDescription: "Maak een verbeteractie om herhaling te voorkomen.",
    makeAction: "Verbeteractie aanmaken",
    handleTitle: "Afhandelen",
    handleDescription: "Schrijf de melder wat er met de melding is gedaan. De melder krijgt uw tekst per e-mail.",
    handleDescriptionClient:
      "Deze klacht kwam via het klachtformulier. Normwijs bewaart geen e-mailadres van de cliënt: laat de cliënt zelf weten wat uw oordeel is.",
    feedback: "Uw bericht aan de melder",
    handle: "Afhandelen en melder bericht sturen",
    handleClient: "Afhandelen",
    handled: "De melding is afgehandeld.",
    feedbackTitle: "Bericht van de eigenaar",
  },
  settings: {
    title: "Wie beoordeelt meldingen?",
    description: "U krijgt elke nieuwe melding per e-mail. Kies wie u daarnaast meldingen laat beoordelen.",
    save: "Opslaan",
    saved: "De instellingen zijn opgeslagen.",
    regulation: "Klachtenregeling op het klachtformulier",
    noRegulation: "Geen document",
  },
  link: {
    title: "Klachtformulier voor cliënten",
    description:
      "Cliënten en ouders kunnen met deze link of QR-code een klacht indienen, zonder account. Een klacht komt bij Meldingen binnen; de termijn voor uw oordeel begint op de dag van ontvangst.",
    none: "Er is nog geen link.",
    make: "Link maken",
    made: "De link is gemaakt.",
    renew: "Nieuwe link maken",
    renewWarning: "De oude link en QR-code werken daarna niet meer.",
    renewed: "Er is een nieuwe link gemaakt. De oude werkt niet meer.",
    cancel: "Annuleren",
    label: "Link naar het klachtformulier",
    copy: "Link kopiëren",
    copied: "De link is gekopieerd.",
    copyFailed: "Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.",
    print: "QR-code afdrukken",
    qr: "QR-code van het klachtformulier",
    openState: "Het klachtformulier is open.",
    closedState: "Het klachtformulier is gesloten. Cliënten zien dat er geen klachten via het formulier binnenkomen.",
    close: "Klachtformulier sluiten",
    reopen: "Klachtformulier weer openen",
    closedDone: "Het klachtformulier is gesloten.",
    reopenedDone: "Het klachtformulier is weer open.",
    printHeading: "Heeft u een klacht?",
    printText: "Scan de QR-code met uw telefoon. U kunt uw klacht dan indienen, ook zonder naam.",
  },
} as const;
