/** What internal audits bring to the server: /api/audits. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { auditRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

/** For a Verbeteractie made from a finding: whether that checklist point exists. */
export { auditPointExists } from "./audits";

export const auditsServer = defineServerModule({
  name: "audits",
  routes: (deps: ModuleDeps) => auditRoutes(deps),
});

/** For the management review: the year's internal audits in figures. */
export { auditsSummary } from "./summary";

/** For the elements' pages: the cycle's start and its audits. */
export { getCycleStart, loadAudits } from "./audits";

/** For planning: the audits that fall due. */
export { dueAuditsRead } from "./due";

/** For the handbook: the internal audits' report as a chapter. */
export { loadAuditReport } from "./report";

/** For the full export and import, and the other modules that build on these. */
export { exportAudits, hasAnyAudit, insertImportedAudits } from "./bulk";
