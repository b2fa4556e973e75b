/** The Dutch texts of Melden that the server, the web app and the public complaint form show. */
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
