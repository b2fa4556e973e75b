import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { OverviewDto } from "../../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

export const overviewQuery = queryOptions({
  queryKey: queryKeys.planning.overview,
  queryFn: () => api<OverviewDto>("GET", "/api/planning/overview"),
});

export const useOverview = () => useQuery(overviewQuery);
