/** What search (Ctrl+K) brings to the server: /api/search, one search over what the caller may read. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { searchRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const searchServer = defineServerModule({
  name: "search",
  routes: (deps: ModuleDeps) => searchRoutes(deps),
});
