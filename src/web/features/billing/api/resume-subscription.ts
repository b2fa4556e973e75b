import { api } from "@/lib/api";
import type { BillingOverviewDto } from "../../../../shared/billing";
import { useOverviewMutation } from "./overview-mutation";

export const resumeSubscription = () => api<BillingOverviewDto>("POST", "/api/billing/resume", {});

/** Undoes a cancellation. */
export const useResumeSubscription = () => useOverviewMutation(resumeSubscription);
