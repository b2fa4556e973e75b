import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const reviewDatesKey = queryKeys.planning.reviewDates;

export const useReviewDates = () =>
  useQuery({ queryKey: reviewDatesKey, queryFn: () => json(client.planning["review-dates"].$get()) });

export function useSetTopicReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewOn: string | null) =>
      json(
        client.planning["review-dates"][":kind"][":id"].$put({
          param: { kind: "topic", id: slug },
          json: { reviewOn },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
