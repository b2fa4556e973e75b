import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const usageQuery = queryOptions({
  queryKey: queryKeys.quota,
  queryFn: () => json(client.quota.$get()),
  // Fresh on every visit to Instellingen: uploads and saves elsewhere change it.
  staleTime: 0,
});

export const useStorageUsage = () => useQuery(usageQuery);
