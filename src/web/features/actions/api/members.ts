/** The team, for the 'Eigenaar' choice (every member may be an action's owner). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The same key (lib/query-keys.ts) and shape as the team page's list, so both share one cache entry. */
export const membersQuery = queryOptions({
  queryKey: queryKeys.team.members,
  queryFn: () => json(client.team.members.$get()).then((r) => r.members),
});

export const useMembers = () => useQuery(membersQuery);
