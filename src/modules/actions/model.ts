/**
 * Verbeteracties (improvement actions): what the API answers, the statuses and sources, and the
 * link back to an action's source. Their Dutch names and the messages are in `messages.ts`; what
 * the API takes is in `schemas.ts` (zod), so the pages that only show an action's status load no zod.
 */
import { actionFieldNames, actionSources, actionStatuses } from "./messages";
import { paths } from "@core/shared/paths";
import { truncate } from "@core/shared/text-rules";

export { actionFieldNames, actionSources, actionStatuses };

export type ActionStatus = keyof typeof actionStatuses;
export const actionStatusList = Object.keys(actionStatuses) as [ActionStatus, ...ActionStatus[]];

export type ActionSourceKind = keyof typeof actionSources;
export const actionSourceList = Object.keys(actionSources) as [ActionSourceKind, ...ActionSourceKind[]];

/** Statuses in which an action is still to be done (it can be overdue, it is a due item). */
export const isOpenStatus = (status: ActionStatus) => status === "open" || status === "in-progress";

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
