import { client, json } from "@/lib/api";
import { useOverviewMutation } from "./overview-mutation";

export const cancelSubscription = () => json(client.billing.cancel.$post());

/** Cancels at the end of the period. */
export const useCancelSubscription = () => useOverviewMutation(cancelSubscription);
