/**
 * What planning brings to the server: /api/planning (review dates, 'Vastgesteld', the overview, the
 * calendar, 'Afgerond', the calendar feed's address) and the open /api/calendar/<secret>.ics that an
 * agenda app fetches (the secret is its check). For the rest of the app: what is due, the review
 * dates and the approvals, and their part of the export.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { verbeterenCoverage } from "@modules/review/server";
import { calendarFeedRoutes, planningRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const planningServer = defineServerModule({
  name: "planning",
  // The coverage on the Overzicht counts the Verbeteren part's work too (review builds on planning).
  routes: (deps: ModuleDeps) => planningRoutes({ ...deps, verbeteren: verbeterenCoverage }),
  publicRoutes: (deps: ModuleDeps) => ({ "/calendar": calendarFeedRoutes(deps) }),
});

export { dueDataRead, loadDueData, loadDueItems } from "./due";
export { dropReviewDate } from "./review-dates";
export { approvalsFit, approvalsRead, exportApprovals, insertImportedApprovals } from "./approvals";
