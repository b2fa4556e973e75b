import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiKey, apiQuery, moduleKey } from "@core/web/api-query";
import type { ActionFilter, CreateActionInput, UpdateActionInput } from "../schemas";

/** The Verbeteracties API: the list (with filters, a page at a time), one action with its history, create and save. */

/** The list a page at a time: each page says where the next starts (`next`), null after the last. */
export const actionsQuery = (filter: ActionFilter = {}) => {
  // The filter's chosen values only: an empty field filters nothing.
  const chosen = (values: ActionFilter & { after?: string }) =>
    Object.fromEntries(
      Object.entries(values).filter(([, value]) => typeof value === "string" && value !== ""),
    ) as ActionFilter & { after?: string };
  return infiniteQueryOptions({
    queryKey: apiKey(client.actions, { query: chosen(filter) }, "pages"),
    queryFn: ({ pageParam }) => json(client.actions.$get({ query: chosen({ ...filter, after: pageParam }) })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

/** The pages loaded so far; the page asks for the next one ('Meer laden'). */
export const useActions = (filter: ActionFilter = {}) => useInfiniteQuery(actionsQuery(filter));

export const actionQuery = (id: string) => apiQuery(client.actions[":id"], { param: { id } });

export const useAction = (id: string | undefined) => useQuery({ ...actionQuery(id ?? ""), enabled: Boolean(id) });

/** Saving an action changes the lists, its detail and what is due (overview, calendar). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleKey("actions") }),
      queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
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

/** The team, for the 'Eigenaar' choice (every member may be an action's owner). */

/** The same key (lib/query-keys.ts) and shape as the team page's list, so both share one cache entry. */
export const membersQuery = apiQuery(client.team.members, undefined, { select: (r) => r.members });

export const useMembers = () => useQuery(membersQuery);
