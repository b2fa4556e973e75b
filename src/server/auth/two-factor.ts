/**
 * Two-factor sign-in (better-auth's twoFactor plugin, see auth.ts): the endpoints the app opens
 * and the Dutch texts of their errors. routes.ts merges both into its allow-list and messages.
 */
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db";
import type { ErrorCode } from "../../shared/errors";
import { chooseOrganisation } from "../organisation/organisation";
import { singleCookie } from "../http/cookies";

/** Set up (password), confirm or sign in with a code, new backup codes (password), switch off (password). */
export const twoFactorEndpoints = [
  "POST /two-factor/enable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/disable",
];

export const twoFactorMessages: Partial<Record<ErrorCode, string>> = {
  INVALID_PASSWORD: "Het wachtwoord klopt niet.",
  INVALID_CODE: "De verificatiecode klopt niet. Controleer de code in uw app en probeer het opnieuw.",
  INVALID_BACKUP_CODE: "Deze back-upcode klopt niet of is al gebruikt.",
  INVALID_TWO_FACTOR_COOKIE: "Uw inlogpoging is verlopen. Log opnieuw in met uw e-mailadres en wachtwoord.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Te veel onjuiste codes. Log opnieuw in met uw e-mailadres en wachtwoord.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Te veel onjuiste codes achter elkaar. De tweede stap is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  TOTP_ALREADY_ENABLED: "Tweestapsverificatie staat al aan.",
  TOTP_NOT_ENABLED: "Tweestapsverificatie is niet ingesteld.",
  TWO_FACTOR_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  BACKUP_CODES_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  UNAUTHORIZED: "U bent niet ingelogd.",
};

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
