import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Leesbevestigingen through the ZIP export and import. An archive's answers were given by people
 * who have no account in the organisation that imports them (the team is invited afterwards), and
 * for versions that no longer exist there (an import saves each page anew). So an answer may name
 * its person by name and e-mail address instead of an account (user_id null: it counts for the
 * member with that address once they join), and its version by the label it had
 * (version_label, when neither a revision nor a file is left to name it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite cannot drop a NOT NULL: the table is made again, keeping every row.
    await sql`
      CREATE TABLE reading_confirmation_new (
        id text PRIMARY KEY,
        organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
        item_id text NOT NULL REFERENCES reading_item(id) ON DELETE CASCADE,
        user_id text REFERENCES "user"(id) ON DELETE CASCADE,
        answer text NOT NULL,
        reason text,
        version_revision_id text REFERENCES kms_revision(id),
        version_file_id text REFERENCES stored_file(id) ON DELETE SET NULL,
        at text NOT NULL,
        person_name text,
        person_email text,
        version_label text
      )`.execute(db);
    await sql`
      INSERT INTO reading_confirmation_new
        (id, organisation_id, item_id, user_id, answer, reason, version_revision_id, version_file_id, at)
      SELECT id, organisation_id, item_id, user_id, answer, reason, version_revision_id, version_file_id, at
      FROM reading_confirmation`.execute(db);
    await sql`DROP TABLE reading_confirmation`.execute(db);
    await sql`ALTER TABLE reading_confirmation_new RENAME TO reading_confirmation`.execute(db);
    await sql`CREATE INDEX reading_confirmation_item_idx ON reading_confirmation (item_id, user_id, at)`.execute(db);
    return;
  }
  await sql`ALTER TABLE reading_confirmation ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  await db.schema
    .alterTable("reading_confirmation")
    .addColumn("person_name", "text")
    .addColumn("person_email", "text")
    .addColumn("version_label", "text")
    .execute();
}
