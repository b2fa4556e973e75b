import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { subscriptionQuery } from "./get-subscription";

export const cancelSubscription = () => api<BillingOverviewDto>("POST", "/api/billing/cancel", {});

/** Cancels at the end of the period; afterwards the subscription is fetched again (spec §7). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionQuery.queryKey, overview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
  });
}
