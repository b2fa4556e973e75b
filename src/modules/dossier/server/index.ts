/** What the auditdossier brings to the server: /api/dossier (the PDF, and the ZIP with the documents). */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { dossierRoutes } from "./routes";

export const dossierServer = defineServerModule({
  name: "dossier",
  routes: (deps: ModuleDeps) => dossierRoutes(deps),
});
