/** Every Dutch text of the management review: its sections, its answers and its activity line. */
import { formatDateNl } from "@core/shared/format-date";
import { verbeterenPages } from "@norm/catalogue";

export const reviewText = {
  title: "Organisatiebeoordeling",
  /** Named apart from the chapter of the Organisatiebeoordeling topic, as the app's page is. */
  chapter: "Jaarlijkse beoordeling",
  noData: "Nog geen gegevens",
  none: "Geen",
  goals: "Kwaliteitsdoelstellingen",
  register: "Incidenten, calamiteiten, klachten en datalekken (4.5)",
  complaints: "Klachten",
  audits: "Interne audits en bevindingen",
  actions: "Verbeteracties",
  clients: "Cliëntervaringen",
  staff: "Medewerkers: registratie en VOG",
  reviewDates: "Verlopen termijnen",
  reading: "Leesbevestigingen",
  notApplicable: "Niet van toepassing",
  conclusions: "Conclusies",
  newGoals: "Nieuwe doelstellingen",
  version: (year: number, version: number, savedAt: string, by: string) =>
    `${year}, versie ${version}, opgeslagen op ${formatDateNl(new Date(savedAt))} door ${by}.`,
} as const;

/** The lines and columns of the review's sections. */
export const reviewLabels = {
  goals: "Doelstellingen",
  goalsWithStatus: "Met een stand van zaken",
  goalColumns: ["Doelstelling", "Status"],
  notFilledIn: "Nog niet ingevuld",
  reportsThisYear: "Meldingen dit jaar",
  closed: "Afgesloten",
  reportable: "Met meldplicht (datalek, calamiteit)",
  reportedInTime: "Op tijd gemeld",
  reportedLate: "Te laat gemeld",
  notReportedOverdue: "Niet gemeld, termijn voorbij",
  stillToReport: "Nog te melden",
  complaints: "Klachten",
  stillOpen: "Nog open",
  decidedInTime: "Oordeel op tijd",
  decidedLate: "Oordeel te laat",
  undecidedOverdue: "Geen oordeel, termijn voorbij",
  audits: "Audits",
  findings: "Bevindingen",
  elementsAudited: "Onderzochte elementen",
  actions: "Acties",
  done: "Afgerond",
  open: "Open",
  overdue: "Over de datum",
  cancelled: "Vervallen",
  questionnaires: "Ingevulde vragenlijsten",
  questionColumns: ["Vraag", "Antwoorden", "Gemiddelde (1–5)"],
  people: "Medewerkers",
  registrationDue: "Registratie verloopt of verliep dit jaar",
  vogDue: "VOG te vernieuwen",
  reviewDatesPassed: "Verlopen termijnen (herzieningen en andere)",
} as const;

export const reviewMessages = {
  notFound: "Deze organisatiebeoordeling bestaat niet (meer).",
  textMissing: "Vul tekst in.",
  invisibleCharacter: "De tekst bevat een onzichtbaar teken dat niet is toegestaan.",
  year: "Kies een geldig jaar.",
  reload: "Laad de pagina opnieuw.",
  conclusionsTooLong: (max: number) => `De conclusies zijn ten hoogste ${max} tekens.`,
  newGoalsTooLong: (max: number) => `De nieuwe doelstellingen zijn ten hoogste ${max} tekens.`,
  stale: "Intussen is er een nieuwere versie opgeslagen. Bekijk die eerst; uw tekst staat nog in het formulier.",
} as const;

/** The review's line in the activity log. */
export const reviewActivity = {
  version: (version: number) => `versie ${version}`,
} as const;

/** Every Dutch text of the Jaarlijkse beoordeling page (the organisatiebeoordeling with its figures). */
export const reviewPageText = {
  title: verbeterenPages.organisatiebeoordeling.title,
  related: {
    before: "Het verslag met datum, aanwezigen en maatregelen typt u bij",
    label: "Organisatiebeoordeling",
    after: " in het kwaliteitssysteem.",
  },
  description:
    "Eens per jaar kijkt u terug: zijn de doelen gehaald, wat leren de meldingen, klachten, audits, verbeteracties en cliëntervaringen u, en wat gaat u anders doen? Normwijs zet de cijfers klaar; u schrijft de conclusies.",
  year: "Jaar",
  draft: "Organisatiebeoordeling opstellen",
  drafting: "Cijfers verzamelen…",
  draftHeading: (year: number) => `Concept ${year}`,
  draftHint:
    "De cijfers komen uit Normwijs zelf. Vul hieronder uw conclusies en nieuwe doelstellingen in en sla de beoordeling op. Bij het opslaan worden de cijfers van dat moment bewaard.",
  conclusions: "Conclusies",
  conclusionsHint:
    "Wat ging goed, wat kan beter, en wat betekent dat voor uw organisatie? Een regel die begint met '- ' wordt een opsomming.",
  newGoals: "Nieuwe doelstellingen",
  newGoalsHint: "Welke doelen stelt u voor het komende jaar?",
  save: "Opslaan als nieuwe versie",
  saving: "Opslaan…",
  saved: (version: number) => `Versie ${version} is opgeslagen. Hij staat nu ook in het kwaliteitshandboek.`,
  versions: "Opgeslagen versies",
  noVersions: "Er is nog geen organisatiebeoordeling opgeslagen.",
  more: "Meer versies laden",
  versionLine: (year: number, version: number) => `${year}, versie ${version}`,
  savedBy: (at: string, by: string) => `opgeslagen op ${at} door ${by}`,
  show: "Bekijken",
  hide: "Sluiten",
  ownerOnly: "Alleen een eigenaar kan een organisatiebeoordeling opstellen. U kunt de opgeslagen versies bekijken.",
  loading: "Laden…",
  actions: "Verbeteracties uit deze beoordeling",
  actionLabel: (year: number, version: number) => `Organisatiebeoordeling ${year}, versie ${version}`,
  tableLabel: "Cijfers van de organisatiebeoordeling",
} as const;
