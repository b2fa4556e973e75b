import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, done } from "@/lib/api";
import type { DocumentCategory } from "../../../../shared/catalogue";
import { filesQuery } from "./get-files";
import { binQuery } from "./bin";

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
