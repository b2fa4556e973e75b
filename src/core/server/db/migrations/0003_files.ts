import type { Kysely } from "kysely";

/** Uploaded documents: one row per file; the bytes live in storage under a generated key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stored_file")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("category", "text", (c) => c.notNull())
    // Display name; null while the upload is in progress, unique per category once it is finished.
    .addColumn("name", "text")
    .addColumn("requested_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text")
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stored_file_name_idx")
    .unique()
    .on("stored_file")
    .columns(["organisation_id", "category", "name"])
    .execute();
  await db.schema.createIndex("stored_file_status_idx").on("stored_file").columns(["status", "created_at"]).execute();
}
