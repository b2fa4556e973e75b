/**
 * The Verbeteracties of one source (a register row, a goal, an audit finding, …), for the page where
 * that source lives: one request with the API's filter by source (sourceKind and sourceId), and the
 * next page only when one source has more than a page of actions, so none is left out. Here, not in
 * a feature, because the actions and audits features both show them and do not import each other.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ActionDto, ActionSourceKind } from "@modules/actions/model";
import { client, json } from "./api";
import { apiKey } from "@core/web/api-query";

export async function loadSourceActions(sourceKind: ActionSourceKind, sourceId: string): Promise<ActionDto[]> {
  const actions: ActionDto[] = [];
  let after: string | undefined;
  do {
    const page = await json(client.actions.$get({ query: { sourceKind, sourceId, ...(after ? { after } : {}) } }));
    actions.push(...page.actions);
    after = page.next ?? undefined;
  } while (after);
  return actions;
}

export const sourceActionsQuery = (sourceKind: ActionSourceKind, sourceId: string) =>
  queryOptions({
    queryKey: apiKey(client.actions, { query: { sourceKind, sourceId } }, "all-pages"),
    queryFn: () => loadSourceActions(sourceKind, sourceId),
  });
