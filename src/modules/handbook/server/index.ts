/**
 * What the handbook brings to the server: /api/handbook (the handbook as the web shows it, and as
 * PDF and Word file). For the rest of the app: the handbook as a model, its PDF renderer (the
 * dossier prints with it too), a text as a Word file, and the queue every export takes its turn in.
 * pdfkit and docx load when first used (lazy-require), not with this file.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { handbookRoutes } from "./routes";

export const handbookServer = defineServerModule({
  name: "handbook",
  routes: (deps: ModuleDeps) => handbookRoutes(deps),
});

export { loadHandbook } from "./load";
export { renderHandbookPdf, renderPrintPdf } from "./pdf";
export { renderHandbookDocx, renderTextDocx } from "./docx";
export { makeInTurn, streamWithExportClaim, withExportClaim } from "./queue";
