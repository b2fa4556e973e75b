/**
 * The internal audits in the browser: the overview (cycle, audits, coverage, members), one audit with
 * its checklist, and the changes; plus the improvement actions linked to a finding, read from the
 * actions API by source (lib/source-actions.ts).
 */
import { apiQuery } from "@core/web/api-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, done, json } from "@/lib/api";
import { sourceActionsQuery } from "@/lib/source-actions";
import type { AuditDetailDto } from "../model";
import type { AuditInput, AuditPointsInput } from "../schemas";

export const auditsQuery = apiQuery(client.audits, undefined);

const notFoundIsFinal = (count: number, e: Error) => !(e instanceof ApiRequestError && e.status === 404) && count < 2;

export const auditQuery = (id: string) => apiQuery(client.audits[":id"], { param: { id } }, { retry: notFoundIsFinal });
const auditKey = (id: string) => auditQuery(id).queryKey;
/** The overview's key is a prefix of every audit's: refresh it alone. */
const overview = { queryKey: auditsQuery.queryKey, exact: true };

/** The audit a finding (checklist point) belongs to: an improvement action links back by the point. */
export const auditOfPointQuery = (pointId: string) =>
  apiQuery(client.audits.points[":pointId"], { param: { pointId } }, { retry: notFoundIsFinal });

/** After any change: the audit itself from the answer, everything else (overview) read again. */
function useAuditChange<T>(fn: (input: T) => Promise<AuditDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (audit) => {
      queryClient.setQueryData(auditKey(audit.id), audit);
      void queryClient.invalidateQueries(overview);
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
      void queryClient.invalidateQueries(overview);
    },
  });
}

export function useSetCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsOn: string | null) => json(client.audits.cycle.$put({ json: { startsOn } })),
    onSuccess: (overview) => queryClient.setQueryData(auditsQuery.queryKey, overview),
  });
}

export const findingActionsQuery = (pointId: string) => sourceActionsQuery("audit-finding", pointId);
