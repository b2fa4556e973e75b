/**
 * What Melden brings to the server: /api/reports for members, and the client's complaint form by
 * its link (/api/public/complaints, a public write route like the questionnaire's).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { publicComplaintRoutes, reportRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const reportsServer = defineServerModule({
  name: "reports",
  routes: (deps: ModuleDeps) => reportRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/public/complaints": publicComplaintRoutes(deps) }),
});

/** Whether a member triages reports (and so finds every report in search). */
export { triagesReports } from "./access";

/** For the full export and import. */
export { checkReports, exportReports, hasAnyReport, insertImportedReports, type ReportsFile } from "./bulk";
