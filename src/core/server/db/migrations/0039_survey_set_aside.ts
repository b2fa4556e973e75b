import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Answers that came in through the public questionnaire link after the link's limit was reached
 * (a flood): kept aside for the Eigenaar to accept or discard, outside the results until accepted.
 * Like the answers themselves they hold only the calendar day and a random id (no time, no
 * address); the answers are one JSON text, checked against the questionnaire when they came in.
 * On SQLite without a rowid, so the order in which they came in cannot be read from the rows.
 *
 * The SQL here is frozen with the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql
    .raw(
      `CREATE TABLE client_survey_set_aside (
        id text PRIMARY KEY,
        organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
        submitted_on text NOT NULL,
        answers text NOT NULL
      )${sqlite ? " WITHOUT ROWID" : ""}`,
    )
    .execute(db);
  await sql`CREATE INDEX client_survey_set_aside_org_idx ON client_survey_set_aside (organisation_id)`.execute(db);
}
