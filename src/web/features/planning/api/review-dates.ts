import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ReviewDateDto, ReviewDatesDto } from "../../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

export const reviewDatesKey = queryKeys.planning.reviewDates;

export const useReviewDates = () =>
  useQuery({ queryKey: reviewDatesKey, queryFn: () => api<ReviewDatesDto>("GET", "/api/planning/review-dates") });

export function useSetTopicReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewOn: string | null) =>
      api<ReviewDateDto>("PUT", `/api/planning/review-dates/topic/${encodeURIComponent(slug)}`, { reviewOn }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
