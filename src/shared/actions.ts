/**
 * Verbeteracties (improvement actions): what the API takes and answers, the statuses and sources
 * with their Dutch names, the link back to an action's source, and the Dutch messages. The same
 * schemas validate the web form and the routes.
 */
import { z } from "zod";
import { calendarDay, revisionSchema, safeId, safeText } from "./input";
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

const dueDateSchema = calendarDay({ message: actionMessages.dueDate, min: "2000-01-01", max: "2100-12-31" });

const actionFields = z.object({
  description: safeText({ error: actionMessages.description, trim: true })
    .min(1, actionMessages.description)
    .max(2000, actionMessages.descriptionTooLong),
  ownerId: safeId(actionMessages.owner),
  dueDate: dueDateSchema,
  status: z.enum(actionStatusList, { error: actionMessages.status }),
  result: safeText({ error: actionMessages.resultNeeded, trim: true })
    .max(4000, actionMessages.resultTooLong)
    .default(""),
});

const doneNeedsResult = (a: { status: ActionStatus; result: string }) => a.status !== "done" || a.result.length > 0;
const resultNeeded = { message: actionMessages.resultNeeded, path: ["result"] };

/** What the form edits (and the server stores); 'done' needs a result. */
export const actionFieldsSchema = actionFields.refine(doneNeedsResult, resultNeeded);
export type ActionFields = z.output<typeof actionFieldsSchema>;

/** POST /api/actions: the fields plus where it came from (fixed once made). */
export const createActionSchema = actionFields
  .extend({
    status: actionFields.shape.status.default("open"),
    sourceKind: z.enum(actionSourceList, { error: actionMessages.source }),
    sourceId: safeId(actionMessages.sourceGone).nullish(),
    sourceLabel: safeText({ trim: true }).max(200).nullish(),
  })
  .strict()
  .refine(doneNeedsResult, resultNeeded)
  .transform((a) => ({
    ...a,
    // 'Anders' links to nothing; the other kinds may (made from their source) or may not (chosen by hand).
    sourceId: a.sourceKind === "other" ? null : (a.sourceId ?? null),
    sourceLabel: a.sourceLabel || null,
  }));
export type CreateActionInput = z.output<typeof createActionSchema>;

/** PUT /api/actions/:id: every field, and the revision the edit started from. */
export const updateActionSchema = actionFields
  .extend({ baseRevision: revisionSchema({ min: 1, message: actionMessages.conflict }) })
  .strict()
  .refine(doneNeedsResult, resultNeeded);
export type UpdateActionInput = z.output<typeof updateActionSchema>;

/** GET /api/actions?…: every filter is optional. */
export const actionFilterSchema = z
  .object({
    status: z.enum(actionStatusList, { error: actionMessages.filter }).optional(),
    ownerId: safeId(actionMessages.filter).optional(),
    sourceKind: z.enum(actionSourceList, { error: actionMessages.filter }).optional(),
    sourceId: safeId(actionMessages.filter).optional(),
  })
  .strict();
export type ActionFilter = z.infer<typeof actionFilterSchema>;

/** Actions per page of the list; the next page starts after the last action of this one. */
export const ACTIONS_PAGE_SIZE = 100;
/** GET /api/actions: the filters and, for a next page, the id of the last action seen. */
export const actionPageSchema = actionFilterSchema.extend({
  after: z.uuid({ error: actionMessages.filter }).optional(),
});
export type ActionPageQuery = z.infer<typeof actionPageSchema>;

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
