import { client, json } from "@/lib/api";
import { useOverviewMutation } from "./overview-mutation";

export const syncSubscription = (sessionId: string) => json(client.billing.sync.$post({ json: { sessionId } }));

/** After checkout: the server re-reads the subscription from Stripe, so we need not wait for the webhook. */
export const useSyncSubscription = () => useOverviewMutation(syncSubscription);
