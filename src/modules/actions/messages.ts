/** Every Dutch text of Verbeteracties: the server's answers, the names in the history, the page and its form. */

export const actionStatuses = {
  open: "Open",
  "in-progress": "In uitvoering",
  done: "Afgerond",
  cancelled: "Vervallen",
} as const;

/** Where an action came from (the contract shared with audits and the management review). */
export const actionSources = {
  register: "Register incidenten, klachten en meldingen",
  complaint: "Klacht",
  "audit-finding": "Bevinding interne audit",
  goal: "Kwaliteitsdoelstelling",
  review: "Organisatiebeoordeling",
  other: "Anders",
} as const;

/** Dutch names of the fields, for the history. */
export const actionFieldNames = {
  description: "Omschrijving",
  ownerId: "Eigenaar",
  dueDate: "Uiterlijk gereed",
  status: "Status",
  result: "Resultaat",
} as const;

export const actionMessages = {
  description: "Beschrijf de verbeteractie.",
  descriptionTooLong: "De omschrijving is te lang (hoogstens 2000 tekens).",
  source: "Kies een bron uit de lijst.",
  sourceGone: "De bron van deze actie bestaat niet (meer). Ververs de pagina.",
  owner: "Kies een eigenaar uit het team.",
  ownerNotMember: "De eigenaar moet lid zijn van het team van deze organisatie.",
  dueDate: "Kies een geldige datum voor 'Uiterlijk gereed'.",
  status: "Kies een status uit de lijst.",
  resultNeeded: "Vul het resultaat in: wat heeft de actie opgeleverd?",
  resultTooLong: "Het resultaat is te lang (hoogstens 4000 tekens).",
  notFound: "Deze verbeteractie bestaat niet (meer).",
  conflict: "Deze verbeteractie is intussen door iemand anders (of in een ander venster) gewijzigd.",
  filter: "Ongeldig filter.",
} as const;

/**
 * Every Dutch text of the Verbeteracties page, its form and the links from other pages. A field's
 * name is written once, in actionFieldNames (the history shows it too).
 */
export const messages = {
  title: "Verbeteracties",
  description:
    "Wat u verbetert na een incident, klacht, audit, doelstelling of de organisatiebeoordeling: wie het doet, wanneer het klaar is en wat het opleverde.",
  newAction: "Nieuwe verbeteractie",
  loading: "Verbeteracties laden…",
  loadFailed: "De verbeteracties konden niet worden geladen. Vernieuw de pagina om het opnieuw te proberen.",
  none: "Er zijn nog geen verbeteracties.",
  noneFiltered: "Er zijn geen verbeteracties die bij deze filters passen.",
  count: (n: number) => `${n} ${n === 1 ? "verbeteractie" : "verbeteracties"}`,
  countShown: (shown: number, total: number) => `${shown} van de ${total} verbeteracties getoond`,
  more: "Meer verbeteracties laden",
  loadingMore: "Laden…",
  filters: "Filters",
  filterStatus: "Status",
  filterOwner: "Eigenaar",
  filterSource: "Bron",
  all: "Alle",
  everyone: "Iedereen",
  clear: "Filters wissen",
  table: "Verbeteracties",
  columns: {
    dueDate: actionFieldNames.dueDate,
    description: actionFieldNames.description,
    source: "Bron",
    owner: actionFieldNames.ownerId,
    status: actionFieldNames.status,
  },
  overdue: "Verlopen",
  overdueLabel: "Verlopen: de datum is voorbij",
  noOwner: "Geen eigenaar",
  open: (description: string) => `Openen: ${description}`,
  form: {
    newTitle: "Nieuwe verbeteractie",
    editTitle: "Verbeteractie",
    description: actionFieldNames.description,
    descriptionHint: "Wat gaat u doen, zo concreet mogelijk?",
    source: "Bron",
    sourceLinked: "Gekoppeld aan",
    owner: actionFieldNames.ownerId,
    ownerChoose: "Kies een teamlid…",
    dueDate: actionFieldNames.dueDate,
    status: actionFieldNames.status,
    result: actionFieldNames.result,
    resultHint: "Wat heeft de actie opgeleverd? Nodig om de actie af te ronden.",
    save: "Opslaan",
    saving: "Opslaan…",
    cancel: "Annuleren",
    close: "Sluiten",
    created: "De verbeteractie is aangemaakt.",
    saved: "De wijzigingen zijn opgeslagen.",
    conflictReload: "Nieuwste versie laden",
    readOnly: "U kunt deze verbeteractie bekijken, maar niet wijzigen.",
    loadFailed: "Deze verbeteractie kon niet worden geladen.",
  },
  history: {
    title: "Geschiedenis",
    created: "Aangemaakt",
    changed: "Gewijzigd",
    empty: "(leeg)",
  },
  links: {
    title: "Verbeteracties",
    create: "Verbeteractie aanmaken",
    createFor: (label: string) => `Verbeteractie aanmaken voor ${label}`,
    none: "Nog geen verbeteracties.",
    goalHeading: (n: number) => `Verbeteracties bij doelstelling ${n}`,
    goalLabel: (n: number) => `Kwaliteitsdoelstelling ${n}`,
    registerRow: "Melding",
    registerRowNumber: (head: string, n: number) => `${head} (rij ${n})`,
  },
} as const;
