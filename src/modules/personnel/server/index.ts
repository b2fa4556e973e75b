/** What Medewerkers bring to the server: /api/personnel. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { personnelRoutes } from "./routes";
import { startPersonnelRetentionJob } from "./retention";

export const personnelServer = defineServerModule({
  name: "personnel",
  routes: (deps: ModuleDeps) => personnelRoutes(deps),
  // Leavers' records go after the organisation's retention.
  jobs: (deps: ModuleDeps) => [startPersonnelRetentionJob(deps)],
});

/** For the management review: the personnel records' figures. */
export { personnelReviewFigures } from "./due";

/** For the readiness: whether the records are in order (2.2). */
export { personnelReadinessRead } from "./due";

/** For the auditor: who may see the records, the summary the auditor reads, files for an answer. */
export { seesPersonnel, personnelForAuditor } from "./due";
export { filesForAnswers } from "./files";

/** For planning: what falls due in the records (VOG, registrations, training). */
export { duePersonnelRead } from "./due";

/** For the full export and import, and the other modules that build on these. */
export {
  checkPersonnel,
  exportPersonnel,
  hasAnyPerson,
  insertImportedPersonnel,
  personnelFileFromStaffTable,
  type PersonnelFile,
} from "./bulk";
import type {} from "./tables"; // the module's tables, merged into core's Database

/** An older archive's staff table, read as records (the import and migration 0047). */
export { peopleFromStaffTable, STAFF_TABLE_NAME } from "../staff-table";
