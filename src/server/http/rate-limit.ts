/**
 * Rate limits for open routes (no sign-in), per client address. The counters live in the
 * database (table rate_limit), so several instances on one PostgreSQL share them and a restart
 * does not reset them. One fixed window per key: one upsert per request, nothing kept in memory.
 */
import type { MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { Db } from "../db";
import { ApiError } from "./errors";
import { clientAddress } from "./client-address";
import { httpMessages } from "./messages";

export type RateLimitRule = { name: string; max: number; windowSeconds: number; trustProxy: boolean };

/** Rows whose window ended this long ago are removed now and then, so the table stays small. */
const staleAfterMs = 24 * 60 * 60 * 1000;
let hitsSinceCleanup = 0;

/** Counts one request for key; returns the seconds to wait when the limit is exceeded. */
export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<number | undefined> {
  const expired = sql<boolean>`rate_limit.window_start <= ${now - windowMs}`;
  const row = await db
    .insertInto("rate_limit")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
        window_start: sql`case when ${expired} then cast(${now} as bigint) else rate_limit.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  if (++hitsSinceCleanup >= 1000) {
    hitsSinceCleanup = 0;
    await db
      .deleteFrom("rate_limit")
      .where("window_start", "<", now - staleAfterMs)
      .execute();
  }
  if (Number(row.count) <= max) return undefined;
  return secondsLeft(row, windowMs, now);
}

const secondsLeft = (row: { window_start: number | string }, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", httpMessages.tooManyAttempts(retryAfterSeconds));

/** Middleware: at most rule.max requests per rule.windowSeconds per client address, else 429. */
export function rateLimit(db: Db, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    const key = `${rule.name}:${clientAddress(c, rule.trustProxy)}`;
    const wait = await hitRateLimit(db, key, rule.max, rule.windowSeconds * 1000);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      throw tooManyAttempts(wait);
    }
    await next();
  };
}

/**
 * The seconds to wait when key has already counted max hits in its current window, without
 * counting one: for limits on failures, which count only after the attempt failed (hitRateLimit).
 */
export async function rateLimitWait(db: Db, key: string, max: number, windowMs: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("rate_limit")
    .select(["count", "window_start"])
    .where("key", "=", key)
    .executeTakeFirst();
  const now = Date.now();
  if (!row || Number(row.window_start) <= now - windowMs || Number(row.count) < max) return undefined;
  return secondsLeft(row, windowMs, now);
}
