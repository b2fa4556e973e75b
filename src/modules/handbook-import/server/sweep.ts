/**
 * The sweep of 'Handboek importeren': drafts not imported within their day go, with their stored
 * files, as do the files of drafts that went with their organisation. A periodic job
 * (jobs/periodic.ts) under the lease "handbook-import-sweep", so one instance sweeps at a time;
 * every step can be repeated safely.
 */
import { randomUUID } from "node:crypto";
import type { AppDeps } from "@core/server/http/context";
import { withLease } from "@core/server/jobs/lease";
import { startPeriodicJob } from "@core/server/jobs/periodic";
import type { FileStorage } from "@core/server/storage";
import { removeExpiredDrafts } from "./drafts";

/** Longer than a sweep takes; a crashed holder's lease expires after it. */
const SWEEP_LEASE_MS = 30 * 60 * 1000;

export function startDraftSweep({ db, config, log }: Pick<AppDeps, "db" | "config" | "log">, storage: FileStorage) {
  const holder = randomUUID();
  return startPeriodicJob(log, "Opruimen van verlopen handboek-imports mislukt", config.FILE_SWEEP_INTERVAL_MS, () =>
    withLease(db, "handbook-import-sweep", holder, SWEEP_LEASE_MS, () => removeExpiredDrafts(db, storage)),
  );
}
