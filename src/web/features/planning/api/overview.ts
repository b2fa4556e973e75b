import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { OverviewDto } from "../../../../shared/planning";

export const overviewQuery = queryOptions({
  queryKey: ["planning", "overview"],
  queryFn: () => api<OverviewDto>("GET", "/api/planning/overview"),
});

export const useOverview = () => useQuery(overviewQuery);
