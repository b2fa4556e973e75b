/** The Verbeteracties API: the list (with filters, a page at a time), one action with its history, create and save. */
import * as React from "react";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { ActionDetailDto, ActionDto, ActionsDto } from "../../../../shared/actions";
import type { ActionFilter, CreateActionInput, UpdateActionInput } from "../../../../shared/action-schemas";

/** The list a page at a time: each page says where the next starts (`next`), null after the last. */
export const actionsQuery = (filter: ActionFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.actions.list(filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(
        Object.entries({ ...filter, after: pageParam }).filter(
          (e): e is [string, string] => typeof e[1] === "string" && e[1] !== "",
        ),
      ).toString();
      return api<ActionsDto>("GET", `/api/actions${query ? `?${query}` : ""}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The pages loaded so far; the page asks for the next one ('Meer laden'). */
export const useActions = (filter: ActionFilter = {}) => useInfiniteQuery(actionsQuery(filter));

/** Every action of the filter, page after page: for a page that shows each next to its source. */
export function useAllActions(filter: ActionFilter = {}): ActionDto[] | undefined {
  const query = useInfiniteQuery(actionsQuery(filter));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  React.useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return query.data?.pages.flatMap((p) => p.actions);
}

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
