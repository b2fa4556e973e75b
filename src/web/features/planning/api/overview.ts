import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const overviewQuery = queryOptions({
  queryKey: queryKeys.planning.overview,
  queryFn: () => json(client.planning.overview.$get()),
});

export const useOverview = () => useQuery(overviewQuery);
