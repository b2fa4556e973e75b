import { client, json } from "@/lib/api";
import { useOverviewMutation } from "./overview-mutation";

export const resumeSubscription = () => json(client.billing.resume.$post());

/** Undoes a cancellation. */
export const useResumeSubscription = () => useOverviewMutation(resumeSubscription);
