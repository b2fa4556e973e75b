/**
 * Two-factor sign-in (better-auth's twoFactor plugin, see auth.ts): the endpoints the app opens
 * (routes.ts merges them into its allow-list; the Dutch texts of their errors are in messages.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { Db } from "@core/server/db";
import { chooseOrganisation } from "@modules/organisation/server";
import { singleCookie } from "@core/server/http/cookies";

/** Set up (password), confirm or sign in with a code, new backup codes (password), switch off (password). */
export const twoFactorEndpoints = [
  "POST /two-factor/enable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/disable",
];

/**
 * Confirming two-factor sign-in or switching it off makes better-auth replace the session (a new
 * token, the old row deleted, and with it the organisation chosen for it). This carries the chosen
 * organisation over to the new session, so a member of several organisations stays where they were.
 */
export function keepChosenOrganisation(db: Db, cookieName: string): MiddlewareHandler {
  return async (c, next) => {
    const cookie = singleCookie(c.req.header("cookie"), cookieName);
    const oldToken = cookie && tokenOf(cookie);
    const chosen = oldToken
      ? await db
          .selectFrom("session_organisation")
          .select("organisation_id")
          .where("session_token", "=", oldToken)
          .executeTakeFirst()
      : undefined;
    await next();
    if (!chosen || !c.res.ok) return;
    const set = c.res.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${cookieName}=`) && !/max-age=0/i.test(line));
    const newToken = set && tokenOf(set.slice(cookieName.length + 1).split(";")[0]!);
    if (!newToken || newToken === oldToken) return;
    const session = await db.selectFrom("session").select("token").where("token", "=", newToken).executeTakeFirst();
    if (session) await chooseOrganisation(db, newToken, chosen.organisation_id);
  };
}

/** The session token in a cookie value (`token.signature`, URL-encoded). */
function tokenOf(cookieValue: string): string | undefined {
  try {
    return decodeURIComponent(cookieValue).split(".")[0] || undefined;
  } catch {
    return undefined;
  }
}
