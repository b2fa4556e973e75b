import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { accessQuery } from "@/lib/access";
import { subscriptionQuery } from "./get-subscription";

/**
 * A billing call that answers the new overview (cancel, resume, sync): the answer is shown at once,
 * then the overview is fetched again. The overview carries the editing access too: it is
 * put in place at once, so pages that were read-only become editable the moment a payment is
 * confirmed (and the other way round), without waiting for the access query to go stale.
 */
export function useOverviewMutation<TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<BillingOverviewDto>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (overview) => {
      queryClient.setQueryData(subscriptionQuery.queryKey, overview);
      queryClient.setQueryData(accessQuery.queryKey, overview.access);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: accessQuery.queryKey }),
      ]),
  });
}
