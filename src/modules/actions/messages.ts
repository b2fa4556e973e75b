/** The Dutch texts of Verbeteracties that the server and the web app both show. */

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
