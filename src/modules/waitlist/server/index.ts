/**
 * What the waitlist brings to the server: the open POST /api/waitlist (no sign-in; rate limited per
 * client address). For sign-up and the admin command: an address's status, the list, admitting.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { waitlistRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const waitlistServer = defineServerModule({
  name: "waitlist",
  publicRoutes: (deps: ModuleDeps) => ({ "/waitlist": waitlistRoutes(deps) }),
});

export { waitlistStatus, approveWaitlist, listWaitlist } from "./waitlist";
export { admittedMail } from "./mails";
