/**
 * SQLite WAL checkpoints off the request path. By default SQLite copies the write-ahead log back
 * into the database file (with an fsync) inside whichever commit crosses 1,000 log pages, so now
 * and then one save stalls every request queued behind it for many milliseconds: the p99 of the
 * save benchmark halved without it. Here the request connection never checkpoints; a worker
 * thread with its own connection does, every second, in PASSIVE mode (it never blocks a writer or
 * reader). Should the worker fail, the request connection checkpoints itself again as before.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import type { Logger } from "@core/server/logger";

/** The worker, as CommonJS source: it runs the same in tsx, in tests and in the bundled build. */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (e) {
    parentPort.postMessage(String((e && e.message) || e));
  }
};
if (workerData.checkpointNow) checkpoint();
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * stop(): the worker checkpoints once more, closes its connection and ends; resolves then.
 * settle(): (lazy mode) checkpoint what is in the log now, in this thread, and start the worker
 * only at the next write after it; for the end of start-up, when no request waits yet.
 */
export type Checkpointer = { stop(): Promise<void>; settle(): void };

/**
 * lazy: the worker (a thread with its own V8 heap, ~10 MB) starts only once this connection has
 * written something after settle(): an idle server has nothing to checkpoint. Until then a
 * timer reads SQLite's change counter (in memory, no I/O) every intervalMs.
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  log?: Pick<Logger, "warn">,
  intervalMs = 1000,
  { lazy = false }: { lazy?: boolean } = {},
): Checkpointer {
  let stopping = false;
  let failed = false;
  const selfCheckpoint = (why: string) => {
    if (stopping || failed) return;
    failed = true;
    log?.warn(`WAL-checkpoints weer in de hoofdthread: ${why}`);
    sqlite.pragma("wal_autocheckpoint = 1000");
  };
  sqlite.pragma("wal_autocheckpoint = 0");
  // Without checkpoints in this connection the log file is still reused from its start; this caps
  // the size it keeps on disk after a burst of writes.
  sqlite.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  let worker: Worker | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = () => {
    const w = new Worker(workerSource, { eval: true, workerData: { driver, file, intervalMs, checkpointNow: lazy } });
    w.unref();
    exited = new Promise<void>((resolve) => w.once("exit", () => resolve()));
    w.on("message", (message: string) => log?.warn(`WAL-checkpoint mislukt: ${message}`));
    w.on("error", (err) => selfCheckpoint(err.message));
    w.on("exit", (code) => selfCheckpoint(`de checkpoint-thread stopte (code ${code})`));
    worker = w;
  };
  const totalChanges = sqlite.prepare("SELECT total_changes()").pluck();
  let seen = totalChanges.get();
  let watch: ReturnType<typeof setInterval> | undefined;
  if (lazy) {
    watch = setInterval(() => {
      if (totalChanges.get() === seen || stopping) return;
      clearInterval(watch);
      watch = undefined;
      start();
    }, intervalMs);
    watch.unref();
  } else {
    start();
  }
  return {
    settle() {
      if (worker || stopping || failed) return;
      sqlite.pragma("wal_checkpoint(PASSIVE)");
      seen = totalChanges.get();
    },
    stop() {
      if (watch) clearInterval(watch);
      // Keep the process alive until the worker has closed the file (it is unref'd while running).
      // Without a worker, closing the connection checkpoints (the last connection to a WAL file).
      worker?.ref();
      if (worker && !stopping && !failed) worker.postMessage("stop");
      stopping = true;
      return exited;
    },
  };
}
