import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { useOverviewMutation } from "./overview-mutation";

export const cancelSubscription = () => api<BillingOverviewDto>("POST", "/api/billing/cancel", {});

/** Cancels at the end of the period. */
export const useCancelSubscription = () => useOverviewMutation(cancelSubscription);
