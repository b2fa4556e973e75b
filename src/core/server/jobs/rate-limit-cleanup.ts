/**
 * Removes rate-limit counters as soon as their window is over, and the day secrets of days gone by
 * (http/rate-limit.ts), every minute by default. No lease: the delete is the same whichever
 * instance runs it, and running it twice does no harm.
 */
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import type { Db } from "@core/server/db";
import { removeExpiredRateLimits } from "@core/server/http/rate-limit";
import { startPeriodicJob } from "@core/server/jobs/periodic";

export function startRateLimitCleanupJob({
  db,
  config,
  log,
}: {
  db: Db;
  config: Pick<Config, "RATE_LIMIT_CLEANUP_INTERVAL_MS">;
  log: Pick<Logger, "error">;
}) {
  return startPeriodicJob(
    log,
    "Opruimen van de tellers voor te veel verzoeken mislukt",
    config.RATE_LIMIT_CLEANUP_INTERVAL_MS,
    () => removeExpiredRateLimits(db),
  );
}
