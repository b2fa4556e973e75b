/** The search API: the organisation's matches for one query, kept briefly so typing back is instant. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const useSearch = (q: string) =>
  useQuery({
    queryKey: queryKeys.search(q),
    queryFn: () => json(client.search.$get({ query: { q } })),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
