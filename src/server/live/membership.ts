/**
 * Does an open event stream still belong to a signed-in member? The session row must exist and not
 * have expired (sign-out, a password change or 'end other sessions' delete it), and the user must
 * still be a member of the stream's organisation. One small read, asked on every heartbeat and
 * before every event the stream sends.
 */
import type { Db } from "../db";

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
    .select(["session.expiresAt as expiresAt"])
    .where("session.token", "=", sessionToken)
    .where("session.userId", "=", userId)
    .executeTakeFirst();
  return Boolean(row) && new Date(row!.expiresAt).getTime() > Date.now();
}
