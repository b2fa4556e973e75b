import { apiQuery } from "@core/web/api-query";
import { useQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, client, json } from "@/lib/api";
import { billingDisabledCode, type BillingOverviewDto } from "../model";
import { accessQuery } from "@/lib/access";

export const getSubscription = () => json(client.billing.subscription.$get());

export const subscriptionQuery = apiQuery(client.billing.subscription, undefined, {
  // Billing switched off answers 503: that is an answer, not a hiccup to retry.
  retry: (count, error) =>
    !isBillingDisabled(error) && !(error instanceof ApiRequestError && error.status < 500) && count < 2,
});

export const useSubscription = () => useQuery(subscriptionQuery);

export const isBillingDisabled = (error: unknown) =>
  error instanceof ApiRequestError && error.code === billingDisabledCode;

export const cancelSubscription = () => json(client.billing.cancel.$post());

/** Cancels at the end of the period. */
export const useCancelSubscription = () => useOverviewMutation(cancelSubscription);

export const createCheckout = () => json(client.billing.checkout.$post());

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });

export const openPortal = () => json(client.billing.portal.$post());

export const useOpenPortal = () => useMutation({ mutationFn: openPortal });

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

export const resumeSubscription = () => json(client.billing.resume.$post());

/** Undoes a cancellation. */
export const useResumeSubscription = () => useOverviewMutation(resumeSubscription);

export const syncSubscription = (sessionId: string) => json(client.billing.sync.$post({ json: { sessionId } }));

/** After checkout: the server re-reads the subscription from Stripe, so we need not wait for the webhook. */
export const useSyncSubscription = () => useOverviewMutation(syncSubscription);
