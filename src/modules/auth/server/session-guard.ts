/**
 * The guard in front of every signed-in route: who is this (the session cookie), is the session
 * still valid, and which organisation do they work in. One indexed read answers the last two
 * together, so a revoked session or a removed membership counts for the next request. On SQLite
 * that read runs on every request; on PostgreSQL it is kept per session until a row it joined
 * changes (guard-cache.ts): at once on the instance that changed it, moments later on the others. Nobody gets an organisation here: that happens at sign-up only (or by invitation).
 */
import type { MiddlewareHandler } from "hono";
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import type { Auth } from "./auth";
import type { AppEnv } from "@core/server/http/context";
import { ApiError, unauthenticated } from "@core/server/http/errors";
import { cookieCarriesToken, SessionCache } from "./session-cache";
import type { GuardCache } from "./guard-cache";
import { singleCookie } from "@core/server/http/cookies";
import { authServerMessages } from "./messages";

/** Removed from the organisation this session worked in, while still a member of another one. */
export const membershipEnded = () => new ApiError(403, "membership_ended", authServerMessages.membershipEnded);

export const noMembership = () => new ApiError(403, "no_membership", authServerMessages.noMembership);

export const twoFactorRequired = () => new ApiError(403, "two_factor_required", authServerMessages.twoFactorRequired);

/**
 * What a member without two-factor sign-in may still reach when their organisation requires it:
 * who they are (/api/me), switching to another organisation, and the account's own routes. The
 * two-factor endpoints and sign-out live under /api/auth, outside this guard.
 */
function reachableWithoutTwoFactor(path: string): boolean {
  return path === "/api/me" || path === "/api/organisation/switch" || path.startsWith("/api/account/");
}

/**
 * The live session row and the membership it works in: the organisation chosen for this session
 * (session_organisation) while the user is still a member of it, else the user's oldest membership.
 * `chosen` tells when the chosen organisation's membership has gone (the row found is then another
 * one). The same read tells whether the user signs in with two factors and whether that
 * organisation requires it. The membership is picked inside the join, by primary key: an ORDER BY
 * over the user's memberships made this query (run on every request) several times slower.
 */
function sessionAndMembershipQuery(db: Db, token: string) {
  return db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .leftJoin("session_organisation", "session_organisation.session_token", "session.token")
    .leftJoin("membership", (join) =>
      join
        .onRef("membership.user_id", "=", "session.userId")
        .on("membership.organisation_id", "=", (eb) =>
          eb.fn.coalesce(
            eb
              .selectFrom("membership as still")
              .select("still.organisation_id")
              .whereRef("still.user_id", "=", "session.userId")
              .whereRef("still.organisation_id", "=", "session_organisation.organisation_id"),
            eb
              .selectFrom("membership as oldest")
              .select("oldest.organisation_id")
              .whereRef("oldest.user_id", "=", "session.userId")
              .orderBy("oldest.created_at")
              .orderBy("oldest.organisation_id")
              .limit(1),
          ),
        ),
    )
    .leftJoin("organisation", "organisation.id", "membership.organisation_id")
    .select([
      "session.userId as userId",
      "session.expiresAt as expiresAt",
      "session.updatedAt as updatedAt",
      "user.name as name",
      "user.email as email",
      "session_organisation.organisation_id as chosen",
      "membership.organisation_id as organisationId",
      "membership.role as role",
      "user.twoFactorEnabled as twoFactorEnabled",
      "user.emailVerified as emailVerified",
      "organisation.two_factor_required as twoFactorRequired",
    ])
    .where("session.token", "=", token);
}

/** Built and compiled once: it runs on every signed-in request (see db/compiled-once.ts). */
const sessionAndMembership = compiledOnce(sessionAndMembershipQuery);

/** What the guard reads for a session; on PostgreSQL kept between requests (guard-cache.ts). */
export type GuardRow = Awaited<ReturnType<typeof sessionAndMembership>>[number];

/** How often a session's last activity (session.updatedAt) is written. */
export const activityInterval = 5 * 60_000;

export function sessionGuard(
  db: Db,
  auth: Auth,
  sessions: SessionCache,
  cookieName: string,
  kept?: GuardCache<GuardRow>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A cookie sent twice (one planted next to the real one) is refused outright.
    const cookie = singleCookie(c.req.header("cookie"), cookieName);
    if (!cookie) throw unauthenticated();
    let verdict = sessions.get(cookie);
    if (!verdict) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session || !cookieCarriesToken(cookie, session.session.token)) throw unauthenticated();
      const { id, name, email } = session.user;
      verdict = { user: { id, name, email }, token: session.session.token };
      sessions.set(cookie, verdict, new Date(session.session.expiresAt).getTime());
    }
    let row = kept?.get(verdict.token);
    if (!row) {
      const since = kept?.begin();
      [row] = await sessionAndMembership(db, verdict.token);
      if (row && kept) kept.keep(verdict.token, row, since!);
    }
    if (!row || row.userId !== verdict.user.id || new Date(row.expiresAt).getTime() <= Date.now()) {
      sessions.delete(cookie);
      kept?.forget(verdict.token);
      throw unauthenticated();
    }
    if (!row.organisationId || !row.role) throw noMembership();
    if (row.chosen && row.chosen !== row.organisationId) {
      // Removed from the organisation this session worked in: refused now, never silently moved
      // to another one mid-request. The next request works in the oldest remaining membership; the
      // code tells the web app to ask again and say where the person now works.
      await db.deleteFrom("session_organisation").where("session_token", "=", verdict.token).execute();
      throw membershipEnded();
    }
    const twoFactor = { enabled: Boolean(row.twoFactorEnabled), required: Boolean(row.twoFactorRequired) };
    if (twoFactor.required && !twoFactor.enabled && !reachableWithoutTwoFactor(c.req.path)) throw twoFactorRequired();
    c.set("twoFactor", twoFactor);
    // Name and e-mail from the row just read: a change on the Account page counts at once.
    c.set("user", { id: row.userId, name: row.name, email: row.email });
    c.set("emailVerified", Boolean(row.emailVerified));
    // 'Laatst actief' in the list of sessions: kept to within a few minutes, one write at most per interval.
    if (Date.now() - new Date(row.updatedAt).getTime() > activityInterval) {
      const context = await auth.$context;
      await context.internalAdapter.updateSession(verdict.token, { updatedAt: new Date() });
    }
    c.set("member", { organisationId: row.organisationId, role: row.role });
    c.set("sessionToken", verdict.token);
    await next();
  };
}
