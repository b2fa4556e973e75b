import { sql, type Kysely } from "kysely";

/**
 * The recycle bin ('Prullenbak'): a deleted document keeps its row and bytes with status 'deleted'
 * and when and by whom it was deleted, until it is restored or purged (status 'purging' while its
 * bytes are being removed). A document in the bin no longer holds its name, so the unique name
 * index now covers only ready documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stored_file").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("stored_file").addColumn("deleted_by", "text").execute();
  await db.schema.dropIndex("stored_file_name_idx").execute();
  await db.schema
    .createIndex("stored_file_name_idx")
    .unique()
    .on("stored_file")
    .columns(["organisation_id", "category", "name"])
    .where(sql.ref("status"), "=", "ready")
    .execute();
  await db.schema.createIndex("stored_file_bin_idx").on("stored_file").columns(["status", "deleted_at"]).execute();
}
