import type { Kysely } from "kysely";

/**
 * Documents linked to HKZ elements ('Hoort bij normelement'): one row per document and element.
 * A link goes with its document (ON DELETE CASCADE: a discarded upload, a purge); a document in the
 * recycle bin keeps its links, so restoring it brings them back. Links made at the start of an
 * upload exist while it is 'uploading' and count only once the document is ready.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_element")
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("document_id", "text", (c) => c.notNull().references("stored_file.id").onDelete("cascade"))
    /** An HKZ element number, '4.5' (shared/norm.ts). */
    .addColumn("element", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_element_pk", ["document_id", "element"])
    .execute();
  await db.schema
    .createIndex("document_element_org_idx")
    .on("document_element")
    .columns(["organisation_id", "element"])
    .execute();
}
