import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { subscriptionQuery } from "./get-subscription";

export const resumeSubscription = () => api<BillingOverviewDto>("POST", "/api/billing/resume", {});

/** Undoes a cancellation; afterwards the subscription is fetched again (spec §7). */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionQuery.queryKey, overview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
  });
}
