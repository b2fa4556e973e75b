import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { subscriptionQuery } from "./get-subscription";

export const syncSubscription = (sessionId: string) =>
  api<BillingOverviewDto>("POST", "/api/billing/sync", { sessionId });

/** After checkout: the server re-reads the subscription from Stripe, so we need not wait for the webhook. */
export function useSyncSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionQuery.queryKey, overview),
  });
}
