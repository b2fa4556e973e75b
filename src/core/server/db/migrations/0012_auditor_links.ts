import type { Kysely } from "kysely";

/**
 * Auditor access: read-only links for an auditor (the token only as its SHA-256 hash) and the record
 * of every use of such a link (opened, document downloaded).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("auditor_link")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("auditor_name", "text", (c) => c.notNull())
    /** Lower case. */
    .addColumn("auditor_email", "text", (c) => c.notNull())
    /** base64url SHA-256 of the token in the link; the token itself is never stored. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("auditor_link_organisation_idx").on("auditor_link").column("organisation_id").execute();
  await db.schema
    .createTable("auditor_access")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("link_id", "text", (c) => c.notNull().references("auditor_link.id").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    /** 'opened' | 'document' */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("document_id", "text")
    /** The document's name at the time, kept when the document is deleted later. */
    .addColumn("document_name", "text")
    .addColumn("client_address", "text")
    .execute();
  await db.schema
    .createIndex("auditor_access_link_idx")
    .on("auditor_access")
    .columns(["organisation_id", "link_id", "at"])
    .execute();
}
