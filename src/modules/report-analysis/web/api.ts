/** The Kwartaalanalyse API: one quarter's counts (its key derived from the typed client). */
import * as React from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";
import type { KmsStore } from "@/features/kms/sync/kms-store";
import { useValueSync } from "@/features/kms/use-value-sync";
import type { TableRow } from "@norm/kms-values";
import { MELDINGEN_TABLE } from "@norm/norm-topics";

export const analysisQuery = (kwartaal: string | undefined) =>
  apiQuery(client["report-analysis"], { query: kwartaal ? { kwartaal } : {} });

export const useAnalysis = (kwartaal: string | undefined) =>
  useQuery({ ...analysisQuery(kwartaal), placeholderData: keepPreviousData });

/**
 * Counts again when the register changes while the page is open (a colleague's save arrives as a
 * live event in the page's KMS store): the register's revision is watched, not its rows.
 */
export function useRecountOnRegisterChange(store: KmsStore): void {
  const queryClient = useQueryClient();
  const { revision } = useValueSync(store.get<TableRow[]>(MELDINGEN_TABLE, "table"));
  const seen = React.useRef(revision);
  React.useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    void queryClient.invalidateQueries({ queryKey: moduleKey("report-analysis") });
  }, [revision, queryClient]);
}
