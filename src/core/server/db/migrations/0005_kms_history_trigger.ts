import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * The revision history is written by the database itself: every insert or update of a KMS value
 * appends a kms_revision row in the same statement. No code path can forget it, and a save is one
 * statement instead of a transaction (which on SQLite would hold the single connection across awaits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw("(id, organisation_id, name, revision, value, created_at, created_by)");
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ["INSERT", "UPDATE"]) {
      await sql`
        CREATE TRIGGER ${sql.raw(`kms_value_history_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON kms_value
        BEGIN
          INSERT INTO kms_revision ${columns}
          VALUES (lower(hex(randomblob(16))), NEW.organisation_id, NEW.name, NEW.revision, NEW.value, NEW.updated_at, NEW.updated_by);
        END`.execute(db);
    }
    return;
  }
  await sql`
    CREATE FUNCTION kms_value_history() RETURNS trigger AS $$
    BEGIN
      INSERT INTO kms_revision ${columns}
      VALUES (gen_random_uuid()::text, NEW.organisation_id, NEW.name, NEW.revision, NEW.value, NEW.updated_at, NEW.updated_by);
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER kms_value_history AFTER INSERT OR UPDATE ON kms_value
    FOR EACH ROW EXECUTE FUNCTION kms_value_history()`.execute(db);
}
