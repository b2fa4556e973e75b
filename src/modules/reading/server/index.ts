/** What Leesbevestigingen bring to the server: /api/reading. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { readingRoutes } from "./routes";

export const readingServer = defineServerModule({
  name: "reading",
  routes: (deps: ModuleDeps) => readingRoutes(deps),
});
