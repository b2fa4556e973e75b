/** The recycle bin ('Prullenbak'): its list, putting a document back, and removing for good. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import type { DocumentCategory } from "../../../../shared/catalogue";
import { queryKeys } from "@/lib/query-keys";

export const binQuery = () =>
  queryOptions({
    queryKey: queryKeys.documents.bin,
    queryFn: () => json(client.documents.bin.$get({ query: {} })).then((r) => r.entries),
  });

export const useBin = () => useQuery(binQuery());

/** After any change: the bin and the document lists (a restored document is back in its category). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: binQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
    ]);
}

export function useRestoreFromBin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entry: { id: string; category: DocumentCategory }) =>
      json(client.documents.bin[":id"].restore.$post({ param: { id: entry.id } })),
    onSettled: refresh,
  });
}

/** Removes one document for good, or (without an id) empties the bin. Eigenaar only. */
export function usePurgeFromBin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id?: string): Promise<void> => {
      await done(id ? client.documents.bin[":id"].$delete({ param: { id } }) : client.documents.bin.$delete());
    },
    onSettled: refresh,
  });
}
