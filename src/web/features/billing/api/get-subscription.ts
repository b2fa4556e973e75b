import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, client, json } from "@/lib/api";
import { billingDisabledCode } from "../../../../shared/billing";
import { queryKeys } from "@/lib/query-keys";

export const getSubscription = () => json(client.billing.subscription.$get());

export const subscriptionQuery = queryOptions({
  queryKey: queryKeys.billing.subscription,
  queryFn: getSubscription,
  // Billing switched off answers 503: that is an answer, not a hiccup to retry.
  retry: (count, error) =>
    !isBillingDisabled(error) && !(error instanceof ApiRequestError && error.status < 500) && count < 2,
});

export const useSubscription = () => useQuery(subscriptionQuery);

export const isBillingDisabled = (error: unknown) =>
  error instanceof ApiRequestError && error.code === billingDisabledCode;
