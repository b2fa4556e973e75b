/**
 * Retention of the activity log: entries older than ACTIVITY_RETENTION_DAYS are removed, across
 * organisations, by a job in the server (once a day by default; one instance at a time through its
 * lease). This is the only code that deletes activity entries.
 */
import { randomUUID } from "node:crypto";
import type { AppDeps } from "@core/server/http/context";
import type { Db } from "@core/server/db";
import { withLease } from "@core/server/jobs/lease";
import { startPeriodicJob } from "@core/server/jobs/periodic";

const LEASE_MS = 10 * 60 * 1000;

/** Removes entries older than `days` before `at`; answers how many. */
export async function removeExpiredActivity(db: Db, days: number, at = new Date()): Promise<number> {
  const cutoff = new Date(at.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("activity_event").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function startActivityRetentionJob({ db, config, log }: Pick<AppDeps, "db" | "config" | "log">) {
  const holder = randomUUID();
  return startPeriodicJob(
    log,
    "Opruimen van het activiteitenlogboek mislukt",
    config.ACTIVITY_RETENTION_INTERVAL_MS,
    () =>
      withLease(db, "activity-retention", holder, LEASE_MS, async () => {
        const removed = await removeExpiredActivity(db, config.ACTIVITY_RETENTION_DAYS);
        if (removed > 0)
          log.info(
            `Activiteitenlogboek: ${removed} regels ouder dan ${config.ACTIVITY_RETENTION_DAYS} dagen verwijderd.`,
          );
        return removed;
      }),
  );
}
