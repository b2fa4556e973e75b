/** What Medewerkers bring to the server: /api/personnel. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { personnelRoutes } from "./routes";

export const personnelServer = defineServerModule({
  name: "personnel",
  routes: (deps: ModuleDeps) => personnelRoutes(deps),
});
