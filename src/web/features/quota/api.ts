import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { StorageUsageDto } from "../../../shared/documents";
import { queryKeys } from "@/lib/query-keys";

export const usageQuery = queryOptions({
  queryKey: queryKeys.storageUsage,
  queryFn: () => api<StorageUsageDto>("GET", "/api/kms/usage"),
  // Fresh on every visit to Instellingen: uploads and saves elsewhere change it.
  staleTime: 0,
});

export const useStorageUsage = () => useQuery(usageQuery);
