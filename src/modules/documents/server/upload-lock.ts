/**
 * The lock tus takes for every HEAD, PATCH and DELETE of an upload, so that two requests never read
 * and write one upload at once (with S3, two writers would both take the stored partial chunk and
 * could complete the object from the wrong parts).
 *
 * Within a process this is tus's MemoryLocker: it also asks a running request to stop when a newer
 * one for the same upload arrives (a client that retried). Several instances share a PostgreSQL
 * database, and a client's retry may reach another instance: there the holder also keeps a lease
 * row "upload:<key>" (jobs/lease.ts), renewed while its request runs. A request on another
 * instance waits for it; it cannot stop the running one, which ends by itself when its client has
 * gone (at the latest at the request timeout). A crashed instance's lease expires. A request that
 * waited too long is answered 423, which tus clients retry.
 */
import { randomUUID } from "node:crypto";
import type { Lock, Locker, MemoryLocker, RequestRelease } from "@tus/server";
import { lazyRequire } from "@core/server/lazy-require";
import type { Db } from "@core/server/db";
import { releaseLease, tryLease } from "@core/server/jobs/lease";

/** How long a request waits for the lock before it is answered 423. */
const WAIT_MS = 30_000;
/** A lease outlives a stalled renewal this long; shorter than WAIT_MS, so a crashed holder's waiter gets it. */
const LEASE_MS = 20_000;
const RENEW_MS = 5_000;

/** What tus answers when the lock could not be had (uploads.ts turns it into Dutch JSON). */
export const uploadLocked = { status_code: 423, body: "upload is locked by another request" };

/** `shared`: the database several instances use (PostgreSQL); undefined with SQLite's one instance. */
export function createUploadLocker(shared: Db | undefined): Locker {
  const { MemoryLocker: InProcess } = lazyRequire("@tus/server") as typeof import("@tus/server");
  const local: MemoryLocker = new InProcess({ acquireLockTimeout: WAIT_MS });
  return {
    newLock(id) {
      const inProcess = local.newLock(id);
      return shared ? new SharedLock(shared, `upload:${id}`, inProcess) : inProcess;
    },
  };
}

class SharedLock implements Lock {
  private readonly holder = randomUUID();
  private renewal: ReturnType<typeof setInterval> | undefined;
  /** The renewal under way: unlock waits for it, or it could take the lease again after the release. */
  private renewing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly inProcess: Lock,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    try {
      await this.inProcess.lock(signal, requestRelease);
    } catch {
      throw uploadLocked;
    }
    try {
      await this.acquireLease(signal);
    } catch (err) {
      await this.inProcess.unlock();
      throw err;
    }
    this.renewal = setInterval(() => {
      // Lost (this process stalled past LEASE_MS and another took it): this request must stop.
      this.renewing = tryLease(this.db, this.name, this.holder, LEASE_MS).then(
        (kept) => kept || requestRelease(),
        () => requestRelease(),
      );
    }, RENEW_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await this.renewing;
    try {
      await releaseLease(this.db, this.name, this.holder);
    } finally {
      await this.inProcess.unlock();
    }
  }

  private async acquireLease(signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
      if (await tryLease(this.db, this.name, this.holder, LEASE_MS)) return;
      if (signal.aborted || Date.now() + pause > deadline) throw uploadLocked;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
