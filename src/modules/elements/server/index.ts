/**
 * What the HKZ elements' pages bring to the server: /api/elements (the readiness of all 23, one
 * element's dossier), and for the auditor's view and the auditdossier the loading of an element.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { elementRoutes } from "./routes";

export const elementsServer = defineServerModule({
  name: "elements",
  routes: (deps: ModuleDeps) => elementRoutes(deps),
});

export { loadElementDossier, loadReadinessOverview } from "./load";

export { loadElementDossiers } from "./load";
