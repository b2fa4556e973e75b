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
