import { sql, SqliteAdapter, type Kysely } from "kysely";
import { kmsSearchable, kmsText } from "@core/server/db/migrations/0025_search";

/**
 * The search index of KMS values is brought up to date when someone searches, not on every save.
 * Autosave writes a value every few seconds while someone types; re-indexing its whole text each
 * time was half of a save's database work (SQLite's full-text index above all). A save now only
 * notes the value in search_kms_pending (once: later saves find it there); a search first
 * re-indexes the noted values of its organisation (search/pending.ts), so it still finds what was
 * saved a moment ago. The view search_kms_source is what 0025's triggers indexed for a value.
 *
 * The SQL here is frozen with the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`CREATE TABLE search_kms_pending (
    organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
    name text NOT NULL,
    PRIMARY KEY (organisation_id, name)
  )`);
  // Not aliased 't': 0025's text fragment names its own json_tree 't', which would hide the row.
  await run(`CREATE VIEW search_kms_source AS
    SELECT kv.organisation_id AS organisation_id, kv.name AS name, coalesce(${kmsText[engine]("kv")}, '') AS body
    FROM kms_value kv WHERE ${kmsSearchable(engine, "kv")}`);
  // Every value is read again at the next search: 0025's first fill on SQLite met that hiding and
  // indexed the values that existed then without their text.
  await run(`INSERT INTO search_kms_pending (organisation_id, name) SELECT organisation_id, name FROM kms_value`);

  if (engine === "sqlite") {
    for (const [event, row] of [
      ["insert", "NEW"],
      ["update", "NEW"],
      ["delete", "OLD"],
    ] as const) {
      await run(`DROP TRIGGER search_kms_value_${event}`);
      // Not INSERT OR IGNORE: a trigger's conflict clause gives way to the outer statement's (a save's upsert).
      await run(`CREATE TRIGGER search_kms_value_${event} AFTER ${event.toUpperCase()} ON kms_value BEGIN
        INSERT INTO search_kms_pending (organisation_id, name) SELECT ${row}.organisation_id, ${row}.name
        WHERE NOT EXISTS (SELECT 1 FROM search_kms_pending p
          WHERE p.organisation_id = ${row}.organisation_id AND p.name = ${row}.name); END`);
    }
  } else {
    await run(`CREATE OR REPLACE FUNCTION search_kms_value() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO search_kms_pending (organisation_id, name) VALUES (OLD.organisation_id, OLD.name) ON CONFLICT DO NOTHING;
        ELSE
          INSERT INTO search_kms_pending (organisation_id, name) VALUES (NEW.organisation_id, NEW.name) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql`);
  }
}
