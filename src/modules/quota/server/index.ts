/**
 * What the storage quotas bring to the server: /api/quota (what the organisation stores against its
 * quotas, for every role). For every module that stores something: the checks that a save or an
 * upload still fits, under the usage row's lock, in the transaction that writes it.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { quotaRoutes } from "./routes";

export const quotaServer = defineServerModule({
  name: "quota",
  routes: (deps: ModuleDeps) => quotaRoutes(deps),
});

/** The checks every module that stores something takes, and the usage the export compares. */
export {
  assertDocumentsRoom,
  documentsUsedBytes,
  kmsSaveBytes,
  kmsUsedBytes,
  lockUsage,
  lockedKmsBytes,
  withDataRoom,
  withDocumentsRoom,
} from "./quota";
import type {} from "./tables"; // the module's tables, merged into core's Database
