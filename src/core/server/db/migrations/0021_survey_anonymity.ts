import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * The public client survey, sturdier and more anonymous:
 * - rate_limit rows say when they expire, so a job removes each one as soon as its window is over;
 *   the survey's counters are keyed on a keyed hash of the address with a secret of the day
 *   (rate_limit_secret, one random value per day, removed after the day). Counters of the survey
 *   stored so far hold raw addresses: they go.
 * - client_survey.closed_at: the owner closed the questionnaire ('Vragenlijst sluiten'); null: open.
 * - organisation_usage.survey_bytes: what the answers store, kept by triggers like kms_bytes, and
 *   counted against the quality system's quota.
 * - On SQLite the answer tables lose their hidden rowid (WITHOUT ROWID, stored by their random
 *   ids), which numbered the answers in the order they came in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .alterTable("rate_limit")
    .addColumn("expires_at", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE rate_limit SET expires_at = window_start + 86400000`.execute(db);
  await sql`DELETE FROM rate_limit WHERE key LIKE 'survey-%'`.execute(db);
  await db.schema.createIndex("rate_limit_expires_idx").on("rate_limit").column("expires_at").execute();
  await db.schema
    .createTable("rate_limit_secret")
    /** yyyy-MM-dd (Europe/Amsterdam). */
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("client_survey").addColumn("closed_at", "text").execute();

  if (sqlite) await withoutRowid(db);

  await db.schema
    .alterTable("organisation_usage")
    .addColumn("survey_bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  const bytes = sqlite
    ? (column: string) => `coalesce(length(CAST(${column} AS BLOB)), 0)`
    : (column: string) => `coalesce(octet_length(${column}), 0)`;
  const size = (row: string) =>
    sql.raw(["question_id", "question_text", "kind", "answer_text"].map((c) => bytes(`${row}${c}`)).join(" + "));
  await sql`
    INSERT INTO organisation_usage (organisation_id, kms_bytes, survey_bytes)
    SELECT organisation_id, 0, SUM(${size("")}) FROM client_survey_answer WHERE true GROUP BY organisation_id
    ON CONFLICT (organisation_id) DO UPDATE SET survey_bytes = excluded.survey_bytes`.execute(db);

  if (sqlite) {
    await sql`
      CREATE TRIGGER client_survey_answer_usage_insert AFTER INSERT ON client_survey_answer
      BEGIN
        INSERT INTO organisation_usage (organisation_id, kms_bytes, survey_bytes)
        VALUES (NEW.organisation_id, 0, ${size("NEW.")})
        ON CONFLICT (organisation_id) DO UPDATE SET survey_bytes = survey_bytes + excluded.survey_bytes;
      END`.execute(db);
    await sql`
      CREATE TRIGGER client_survey_answer_usage_delete AFTER DELETE ON client_survey_answer
      BEGIN
        UPDATE organisation_usage SET survey_bytes = survey_bytes - (${size("OLD.")})
        WHERE organisation_id = OLD.organisation_id;
      END`.execute(db);
    return;
  }
  await sql`
    CREATE FUNCTION client_survey_usage() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO organisation_usage (organisation_id, kms_bytes, survey_bytes)
        VALUES (NEW.organisation_id, 0, ${size("NEW.")})
        ON CONFLICT (organisation_id) DO UPDATE
        SET survey_bytes = organisation_usage.survey_bytes + EXCLUDED.survey_bytes;
        RETURN NEW;
      END IF;
      -- An organisation being deleted takes its usage row along: nothing to update then.
      UPDATE organisation_usage SET survey_bytes = survey_bytes - (${size("OLD.")})
      WHERE organisation_id = OLD.organisation_id;
      RETURN OLD;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER client_survey_answer_usage AFTER INSERT OR DELETE ON client_survey_answer
    FOR EACH ROW EXECUTE FUNCTION client_survey_usage()`.execute(db);
}

/** Rebuilds the two answer tables without SQLite's rowid, keeping every row. */
async function withoutRowid(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_survey_response_new (
      id text PRIMARY KEY,
      organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
      submitted_on text NOT NULL
    ) WITHOUT ROWID`.execute(db);
  await sql`
    INSERT INTO client_survey_response_new (id, organisation_id, submitted_on)
    SELECT id, organisation_id, submitted_on FROM client_survey_response ORDER BY id`.execute(db);
  await sql`
    CREATE TABLE client_survey_answer_new (
      response_id text NOT NULL REFERENCES client_survey_response_new(id) ON DELETE CASCADE,
      organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
      question_id text NOT NULL,
      question_text text NOT NULL,
      kind text NOT NULL,
      score integer,
      answer_text text,
      CONSTRAINT client_survey_answer_pk PRIMARY KEY (response_id, question_id)
    ) WITHOUT ROWID`.execute(db);
  await sql`
    INSERT INTO client_survey_answer_new
    SELECT response_id, organisation_id, question_id, question_text, kind, score, answer_text
    FROM client_survey_answer ORDER BY response_id, question_id`.execute(db);
  await sql`DROP TABLE client_survey_answer`.execute(db);
  await sql`DROP TABLE client_survey_response`.execute(db);
  // Renaming also renames the answers' reference to the responses (SQLite 3.26+).
  await sql`ALTER TABLE client_survey_response_new RENAME TO client_survey_response`.execute(db);
  await sql`ALTER TABLE client_survey_answer_new RENAME TO client_survey_answer`.execute(db);
  await sql`
    CREATE INDEX client_survey_response_period_idx ON client_survey_response (organisation_id, submitted_on)`.execute(
    db,
  );
}
