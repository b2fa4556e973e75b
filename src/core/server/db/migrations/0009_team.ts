import type { Kysely } from "kysely";

/**
 * The team: invitations by mail (the token only as its sha256 hash) and the organisation a session
 * works in, for people who are a member of several organisations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invitation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** Lower case. */
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    /** Hex sha256 of the token in the link; the token itself is never stored. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("invitation_organisation_idx").on("invitation").column("organisation_id").execute();
  await db.schema
    .createTable("session_organisation")
    .addColumn("session_token", "text", (c) => c.primaryKey().references("session.token").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .execute();
}
