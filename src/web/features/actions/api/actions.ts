/** The Verbeteracties API: the list (with filters), one action with its history, create and save. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { ActionDetailDto, ActionDto, ActionsDto } from "../../../../shared/actions";
import type { ActionFilter, CreateActionInput, UpdateActionInput } from "../../../../shared/action-schemas";

export const actionsQuery = (filter: ActionFilter = {}) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  ).toString();
  return queryOptions({
    queryKey: queryKeys.actions.list(filter),
    queryFn: () => api<ActionsDto>("GET", `/api/actions${query ? `?${query}` : ""}`),
  });
};

export const useActions = (filter: ActionFilter = {}) => useQuery(actionsQuery(filter));

export const actionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.actions.detail(id),
    queryFn: () => api<ActionDetailDto>("GET", `/api/actions/${encodeURIComponent(id)}`),
  });

export const useAction = (id: string | undefined) => useQuery({ ...actionQuery(id ?? ""), enabled: Boolean(id) });

/** Saving an action changes the lists, its detail and what is due (overview, calendar). */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.actions.all }),
      client.invalidateQueries({ queryKey: queryKeys.planning.all }),
    ]);
}

export function useCreateAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: Partial<Omit<CreateActionInput, "sourceId">> & { sourceId?: string | null }) =>
      api<{ action: ActionDto }>("POST", "/api/actions", input),
    onSuccess: invalidate,
  });
}

export function useUpdateAction(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: UpdateActionInput) =>
      api<{ action: ActionDto }>("PUT", `/api/actions/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}
