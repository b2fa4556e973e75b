import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * The stored file of a 'Handboek importeren' draft outlives its row in two ways: the row expires
 * (the sweep removes it) or goes with its organisation (ON DELETE CASCADE, which runs no code of
 * ours). A trigger notes the file of every removed draft in handbook_import_file_removal, which
 * belongs to no organisation, so the sweep removes the bytes whichever way the row went. The
 * import itself takes its key out again in the same transaction: those bytes become the document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("handbook_import_file_removal")
    .addColumn("storage_key", "text", (c) => c.primaryKey())
    .execute();
  if (sqlite) {
    await sql`
      CREATE TRIGGER handbook_import_file_removal AFTER DELETE ON handbook_import
      BEGIN
        INSERT INTO handbook_import_file_removal (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
      END`.execute(db);
    return;
  }
  await sql`
    CREATE FUNCTION handbook_import_file_removal() RETURNS trigger AS $$
    BEGIN
      INSERT INTO handbook_import_file_removal (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
      RETURN OLD;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER handbook_import_file_removal AFTER DELETE ON handbook_import
    FOR EACH ROW EXECUTE FUNCTION handbook_import_file_removal()`.execute(db);
}
