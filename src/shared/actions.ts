/**
 * Verbeteracties (improvement actions): what the API answers, the statuses and sources with their
 * Dutch names, the link back to an action's source, and the Dutch messages. What it takes is in
 * `action-schemas.ts` (zod), so the pages that only show an action's status load no zod.
 */
import { paths } from "./paths";
import { truncate } from "./text-rules";

export const actionStatuses = {
  open: "Open",
  "in-progress": "In uitvoering",
  done: "Afgerond",
  cancelled: "Vervallen",
} as const;
export type ActionStatus = keyof typeof actionStatuses;
export const actionStatusList = Object.keys(actionStatuses) as [ActionStatus, ...ActionStatus[]];

/** Where an action came from (the contract shared with audits and the management review). */
export const actionSources = {
  register: "Register incidenten, klachten en meldingen",
  complaint: "Klacht",
  "audit-finding": "Bevinding interne audit",
  goal: "Kwaliteitsdoelstelling",
  review: "Organisatiebeoordeling",
  other: "Anders",
} as const;
export type ActionSourceKind = keyof typeof actionSources;
export const actionSourceList = Object.keys(actionSources) as [ActionSourceKind, ...ActionSourceKind[]];

/** Statuses in which an action is still to be done (it can be overdue, it is a due item). */
export const isOpenStatus = (status: ActionStatus) => status === "open" || status === "in-progress";

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

export type ActionDto = {
  id: string;
  description: string;
  sourceKind: ActionSourceKind;
  sourceId: string | null;
  sourceLabel: string | null;
  ownerId: string | null;
  ownerName: string | null;
  /** yyyy-MM-dd */
  dueDate: string;
  status: ActionStatus;
  result: string;
  /** Open or in progress, and its date has passed (Europe/Amsterdam). */
  overdue: boolean;
  revision: number;
  createdAt: string;
  updatedAt: string;
};

/** One change in an action's history ('Geschiedenis'). */
export type ActionEventDto = {
  revision: number;
  at: string;
  actor: string;
  kind: "created" | "changed";
  /** Per changed field its Dutch name, the old and the new value as shown. */
  changes: { field: string; from: string; to: string }[];
};

/** One page of the list: `next` is the `after` of the next page (null: this was the last), `total` counts every page. */
export type ActionsDto = { actions: ActionDto[]; next: string | null; total: number };
export type ActionDetailDto = { action: ActionDto; history: ActionEventDto[] };

/** Dutch names of the fields, for the history. */
export const actionFieldNames = {
  description: "Omschrijving",
  ownerId: "Eigenaar",
  dueDate: "Uiterlijk gereed",
  status: "Status",
  result: "Resultaat",
} as const;

/**
 * The page where an action's source lives (the link back from the action). A finding links to its
 * own audit, opened at the point (the id is the point's; the page looks up its audit).
 */
export function actionSourceLink(kind: ActionSourceKind, id: string | null): string | undefined {
  switch (kind) {
    case "register":
      return paths.kwaliteitssysteem("meldingen");
    case "goal":
      return paths.kwaliteitssysteem("kwaliteitsdoelstellingen");
    case "audit-finding":
      return id ? paths.auditBevinding(id) : paths.audits;
    case "review":
      return paths.organisatiebeoordeling;
    default:
      return undefined;
  }
}

/** The link that opens the new-action form prefilled and linked to its source (the contract). */
export function newActionLink(kind: ActionSourceKind, id: string, label: string): string {
  const query = new URLSearchParams({ ...newActionSearch(kind, id, label), nieuw: "1" });
  return `${paths.verbeteracties}?${query.toString()}`;
}

/** The same as search parameters (for the router's links). */
export const newActionSearch = (kind: ActionSourceKind, id: string, label: string) => ({
  // A number, so the router writes it as nieuw=1 (it would quote the text "1").
  nieuw: 1 as const,
  bron: kind,
  bronId: id,
  bronLabel: truncate(label, 200),
});
