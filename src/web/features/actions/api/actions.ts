/** The Verbeteracties API: the list (with filters), one action with its history, create and save. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { ActionFilter, CreateActionInput, UpdateActionInput } from "../../../../shared/actions";

export const actionsQuery = (filter: ActionFilter = {}) => {
  // The filter's chosen values only: an empty field filters nothing.
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => typeof value === "string" && value !== ""),
  ) as ActionFilter;
  return queryOptions({
    queryKey: queryKeys.actions.list(filter),
    queryFn: () => json(client.actions.$get({ query })),
  });
};

export const useActions = (filter: ActionFilter = {}) => useQuery(actionsQuery(filter));

export const actionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.actions.detail(id),
    queryFn: () => json(client.actions[":id"].$get({ param: { id } })),
  });

export const useAction = (id: string | undefined) => useQuery({ ...actionQuery(id ?? ""), enabled: Boolean(id) });

/** Saving an action changes the lists, its detail and what is due (overview, calendar). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.actions.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
    ]);
}

export function useCreateAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: Partial<Omit<CreateActionInput, "sourceId">> & { sourceId?: string | null }) =>
      // What the form left empty the server refuses with a message per field.
      json(client.actions.$post({ json: input as CreateActionInput })),
    onSuccess: invalidate,
  });
}

export function useUpdateAction(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: UpdateActionInput) => json(client.actions[":id"].$put({ param: { id }, json: input })),
    onSuccess: invalidate,
  });
}
