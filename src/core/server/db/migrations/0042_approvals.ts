import type { Kysely } from "kysely";

/**
 * 'Vastgesteld': an Eigenaar approves the current version of a topic page or of a document. Every
 * approval is kept (the newest per subject is the one in force), with the moment of the version it
 * approved (`version_at`: the topic's last change, the document's upload), who approved it, and
 * their name at the time (kept when the person leaves).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("approval")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** 'topic' (subject_id a catalogue slug) or 'document' (subject_id a stored_file id). */
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("version_at", "text", (c) => c.notNull())
    .addColumn("approved_at", "text", (c) => c.notNull())
    .addColumn("approved_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("approved_by_name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("approval_subject_idx")
    .on("approval")
    .columns(["organisation_id", "subject_kind", "subject_id", "approved_at"])
    .execute();
}
