/**
 * What the activity log brings to the server: /api/activity (the list and its CSV, for an owner) and
 * its retention job. The log itself (`createActivityLog`) is a dependency the composition root
 * hands every module, so it is exported for the root, not mounted.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { activityRoutes } from "./routes";
import { startActivityRetentionJob } from "./retention";
import type { ActivityKind as KindOfThisModule } from "../model";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const activityServer = defineServerModule({
  name: "activity",
  routes: (deps: ModuleDeps) => activityRoutes(deps),
  // Entries older than ACTIVITY_RETENTION_DAYS go.
  jobs: (deps: ModuleDeps) => [startActivityRetentionJob(deps)],
});

export { actorOf, createActivityLog, type ActivityLog } from "./record";

/** Every kind of src/modules/activity/messages.ts is a kind core's activity log accepts. */
declare module "@core/server/http/context" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it takes its members from the base
  interface ActivityKinds extends Record<KindOfThisModule, true> {}
}
