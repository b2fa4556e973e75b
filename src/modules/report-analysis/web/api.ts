/** The Kwartaalanalyse API: one quarter's counts (its key derived from the typed client). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";

export const analysisQuery = (kwartaal: string | undefined) =>
  apiQuery(client["report-analysis"], { query: kwartaal ? { kwartaal } : {} });

export const useAnalysis = (kwartaal: string | undefined) =>
  useQuery({ ...analysisQuery(kwartaal), placeholderData: keepPreviousData });
