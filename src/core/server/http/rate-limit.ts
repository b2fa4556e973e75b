/**
 * Rate limits for open routes (no sign-in): the one rate limiter, of our routes and of better-auth's
 * (its `customStorage`, `betterAuthStorage`). The counters live in the database (table rate_limit),
 * so several instances on one PostgreSQL share them and a restart does not reset them. One fixed
 * window per key: one upsert per request. Each row says when its window ends, and the cleanup job
 * removes it then (jobs/rate-limit-cleanup.ts), so nothing lingers.
 *
 * No key holds a client's address: it holds `anonymousAddress`, a keyed hash of the address with a
 * secret of the day, derived from the server's secret and a random value stored per day. Every
 * instance derives the same key; once the day's value is removed, not even the server can tell
 * which address a key stood for (the public client survey's answers must not be traceable to a
 * client, and no other counter needs more).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { Db } from "@core/server/db";
import type { Config } from "@core/server/config";
import { amsterdamDay } from "@core/shared/calendar-day";
import { ApiError } from "@core/server/http/errors";
import { clientAddress } from "@core/server/http/client-address";
import { addressGroup } from "@core/server/http/address-group";
import { httpMessages } from "@core/server/http/messages";

export type RateLimitRule = { name: string; max: number; windowSeconds: number };
/** What a limit per client needs: the counters, the server's secret, whether to trust the proxy's address. */
export type LimitDeps = { db: Db; config: Pick<Config, "authSecret" | "TRUST_PROXY"> };

/**
 * Counts one request for key; returns the seconds to wait when the limit is exceeded. A window
 * starts with the key's first request, or, `aligned`, on the clock (whole minutes, hours, UTC
 * days since 1970): then a row tells no more about when a request came than that window.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
  aligned = false,
): Promise<number | undefined> {
  const start = aligned ? Math.floor(now / windowMs) * windowMs : now;
  const expired = sql<boolean>`rate_limit.window_start <= ${start - windowMs}`;
  const row = await db
    .insertInto("rate_limit")
    .values({ key, window_start: start, count: 1, expires_at: start + windowMs })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
        window_start: sql`case when ${expired} then cast(${start} as bigint) else rate_limit.window_start end`,
        expires_at: sql`case when ${expired} then cast(${start + windowMs} as bigint) else rate_limit.expires_at end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= max) return undefined;
  return secondsLeft(row, windowMs, now);
}

const secondsLeft = (row: { window_start: number | string }, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", httpMessages.tooManyAttempts(retryAfterSeconds));

/**
 * Counts one request for key and throws 429 (with Retry-After) when it is over the limit;
 * `refusal` makes the error when the generic 'too many attempts' does not fit; `aligned`: windows
 * on the clock (see hitRateLimit).
 */
export async function enforceRateLimit(
  c: Context,
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  {
    refusal = tooManyAttempts,
    aligned = false,
  }: { refusal?: (retryAfterSeconds: number) => ApiError; aligned?: boolean } = {},
): Promise<void> {
  const wait = await hitRateLimit(db, key, max, windowMs, Date.now(), aligned);
  if (wait !== undefined) {
    c.header("Retry-After", String(wait));
    throw refusal(wait);
  }
}

/**
 * The counter of this client for the limit `name`: the name and the keyed hash of its address, an
 * IPv6 address by its /64 (http/address-group.ts), which one client usually holds whole.
 */
export async function clientKey(c: Context, { db, config }: LimitDeps, name: string): Promise<string> {
  const group = addressGroup(clientAddress(c, config.TRUST_PROXY));
  return `${name}:${await anonymousAddress(db, config.authSecret, group)}`;
}

/** Middleware: at most rule.max requests per rule.windowSeconds per client, else 429. */
export function rateLimit(deps: LimitDeps, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    await enforceRateLimit(c, deps.db, await clientKey(c, deps, rule.name), rule.max, rule.windowSeconds * 1000);
    await next();
  };
}

/**
 * better-auth's limits in the same counters: its key (address and path) is hashed like an address,
 * and each rule's window and maximum are kept.
 */
export function betterAuthStorage({ db, config }: LimitDeps) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const hashed = `auth:${await anonymousAddress(db, config.authSecret, key)}`;
      const wait = await hitRateLimit(db, hashed, rule.max, rule.window * 1000);
      return { allowed: wait === undefined, retryAfter: wait ?? null };
    },
  };
}

/** The day's stored random value, per database; it never changes within its day, so a cache is safe. */
const daySecrets = new WeakMap<Db, { day: string; secret: string }>();

async function daySecret(db: Db, day: string): Promise<string> {
  const cached = daySecrets.get(db);
  if (cached?.day === day) return cached.secret;
  // The first instance to need it stores one; every other instance reads that one.
  await db
    .insertInto("rate_limit_secret")
    .values({ day, secret: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const { secret } = await db
    .selectFrom("rate_limit_secret")
    .select("secret")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  daySecrets.set(db, { day, secret });
  return secret;
}

/** A keyed hash of address with today's secret: the same on every instance all day, then never again. */
export async function anonymousAddress(
  db: Db,
  serverSecret: string,
  address: string,
  at = new Date(),
): Promise<string> {
  const key = createHmac("sha256", serverSecret)
    .update(`rate-limit-address:${await daySecret(db, amsterdamDay(at))}`)
    .digest();
  return createHmac("sha256", key).update(address).digest("base64url").slice(0, 32);
}

/** Removes the counters whose window is over and the day secrets of days gone by; answers how many rows. */
export async function removeExpiredRateLimits(db: Db, at = new Date()): Promise<number> {
  const counters = await db.deleteFrom("rate_limit").where("expires_at", "<=", at.getTime()).executeTakeFirst();
  const secrets = await db.deleteFrom("rate_limit_secret").where("day", "<", amsterdamDay(at)).executeTakeFirst();
  return Number(counters.numDeletedRows) + Number(secrets.numDeletedRows);
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
