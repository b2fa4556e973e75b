/** The auditdossier per element in the browser (/api/elements) and linking documents to elements. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";
import type { BulkDocumentElementsInput } from "@modules/documents/schemas";

/**
 * The readiness of the 23 elements. Fresh for a few seconds: the Overzicht asks it at once and shows
 * its card later, which would otherwise ask again. Every change that moves it refreshes it.
 */
export const readinessQuery = apiQuery(client.elements, undefined, { staleTime: 5_000 });

export const elementQuery = (number: string) =>
  apiQuery(client.elements[":number"], { param: { number } }, { select: (r) => r.dossier });

/** Adds (or removes) one element on a selection of documents; refreshes the dossiers and the lists. */
export function useChangeLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDocumentElementsInput) => json(client.documents.elements.$post({ json: input })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
        queryClient.invalidateQueries({ queryKey: moduleKey("documents") }),
      ]);
    },
  });
}
