import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Reports (Melden, 0048) in search, for those who may read them: who triages finds every report,
 * the reporter finds their own, nobody else finds one. An entry that only some may find names them
 * in search_entry.reader_id (for a report: its reporter; null for a client's complaint, which only
 * who triages finds); search/query.ts applies it. The reporter's name is never indexed, so a
 * reporter who chose that colleagues do not see it cannot be found by it either.
 *
 * The entry: ref the report's id, detail its type (the hit's title), title its description, body
 * its type in Dutch and what else was written down (place, who was involved, what was done at
 * once, the analysis, the words for the reporter). Kept by triggers as in 0025, so the ZIP import,
 * triage and a reporter who is removed keep it right in the same transaction. Frozen with the
 * migration: a later change of what is indexed is a new migration.
 */
const typeLabels: Record<string, string> = {
  clientincident: "Cliëntincident",
  medewerkerincident: "Medewerkerincident",
  calamiteit: "Calamiteit",
  geweld: "Geweld in de zorgrelatie",
  datalek: "Datalek",
  klacht: "Klacht",
  anders: "Anders",
};

const typeLabel = (r: string) =>
  `(CASE ${r}.type ${Object.entries(typeLabels)
    .map(([type, label]) => `WHEN '${type}' THEN '${label}'`)
    .join(" ")} ELSE '' END)`;

const body = (r: string) =>
  [typeLabel(r), `${r}.place`, `${r}.involved`, `${r}.immediate_action`, `${r}.analysis`, `${r}.feedback`]
    .map((part) => `coalesce(${part}, '')`)
    .join(" || ' ' || ");

const insertFrom = (r: string, from = "") => `
  INSERT INTO search_entry (organisation_id, kind, ref, detail, title, body, reader_id)
  SELECT ${r}.organisation_id, 'report', ${r}.id, ${r}.type, coalesce(${r}.description, ''), ${body(r)}, ${r}.reporter_id
  ${from}`;

const deleteOf = (r: string) =>
  `DELETE FROM search_entry WHERE organisation_id = ${r}.organisation_id AND kind = 'report' AND ref = ${r}.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`ALTER TABLE search_entry ADD COLUMN reader_id text`);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await run(`CREATE TRIGGER search_report_insert AFTER INSERT ON report BEGIN ${insertFrom("NEW")}; END`);
    await run(`CREATE TRIGGER search_report_update AFTER UPDATE ON report BEGIN
      ${deleteOf("OLD")}; ${insertFrom("NEW")}; END`);
    await run(`CREATE TRIGGER search_report_delete AFTER DELETE ON report BEGIN ${deleteOf("OLD")}; END`);
  } else {
    await run(`CREATE FUNCTION search_report() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${deleteOf("OLD")}; END IF;
        IF TG_OP <> 'DELETE' THEN ${insertFrom("NEW")}; END IF;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql`);
    await run(`CREATE TRIGGER search_report AFTER INSERT OR UPDATE OR DELETE ON report
      FOR EACH ROW EXECUTE FUNCTION search_report()`);
  }
  // The reports made before this migration.
  await run(insertFrom("t", "FROM report t"));
}
