import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const overviewQuery = queryOptions({
  queryKey: queryKeys.planning.overview,
  queryFn: () => json(client.planning.overview.$get()),
});

export const useOverview = () => useQuery(overviewQuery);

export const calendarQuery = queryOptions({
  queryKey: queryKeys.planning.calendar,
  queryFn: () => json(client.planning.calendar.$get()),
});

export const useCalendar = () => useQuery(calendarQuery);

/** 'Afgerond' on one occurrence; the overview, calendar and review dates change with it. */
export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; due: string }) => json(client.planning.completions.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}

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

const feedKey = queryKeys.planning.feed;

export const useFeed = () => useQuery({ queryKey: feedKey, queryFn: () => json(client.planning.feed.$get()) });

export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.planning.feed.renew.$post()),
    onSuccess: (data) => queryClient.setQueryData(feedKey, data),
  });
}

/**
 * 'Vastgesteld': per topic its approval and state, per document its approval. Fresh for a few
 * seconds: the Overzicht reads it, then shows the parts that read it too, which would otherwise ask
 * again at once. 'Vaststellen' refreshes it (useApprove).
 */
export const approvalsQuery = queryOptions({
  queryKey: queryKeys.planning.approvals,
  queryFn: () => json(client.planning.approvals.$get()),
  staleTime: 5_000,
});
export const useApprovals = () => useQuery(approvalsQuery);

/** 'Vaststellen' (an Eigenaar): the readiness, the review dates and the overview change with it. */
export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: { kind: "topic" | "document"; id: string }) =>
      json(client.planning.approvals[":kind"][":id"].$post({ param: subject })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.elements.all }),
      ]),
  });
}
