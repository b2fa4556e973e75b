/** What Leesbevestigingen bring to the server: /api/reading. */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { readingRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

/** For a newcomer's introduction checklist (Medewerkers): what each member was asked to read and answered. */
export { peopleOverview, toReadByMember } from "./views";

export const readingServer = defineServerModule({
  name: "reading",
  routes: (deps: ModuleDeps) => readingRoutes(deps),
});

/** For the management review: the read confirmations in figures. */
export { readingSummary } from "./views";

/** For the handbook: the read confirmations as a chapter. */
export { loadReadingChapter } from "./handbook";

/** For the full export and import, and the other modules that build on these. */
export { checkReading, exportReading, hasAnyReadingItem, insertImportedReading, type ReadingFile } from "./bulk";
