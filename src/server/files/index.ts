/**
 * The Documenten feature on the server: storage back end, tus endpoint, routes, and the sweep that
 * removes abandoned uploads. server.ts mounts `routes` at /api/files and calls `stop` on shutdown.
 */
import type { AppDeps } from "../app";
import { removeAbandonedUploads } from "./files";
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
    running = removeAbandonedUploads(deps.db, storage, abandonedUploadMs).catch((err) =>
      deps.log.warn("Opruimen van afgebroken uploads mislukt", err),
    );
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
