/**
 * The documents' calls: the list per category, moving to the recycle bin ('Prullenbak') and back,
 * and the review dates of documents. The upload itself (tus) is the upload part's (upload/api.ts).
 */
import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, done, json } from "@/lib/api";
import type { DocumentCategory } from "@norm/catalogue";
import { apiQuery, moduleKey } from "@core/web/api-query";

/** The documents of one category: the key holds the route's whole answer (core/web/api-query.ts). */
export const filesQuery = (category: DocumentCategory) =>
  apiQuery(client.documents, { query: { category } }, { select: (r) => r.files });

export const useFiles = (category: DocumentCategory) => useQuery(filesQuery(category));

/** Moves one file to the recycle bin; one that is already gone counts as deleted (a missing file is tolerated). */
export async function deleteFile(id: string): Promise<void> {
  try {
    await done(client.documents[":id"].$delete({ param: { id } }));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return;
    throw err;
  }
}

/** Moves the selected files to the bin, then reloads the list whatever happened. */
export function useDeleteFiles(category: DocumentCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map(deleteFile));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failed) throw failed.reason;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQuery(category).queryKey }),
        queryClient.invalidateQueries({ queryKey: binQuery().queryKey }),
      ]),
  });
}

export const binQuery = () => apiQuery(client.documents.bin, { query: {} }, { select: (r) => r.entries });

export const useBin = () => useQuery(binQuery());

/** After any change: the bin and the document lists (a restored document is back in its category). */
function useRefreshBin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: binQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: moduleKey("documents") }),
    ]);
}

export function useRestoreFromBin() {
  const refresh = useRefreshBin();
  return useMutation({
    mutationFn: (entry: { id: string; category: DocumentCategory }) =>
      json(client.documents.bin[":id"].restore.$post({ param: { id: entry.id } })),
    onSettled: refresh,
  });
}

/** Removes one document for good, or (without an id) empties the bin. Eigenaar only. */
export function usePurgeFromBin() {
  const refresh = useRefreshBin();
  return useMutation({
    mutationFn: async (id?: string): Promise<void> => {
      await done(id ? client.documents.bin[":id"].$delete({ param: { id } }) : client.documents.bin.$delete());
    },
    onSettled: refresh,
  });
}

/** The review dates of the documents; fetched again when a listed file (a new upload) has none yet. */
export function useDocumentReviewDates(fileIds: readonly string[]) {
  // The same query (key and answer) as planning's, so both see one cache entry.
  const query = useQuery(apiQuery(client.planning["review-dates"], undefined, { select: (d) => d.document }));
  // Asked again for each new answer that still lacks a listed file (an answer that crossed the
  // upload), up to three times for the same files: never a loop, and never given up after one.
  const missing = query.data ? fileIds.filter((id) => !query.data[id]).join(",") : "";
  const { refetch, dataUpdatedAt } = query;
  const asked = React.useRef({ missing: "", times: 0, at: 0 });
  React.useEffect(() => {
    const last = asked.current;
    if (!missing || last.at === dataUpdatedAt) return;
    const times = last.missing === missing ? last.times + 1 : 1;
    if (times > 3) return;
    asked.current = { missing, times, at: dataUpdatedAt };
    void refetch();
  }, [missing, dataUpdatedAt, refetch]);
  return query;
}

export function useSetDocumentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewOn }: { id: string; reviewOn: string | null }) =>
      json(
        client.planning["review-dates"][":kind"][":id"].$put({ param: { kind: "document", id }, json: { reviewOn } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
  });
}

/** The approvals in force (the same answer and key as the topic pages' 'Vastgesteld'). */
export const useDocumentApprovals = () =>
  // As planning's approvalsQuery: one answer for the parts of a page that read it.
  useQuery(apiQuery(client.planning.approvals, undefined, { staleTime: 5_000, select: (d) => d.documents }));

/** 'Vaststellen' of a document (an Eigenaar): its review date, the readiness and the overview change with it. */
export function useApproveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      json(client.planning.approvals[":kind"][":id"].$post({ param: { kind: "document", id } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
        queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
      ]),
  });
}
