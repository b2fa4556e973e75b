/** What Verbeteracties bring to the server: /api/actions. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { reviewExists } from "@modules/review/server";
import { actionRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const actionsServer = defineServerModule({
  name: "actions",
  // An action may link to a saved review: the check is review's (which counts actions, so it is handed in).
  routes: (deps: ModuleDeps) => actionRoutes({ ...deps, reviewExists }),
});

/** For the management review: the year's Verbeteracties in figures. */
export { actionsSummary } from "./summary";

/** For the elements' pages: the actions with what they came from. */
export { actionsWithSources } from "./sources";

/** For planning: the actions that fall due. */
export { dueActionsRead } from "./due";

/** For the full export and import, and the other modules that build on these. */
export { exportActions, hasAnyAction, insertImportedActions } from "./bulk";
