/**
 * What the Word import brings to the server: /api/handbook-import (upload, the chaptered preview,
 * the import into the quality system), and the sweep that removes drafts not imported within a day
 * with their files. A .docx is parsed in a worker thread with limits (parse-docx.ts).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { handbookImportRoutes } from "./routes";
import { startDraftSweep } from "./sweep";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const handbookImportServer = defineServerModule({
  name: "handbook-import",
  routes: (deps: ModuleDeps) => handbookImportRoutes(deps),
  jobs: (deps: ModuleDeps) => [startDraftSweep(deps, deps.storage)],
});
