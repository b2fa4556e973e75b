/** The Melden API: the list, one report, and the changes (each refreshes the module's queries). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiKey, apiQuery, moduleKey } from "@core/web/api-query";
import type { CreateReportInput, TriageReportInput } from "../schemas";

export const reportsQuery = apiQuery(client.reports, undefined);
export const useReports = () => useQuery(reportsQuery);

export const waitingQuery = apiQuery(client.reports.waiting, undefined);

export const reportQuery = (id: string) => apiQuery(client.reports[":id"], { param: { id } });
export const useReport = (id: string) => useQuery(reportQuery(id));

export const reportSettingsQuery = apiQuery(client.reports.settings, undefined);

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleKey("reports") }),
      // The register of 4.5 changes with a triage.
      queryClient.invalidateQueries({ queryKey: apiKey(client.kms.values) }),
    ]);
}

export function useCreateReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreateReportInput) => json(client.reports.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useTriage(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TriageReportInput) => json(client.reports[":id"].triage.$put({ param: { id }, json: input })),
    onSuccess: invalidate,
  });
}

export function useSaveAnalysis(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: Pick<TriageReportInput, "cause" | "analysis">) =>
      json(client.reports[":id"].analysis.$put({ param: { id }, json: input })),
    onSuccess: invalidate,
  });
}

export function useHandle(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (feedback: string) => json(client.reports[":id"].handled.$put({ param: { id }, json: { feedback } })),
    onSuccess: invalidate,
  });
}

export function useSaveSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { grants: string[]; closed: boolean; regulationFileId: string | null }) =>
      json(client.reports.settings.$put({ json: input })),
    onSuccess: invalidate,
  });
}

export function useRenewLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => json(client.reports.link.$post()),
    onSuccess: invalidate,
  });
}

/** The team, for the grants (the team page's cache entry). */
export const membersQuery = apiQuery(client.team.members, undefined, { select: (r) => r.members });

/** The policy documents, to choose the complaint regulation from. */
export const policyDocumentsQuery = apiQuery(
  client.documents,
  { query: { category: "beleid" } },
  { select: (r) => r.files },
);
