/**
 * The Documenten feature on the server: the tus endpoint with the routes, and the sweep that
 * removes abandoned uploads and empties the recycle bin of documents deleted 30 days ago. The
 * module (index.ts) mounts the one and runs the other as its job.
 */
import { randomUUID } from "node:crypto";
import type { AppDeps } from "@core/server/http/context";
import { withLease } from "@core/server/jobs/lease";
import { startPeriodicJob } from "@core/server/jobs/periodic";
import { removeAbandonedUploads } from "./files";
import { runBinPurge, type OnDocumentPurged } from "./bin";
import { documentRoutes } from "./routes";
import { createStorage, type FileStorage } from "@core/server/storage";
import { createUploadServer } from "./uploads";

/** An upload not finished within a day is abandoned: its bytes and row are removed. */
export const abandonedUploadMs = 24 * 60 * 60 * 1000;
/** Longer than a sweep takes; a crashed holder's lease expires after it. */
const SWEEP_LEASE_MS = 30 * 60 * 1000;

/**
 * The sweep is a periodic job (jobs/periodic.ts) under the lease "file-sweep": a sweep never starts
 * while one runs, in this process or another instance, and stop() waits for a running sweep. Each
 * step can be repeated safely, and one failing does not keep the other from running.
 */
export function startFileSweep(
  {
    db,
    config,
    log,
    onDocumentPurged,
  }: Pick<AppDeps, "db" | "config" | "log"> & { onDocumentPurged: OnDocumentPurged },
  storage: FileStorage,
) {
  const holder = randomUUID();
  return startPeriodicJob(log, "Opruimen van documenten mislukt", config.FILE_SWEEP_INTERVAL_MS, () =>
    withLease(db, "file-sweep", holder, SWEEP_LEASE_MS, async () => {
      await removeAbandonedUploads(db, storage, abandonedUploadMs).catch((err) =>
        log.warn("Opruimen van afgebroken uploads mislukt", err),
      );
      await runBinPurge({ db, storage, log, onPurged: onDocumentPurged }).catch((err) =>
        log.warn("Legen van de prullenbak mislukt (volgende keer opnieuw)", err),
      );
    }),
  );
}

/** /api/documents with its tus endpoint for uploads. */
export function documentsRoutes(deps: AppDeps & { storage: FileStorage; onDocumentPurged: OnDocumentPurged }) {
  const uploads = createUploadServer(deps.db, deps.storage, deps.log, deps.config.database.kind === "postgres");
  return documentRoutes({ ...deps, uploads });
}

/** The routes and the sweep on one storage, as a server instance has them (the sweep's tests). */
export function createDocumentFeature(
  deps: AppDeps & { onDocumentPurged: OnDocumentPurged },
  storage: FileStorage = createStorage(deps.config),
) {
  const sweep = startFileSweep(deps, storage);
  return { storage, routes: documentsRoutes({ ...deps, storage }), stop: () => sweep.stop() };
}
