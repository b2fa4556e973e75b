/**
 * What the Kwaliteitssysteem brings to the server: /api/kms (its values, their history and the live
 * stream of colleagues' saves). Other modules read and write its values through the functions below.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { kmsRoutes } from "./routes";

export const kmsServer = defineServerModule({
  name: "kms",
  routes: (deps: ModuleDeps) => kmsRoutes(deps),
});

/** For the modules that keep their data as KMS values (register, analysis, handbook, import, planning). */
export { findValue, kmsValuesRead, loadKmsValues, saveKmsValue, validateKmsValue } from "./kms";

/** For the Word import: a note on the revision it made. */
export { noteRevision } from "./history";

/** For Leesbevestigingen: a page's versions. */
export { latestPageRevision, revisionTimes } from "./versions";

/** For the full export and import. */
export { exportKmsValues, importKmsValues, kmsHasContent } from "./bulk";

/** The live stream of saves (/api/kms/events), made by the composition root and handed to modules. */
export { createLiveFeature, type KmsEvent, type LiveBus, type LiveFeature } from "./live";
