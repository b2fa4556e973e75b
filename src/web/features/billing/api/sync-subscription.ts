import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { useOverviewMutation } from "./overview-mutation";

export const syncSubscription = (sessionId: string) =>
  api<BillingOverviewDto>("POST", "/api/billing/sync", { sessionId });

/** After checkout: the server re-reads the subscription from Stripe, so we need not wait for the webhook. */
export const useSyncSubscription = () => useOverviewMutation(syncSubscription);
