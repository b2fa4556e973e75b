/**
 * The Documenten feature on the server: storage back end, tus endpoint, routes, and the hourly sweep
 * that removes abandoned uploads and empties the recycle bin of documents deleted 30 days ago.
 * server.ts mounts `routes` at /api/files and calls `stop` on shutdown.
 */
import type { AppDeps } from "../http/context";
import { removeAbandonedUploads } from "./files";
import { runBinPurge } from "./bin";
import { fileRoutes } from "./routes";
import { createStorage, type FileStorage } from "./storage";
import { createUploadServer } from "./uploads";

/** An upload not finished within a day is abandoned: its bytes and row are removed. */
export const abandonedUploadMs = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

export function createFileFeature(deps: AppDeps, storage: FileStorage = createStorage(deps.config)) {
  const uploads = createUploadServer(deps.db, storage, deps.log);
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    // Both steps can be repeated safely, so several instances may sweep at the same time.
    running = Promise.all([
      removeAbandonedUploads(deps.db, storage, abandonedUploadMs).catch((err) =>
        deps.log.warn("Opruimen van afgebroken uploads mislukt", err),
      ),
      runBinPurge({ db: deps.db, storage, log: deps.log }).catch((err) =>
        deps.log.warn("Legen van de prullenbak mislukt (volgende keer opnieuw)", err),
      ),
    ]);
  };
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();
  const first = setTimeout(sweep, 10_000);
  first.unref();

  return {
    storage,
    routes: fileRoutes(deps, storage, uploads),
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
