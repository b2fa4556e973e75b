import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/lib/api";
import type { DocumentCategory } from "../../../../shared/catalogue";
import { filesQuery } from "./get-files";

/** Deletes one file; one that is already gone counts as deleted (spec §7: a missing file is tolerated). */
export async function deleteFile(id: string): Promise<void> {
  try {
    await api<void>("DELETE", `/api/files/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return;
    throw err;
  }
}

/** Deletes the selected files, then reloads the list whatever happened. */
export function useDeleteFiles(category: DocumentCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map(deleteFile));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failed) throw failed.reason;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQuery(category).queryKey }),
  });
}
