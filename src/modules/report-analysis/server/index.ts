/** What the Kwartaalanalyse van meldingen brings to the server: /api/report-analysis. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { reportAnalysisRoutes } from "./routes";

export const reportAnalysisServer = defineServerModule({
  name: "report-analysis",
  routes: (deps: ModuleDeps) => reportAnalysisRoutes(deps),
});
