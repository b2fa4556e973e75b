/**
 * 'Geschiedenis' in the browser: the pages of a value's versions (newest first), one version's
 * value, and restoring a version (a save on top of the revision the page holds).
 */
import { apiKey } from "@core/web/api-query";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { client, json } from "@/lib/api";

const value = client.kms.values[":name"];

export const historyQuery = (orgId: string, name: string) =>
  infiniteQueryOptions({
    queryKey: [...apiKey(value.history, { param: { name }, query: {} }), orgId, "pages"],
    queryFn: ({ pageParam }) =>
      json(value.history.$get({ param: { name }, query: { before: pageParam ? String(pageParam) : undefined } })),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const versionQuery = (orgId: string, name: string, revision: number) =>
  queryOptions({
    queryKey: [...apiKey(value.history[":revision"], { param: { name, revision: String(revision) } }), orgId],
    queryFn: () => json(value.history[":revision"].$get({ param: { name, revision: String(revision) } })),
    // A stored version never changes.
    staleTime: Infinity,
  });

export const restoreVersion = (name: string, revision: number, baseRevision: number) =>
  json(value.restore.$post({ param: { name }, json: { revision, baseRevision } }));
