/**
 * What reminders bring to the server: /api/reminders/preferences (a person's own choice), the
 * public /api/reminders/unsubscribe that every reminder mail links to, and the reminder job (the
 * instances take turns through a lease row). For the operator's `admin reminders run`: one run.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { reminderPreferenceRoutes } from "./routes";
import { unsubscribeRoutes } from "./unsubscribe";
import { startReminderJob } from "./reminders";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const remindersServer = defineServerModule({
  name: "reminders",
  routes: (deps: ModuleDeps) => reminderPreferenceRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/reminders/unsubscribe": unsubscribeRoutes(deps) }),
  jobs: (deps: ModuleDeps) => [startReminderJob(deps, deps.config.REMINDER_INTERVAL_MS)],
});
