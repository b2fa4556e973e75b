import type { Kysely } from "kysely";

/**
 * 'Handboek importeren' (.docx):
 * - handbook_import: an uploaded handbook between reading it and 'Importeren': who uploaded it, the
 *   stored bytes (kept as a document under 'Beleid' on import), the parsed parts the preview shows,
 *   and when it expires. Removed on import or when it expires; nothing else reads it.
 * - kms_revision_note: a note on one revision of a value ('Geïmporteerd uit handboek.docx'), shown
 *   in 'Geschiedenis'. A table of its own, so the history trigger (0005) stays as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("handbook_import")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    /** JSON: the parsed sections and what was left out (modules/handbook-import/model.ts ParsedHandbook). */
    .addColumn("parsed", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    /** Milliseconds since 1970. */
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("handbook_import_expires_idx").on("handbook_import").column("expires_at").execute();
  await db.schema
    .createTable("kms_revision_note")
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("kms_revision_note_pk", ["organisation_id", "name", "revision"])
    .execute();
}
