/**
 * What the full export and import bring to the server: /api/transfer ('Alles exporteren (ZIP)' and
 * importing one into an empty organisation). The archive is read in a worker thread with limits
 * (archive.worker.ts), so a hostile file cannot stall or crash the server for others.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { transferRoutes } from "./routes";

export const transferServer = defineServerModule({
  name: "transfer",
  routes: (deps: ModuleDeps) => transferRoutes(deps),
});

/** For the full export and import, and the other modules that build on these. */
export { safeShape } from "./safe-shape";
export { openZip, readEntry, receiveUpload, removeTemp, safeEntries } from "./zip-safety";
