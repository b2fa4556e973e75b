/** The search API: the organisation's matches for one query, kept briefly so typing back is instant. */
import { apiQuery } from "@core/web/api-query";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client } from "@/lib/api";

export const useSearch = (q: string) =>
  useQuery(
    apiQuery(
      client.search,
      { query: { q } },
      { enabled: q.trim().length > 0, placeholderData: keepPreviousData, staleTime: 30_000 },
    ),
  );
