import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";

export const overviewQuery = apiQuery(client.planning.overview, undefined);

export const useOverview = () => useQuery(overviewQuery);

export const calendarQuery = apiQuery(client.planning.calendar, undefined);

export const useCalendar = () => useQuery(calendarQuery);

/** 'Afgerond' on one occurrence; the overview, calendar and review dates change with it. */
export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; due: string }) => json(client.planning.completions.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
  });
}

export const reviewDatesQuery = apiQuery(client.planning["review-dates"], undefined);

export const useReviewDates = () => useQuery(reviewDatesQuery);

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
  });
}

const feedQuery = apiQuery(client.planning.feed, undefined);

export const useFeed = () => useQuery(feedQuery);

export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.planning.feed.renew.$post()),
    onSuccess: (data) => queryClient.setQueryData(feedQuery.queryKey, data),
  });
}

/**
 * 'Vastgesteld': per topic its approval and state, per document its approval. Fresh for a few
 * seconds: the Overzicht reads it, then shows the parts that read it too, which would otherwise ask
 * again at once. 'Vaststellen' refreshes it (useApprove).
 */
export const approvalsQuery = apiQuery(client.planning.approvals, undefined, { staleTime: 5_000 });
export const useApprovals = () => useQuery(approvalsQuery);

/** 'Vaststellen' (an Eigenaar): the readiness, the review dates and the overview change with it. */
export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: { kind: "topic" | "document"; id: string }) =>
      json(client.planning.approvals[":kind"][":id"].$post({ param: subject })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
        queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
      ]),
  });
}
