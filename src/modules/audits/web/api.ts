/**
 * The internal audits in the browser: the overview (cycle, audits, coverage, members), one audit with
 * its checklist, and the changes; plus the improvement actions linked to a finding, read from the
 * actions API by source (lib/source-actions.ts).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, done, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { sourceActionsQuery } from "@/lib/source-actions";
import type { AuditDetailDto } from "../model";
import type { AuditInput, AuditPointsInput } from "../schemas";

const auditKey = queryKeys.audits.audit;

export const auditsQuery = queryOptions({
  queryKey: queryKeys.audits.overview,
  queryFn: () => json(client.audits.$get()),
});

export const auditQuery = (id: string) =>
  queryOptions({
    queryKey: auditKey(id),
    queryFn: () => json(client.audits[":id"].$get({ param: { id } })),
    retry: (count, e) => !(e instanceof ApiRequestError && e.status === 404) && count < 2,
  });

/** The audit a finding (checklist point) belongs to: an improvement action links back by the point. */
export const auditOfPointQuery = (pointId: string) =>
  queryOptions({
    queryKey: queryKeys.audits.point(pointId),
    queryFn: () => json(client.audits.points[":pointId"].$get({ param: { pointId } })),
    retry: (count, e) => !(e instanceof ApiRequestError && e.status === 404) && count < 2,
  });

/** After any change: the audit itself from the answer, everything else (overview) read again. */
function useAuditChange<T>(fn: (input: T) => Promise<AuditDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (audit) => {
      queryClient.setQueryData(auditKey(audit.id), audit);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audits.overview });
    },
  });
}

export const usePlanAudit = () => useAuditChange((input: AuditInput) => json(client.audits.$post({ json: input })));

export const useUpdateAudit = (id: string) =>
  useAuditChange((input: AuditInput & { baseRevision: number }) =>
    json(client.audits[":id"].$put({ param: { id }, json: input })),
  );

export const useSavePoints = (id: string) =>
  useAuditChange((input: AuditPointsInput) => json(client.audits[":id"].points.$put({ param: { id }, json: input })));

export function useDeleteAudit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => done(client.audits[":id"].$delete({ param: { id } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: auditKey(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audits.overview });
    },
  });
}

export function useSetCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsOn: string | null) => json(client.audits.cycle.$put({ json: { startsOn } })),
    onSuccess: (overview) => queryClient.setQueryData(queryKeys.audits.overview, overview),
  });
}

export const findingActionsQuery = (pointId: string) => sourceActionsQuery("audit-finding", pointId);
