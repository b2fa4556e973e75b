/**
 * What billing brings to the server: /api/billing (the subscription, checkout and the customer
 * portal, for an owner) and the public /api/billing/webhook that Stripe calls (its signature is its
 * check). For the rest of the app: whether an organisation may still edit (the trial and the lock).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { billingRoutes } from "./routes";
import { billingWebhookRoutes } from "./webhook";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const billingServer = defineServerModule({
  name: "billing",
  routes: (deps: ModuleDeps) => billingRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/billing/webhook": billingWebhookRoutes(deps) }),
});

/** Whether the organisation may still change anything (the trial and the lock after it). */
export { assertEditingAllowed } from "./access";

/** For every module's edits: the member's role allows it and the subscription is not locked. */
export { assertMayEdit } from "./edit-access";
