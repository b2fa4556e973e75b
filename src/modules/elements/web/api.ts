/** The auditdossier per element in the browser (/api/elements) and linking documents to elements. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { BulkDocumentElementsInput } from "@modules/documents/schemas";

/**
 * The readiness of the 23 elements. Fresh for a few seconds: the Overzicht asks it at once and shows
 * its card later, which would otherwise ask again. Every change that moves it refreshes it.
 */
export const readinessQuery = queryOptions({
  queryKey: queryKeys.elements.overview,
  queryFn: () => json(client.elements.$get()),
  staleTime: 5_000,
});

export const elementQuery = (number: string) =>
  queryOptions({
    queryKey: queryKeys.elements.element(number),
    queryFn: () => json(client.elements[":number"].$get({ param: { number } })).then((r) => r.dossier),
  });

/** Adds (or removes) one element on a selection of documents; refreshes the dossiers and the lists. */
export function useChangeLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDocumentElementsInput) => json(client.documents.elements.$post({ json: input })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.elements.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
      ]);
    },
  });
}
