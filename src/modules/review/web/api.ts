/** The management review in the browser (/api/review): versions, one version, the draft of a year, saving. */
import { apiKey, apiQuery, moduleKey } from "@core/web/api-query";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import type { SavedReviewDto } from "../model";
import type { SaveReviewInput } from "../schemas";

/** The saved versions, newest first, a page at a time ('Meer laden'). */
export const reviewVersionsQuery = infiniteQueryOptions({
  queryKey: apiKey(client.review, { query: {} }, "pages"),
  queryFn: ({ pageParam }) => json(client.review.$get({ query: { after: pageParam } })),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next ?? undefined,
});

/** The newest saved version of one year, or null: where the draft's form starts. */
export const newestOfYearQuery = (year: number) =>
  apiQuery(client.review, { query: { year: String(year) } }, { select: (r) => r.versions[0] ?? null });

export const reviewQuery = (id: string) => apiQuery(client.review[":id"], { param: { id } }, { staleTime: Infinity });

export const reviewDraftQuery = (year: number) =>
  apiQuery(client.review.draft, { query: { year: String(year) } }, { staleTime: 0 });

/** Saving a version; `onSaved` is the hook's own callback, so it runs even if the form re-renders away. */
export function useSaveReview(onSaved: (saved: SavedReviewDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReviewInput) => json(client.review.$post({ json: input })),
    onSuccess: onSaved,
    onSettled: async () => {
      // The lists of versions only (all, and of a year): the draft of the year stays as the owner sees it.
      await queryClient.invalidateQueries({
        queryKey: moduleKey("review"),
        predicate: (q) => q.queryKey[1] !== "draft",
      });
      // The handbook shows the newest version of each year.
      await queryClient.invalidateQueries({ queryKey: moduleKey("handbook") });
    },
  });
}
