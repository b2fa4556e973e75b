/** The Kwartaalanalyse API: one quarter's counts (its key derived from the typed client). */
import * as React from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";

export const analysisQuery = (kwartaal: string | undefined) =>
  apiQuery(client["report-analysis"], { query: kwartaal ? { kwartaal } : {} });

export const useAnalysis = (kwartaal: string | undefined) =>
  useQuery({ ...analysisQuery(kwartaal), placeholderData: keepPreviousData });

/** Asks for the counts again (the register changed while the page is open). */
export function useRecount(): () => void {
  const queryClient = useQueryClient();
  return React.useCallback(
    () => void queryClient.invalidateQueries({ queryKey: moduleKey("report-analysis") }),
    [queryClient],
  );
}
