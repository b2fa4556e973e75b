/** The management review in the browser (/api/reviews): versions, one version, the draft of a year, saving. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ReviewDraftDto, ReviewVersionDto, SaveReviewInput, SavedReviewDto } from "../../../shared/review";

export const reviewVersionsQuery = queryOptions({
  queryKey: ["reviews"],
  queryFn: () => api<{ versions: ReviewVersionDto[] }>("GET", "/api/reviews").then((r) => r.versions),
});

export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: ["reviews", "version", id],
    queryFn: () => api<SavedReviewDto>("GET", `/api/reviews/${encodeURIComponent(id)}`),
    staleTime: Infinity,
  });

export const reviewDraftQuery = (year: number) =>
  queryOptions({
    queryKey: ["reviews", "draft", year],
    queryFn: () => api<ReviewDraftDto>("GET", `/api/reviews/draft?year=${year}`),
    staleTime: 0,
  });

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReviewInput) => api<SavedReviewDto>("POST", "/api/reviews", input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewVersionsQuery.queryKey });
      // The handbook shows the newest version of each year.
      await queryClient.invalidateQueries({ queryKey: ["handbook"] });
    },
  });
}
