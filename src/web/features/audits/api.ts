/**
 * The internal audits in the browser: the overview (cycle, audits, coverage, members), one audit with
 * its checklist, and the changes; plus the improvement actions linked to a finding, read from the
 * actions API (GET /api/actions?sourceKind=audit-finding&sourceId=…).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { AuditDetailDto, AuditInput, AuditPointRefDto, AuditPointsInput, AuditsDto } from "../../../shared/audits";
import type { ActionDto } from "../../../shared/actions";

const auditKey = queryKeys.audits.audit;

export const auditsQuery = queryOptions({
  queryKey: queryKeys.audits.overview,
  queryFn: () => api<AuditsDto>("GET", "/api/audits"),
});

export const auditQuery = (id: string) =>
  queryOptions({
    queryKey: auditKey(id),
    queryFn: () => api<AuditDetailDto>("GET", `/api/audits/${encodeURIComponent(id)}`),
    retry: (count, e) => !(e instanceof ApiRequestError && e.status === 404) && count < 2,
  });

/** The audit a finding (checklist point) belongs to: an improvement action links back by the point. */
export const auditOfPointQuery = (pointId: string) =>
  queryOptions({
    queryKey: queryKeys.audits.point(pointId),
    queryFn: () => api<AuditPointRefDto>("GET", `/api/audits/points/${encodeURIComponent(pointId)}`),
    retry: (count, e) => !(e instanceof ApiRequestError && e.status === 404) && count < 2,
  });

/** After any change: the audit itself from the answer, everything else (overview) read again. */
function useAuditChange<T>(fn: (input: T) => Promise<AuditDetailDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (audit) => {
      client.setQueryData(auditKey(audit.id), audit);
      void client.invalidateQueries({ queryKey: queryKeys.audits.overview });
    },
  });
}

export const usePlanAudit = () =>
  useAuditChange((input: AuditInput) => api<AuditDetailDto>("POST", "/api/audits", input));

export const useUpdateAudit = (id: string) =>
  useAuditChange((input: AuditInput & { baseRevision: number }) =>
    api<AuditDetailDto>("PUT", `/api/audits/${encodeURIComponent(id)}`, input),
  );

export const useSavePoints = (id: string) =>
  useAuditChange((input: AuditPointsInput) =>
    api<AuditDetailDto>("PUT", `/api/audits/${encodeURIComponent(id)}/points`, input),
  );

export function useDeleteAudit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>("DELETE", `/api/audits/${encodeURIComponent(id)}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: auditKey(id) });
      void client.invalidateQueries({ queryKey: queryKeys.audits.overview });
    },
  });
}

export function useSetCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startsOn: string | null) => api<AuditsDto>("PUT", "/api/audits/cycle", { startsOn }),
    onSuccess: (overview) => client.setQueryData(queryKeys.audits.overview, overview),
  });
}

export const findingActionsQuery = (pointId: string) =>
  queryOptions({
    queryKey: queryKeys.actions.bySource("audit-finding", pointId),
    queryFn: async () => {
      const query = new URLSearchParams({ sourceKind: "audit-finding", sourceId: pointId });
      return (await api<{ actions: ActionDto[] }>("GET", `/api/actions?${query}`)).actions;
    },
  });
