/**
 * The private calendar feed of a person in an organisation. Its secret is an HMAC (AUTH_SECRET) of a
 * random nonce, so the page can show the address again, while the database alone (which holds the
 * nonce and the secret's sha256 for the lookup) does not give it away. Renewing makes a new nonce:
 * the old address stops working.
 */
import type { Role } from "@core/shared/permissions";
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Config } from "@core/server/config";

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

function secretOf(config: Config, userId: string, organisationId: string, nonce: string): string {
  return createHmac("sha256", config.authSecret)
    .update(`calendar-feed:${userId}:${organisationId}:${nonce}`)
    .digest("base64url");
}

export const feedUrl = (config: Config, secret: string) => `${config.appUrl}/api/calendar/${secret}.ics`;

/** The feed's address, made on first use. */
export async function getFeedUrl(db: Db, config: Config, userId: string, organisationId: string): Promise<string> {
  const row = await db
    .selectFrom("calendar_feed")
    .select("nonce")
    .where("user_id", "=", userId)
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  if (row) return feedUrl(config, secretOf(config, userId, organisationId, row.nonce));
  return renewFeed(db, config, userId, organisationId);
}

export async function renewFeed(db: Db, config: Config, userId: string, organisationId: string): Promise<string> {
  const nonce = randomBytes(16).toString("hex");
  const secret = secretOf(config, userId, organisationId, nonce);
  const values = { token_hash: hash(secret), nonce, created_at: now() };
  await db
    .insertInto("calendar_feed")
    .values({ user_id: userId, organisation_id: organisationId, ...values })
    .onConflict((oc) => oc.columns(["user_id", "organisation_id"]).doUpdateSet(values))
    .execute();
  return feedUrl(config, secret);
}

/**
 * The organisation of a feed secret, while its person is still a member there; undefined otherwise.
 * `twoFactorMissing`: the organisation requires two-factor sign-in and this person has not set it up
 * (asked on every request of the feed, so switching the rule on counts at once).
 */
export async function findFeed(
  db: Db,
  secret: string,
): Promise<
  { organisationId: string; userId: string; role: Role; name: string; twoFactorMissing: boolean } | undefined
> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return undefined;
  const row = await db
    .selectFrom("calendar_feed")
    .innerJoin("membership", (j) =>
      j
        .onRef("membership.user_id", "=", "calendar_feed.user_id")
        .onRef("membership.organisation_id", "=", "calendar_feed.organisation_id"),
    )
    .innerJoin("organisation", "organisation.id", "calendar_feed.organisation_id")
    .innerJoin("user", "user.id", "calendar_feed.user_id")
    .select([
      "calendar_feed.organisation_id as organisationId",
      "calendar_feed.user_id as userId",
      "membership.role as role",
      "organisation.name as name",
      "organisation.two_factor_required as twoFactorRequired",
      "user.twoFactorEnabled as twoFactorEnabled",
    ])
    .where("calendar_feed.token_hash", "=", hash(secret))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    organisationId: row.organisationId,
    userId: row.userId,
    role: row.role,
    name: row.name,
    twoFactorMissing: Boolean(row.twoFactorRequired) && !row.twoFactorEnabled,
  };
}
