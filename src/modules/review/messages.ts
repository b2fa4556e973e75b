/** Every Dutch text of the management review: its sections, its answers and its activity line. */
import { formatDateNl } from "@core/shared/format-date";

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
