import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { subscriptionQuery } from "./get-subscription";

/**
 * A billing call that answers the new overview (cancel, resume, sync): the answer is shown at once,
 * then the overview is fetched again (spec §7).
 */
export function useOverviewMutation<TVariables = void>(mutationFn: (variables: TVariables) => Promise<BillingOverviewDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionQuery.queryKey, overview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
  });
}
