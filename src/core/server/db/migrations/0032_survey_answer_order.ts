import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * On PostgreSQL the client survey's answers lay in the order they came in, each with the number of
 * the transaction that wrote it (xmin). They are written again once, in random order, in this one
 * transaction; from now on a job does the same for new answers (surveys/mixing.ts). The usage
 * triggers see each row go and come back: the organisations' survey bytes stay as they were.
 * SQLite stores these tables by their random ids already (migration 0021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`CREATE TEMP TABLE survey_response_mix ON COMMIT DROP AS SELECT * FROM client_survey_response`.execute(db);
  await sql`CREATE TEMP TABLE survey_answer_mix ON COMMIT DROP AS SELECT * FROM client_survey_answer`.execute(db);
  await sql`DELETE FROM client_survey_answer`.execute(db);
  await sql`DELETE FROM client_survey_response`.execute(db);
  await sql`INSERT INTO client_survey_response SELECT * FROM survey_response_mix ORDER BY random()`.execute(db);
  await sql`INSERT INTO client_survey_answer SELECT * FROM survey_answer_mix ORDER BY random()`.execute(db);
}
