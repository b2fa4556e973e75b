/**
 * 'Geschiedenis' in the browser: the pages of a value's versions (newest first), one version's
 * value, and restoring a version (a save on top of the revision the page holds).
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { HistoryPageDto, HistoryValueDto } from "../../../../shared/history";
import type { KmsValueDto } from "../../../../shared/kms-values";
import { queryKeys } from "@/lib/query-keys";

const base = (name: string) => `/api/kms/values/${encodeURIComponent(name)}`;

export const historyQuery = (orgId: string, name: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.kms.history(orgId, name),
    queryFn: ({ pageParam }) =>
      api<HistoryPageDto>("GET", `${base(name)}/history${pageParam ? `?before=${pageParam}` : ""}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const versionQuery = (orgId: string, name: string, revision: number) =>
  queryOptions({
    queryKey: queryKeys.kms.version(orgId, name, revision),
    queryFn: () => api<HistoryValueDto>("GET", `${base(name)}/history/${revision}`),
    // A stored version never changes.
    staleTime: Infinity,
  });

export const restoreVersion = (name: string, revision: number, baseRevision: number) =>
  api<KmsValueDto>("POST", `${base(name)}/restore`, { revision, baseRevision });
