import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Deleting a KMS value keeps its row as a tombstone (deleted = 1, revision + 1) instead of removing
 * it, so the revisions of a name never restart: a tab still holding an old revision always gets a
 * 409. The history trigger now also records deletes (value null), so the database is the only
 * writer of kms_revision.
 *
 * Existing rows: a name that was deleted before this migration has history but no row; it gets a
 * tombstone at its highest recorded revision, so the next save continues above every revision a
 * tab may still hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable("kms_value")
    .addColumn("deleted", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Drop the old triggers first: the backfill must not append history rows of its own.
  if (sqlite) {
    await sql`DROP TRIGGER kms_value_history_insert`.execute(db);
    await sql`DROP TRIGGER kms_value_history_update`.execute(db);
  } else {
    await sql`DROP TRIGGER kms_value_history ON kms_value`.execute(db);
  }

  await sql`
    INSERT INTO kms_value (organisation_id, name, value, revision, updated_at, updated_by, deleted)
    SELECT r.organisation_id, r.name, 'null', MAX(r.revision), MAX(r.created_at), MIN(r.created_by), 1
    FROM kms_revision r
    WHERE NOT EXISTS (
      SELECT 1 FROM kms_value v WHERE v.organisation_id = r.organisation_id AND v.name = r.name
    )
    GROUP BY r.organisation_id, r.name`.execute(db);

  const columns = sql.raw("(id, organisation_id, name, revision, value, created_at, created_by)");
  if (sqlite) {
    for (const event of ["INSERT", "UPDATE"]) {
      await sql`
        CREATE TRIGGER ${sql.raw(`kms_value_history_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON kms_value
        BEGIN
          INSERT INTO kms_revision ${columns}
          VALUES (lower(hex(randomblob(16))), NEW.organisation_id, NEW.name, NEW.revision,
                  CASE WHEN NEW.deleted = 1 THEN NULL ELSE NEW.value END, NEW.updated_at, NEW.updated_by);
        END`.execute(db);
    }
    return;
  }
  await sql`
    CREATE OR REPLACE FUNCTION kms_value_history() RETURNS trigger AS $$
    BEGIN
      INSERT INTO kms_revision ${columns}
      VALUES (gen_random_uuid()::text, NEW.organisation_id, NEW.name, NEW.revision,
              CASE WHEN NEW.deleted = 1 THEN NULL ELSE NEW.value END, NEW.updated_at, NEW.updated_by);
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER kms_value_history AFTER INSERT OR UPDATE ON kms_value
    FOR EACH ROW EXECUTE FUNCTION kms_value_history()`.execute(db);
}
