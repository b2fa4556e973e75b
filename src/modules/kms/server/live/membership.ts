/**
 * Does an open event stream still belong to a signed-in member? The session row must exist and not
 * have expired (sign-out, a password change or 'end other sessions' delete it), and the user must
 * still be a member of the stream's organisation, and meet its two-factor rule (an organisation that
 * requires two-factor sign-in gives a member without it nothing but the set-up path). One small
 * read, asked on every heartbeat and before every event the stream sends.
 */
import type { Db } from "@core/server/db";

export async function streamStillAllowed(
  db: Db,
  sessionToken: string,
  userId: string,
  organisationId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("session")
    .innerJoin("membership", (join) =>
      join.onRef("membership.user_id", "=", "session.userId").on("membership.organisation_id", "=", organisationId),
    )
    .innerJoin("organisation", "organisation.id", "membership.organisation_id")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "session.expiresAt as expiresAt",
      "organisation.two_factor_required as twoFactorRequired",
      "user.twoFactorEnabled as twoFactorEnabled",
    ])
    .where("session.token", "=", sessionToken)
    .where("session.userId", "=", userId)
    .executeTakeFirst();
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return false;
  return !row.twoFactorRequired || Boolean(row.twoFactorEnabled);
}
