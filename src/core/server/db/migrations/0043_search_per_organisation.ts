import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Search reads only the caller's organisation, however large the installation (issue 37: with 100
 * organisations of 10,000 things each, a common word or a one-letter prefix merged a million
 * postings per search, p95 0.7 s on SQLite and 0.5 s on PostgreSQL).
 *
 * SQLite: the FTS5 table is rebuilt contentless, its words indexed with the organisation's code in
 * front (db/search-words.ts), so every term and prefix of a query is its organisation's alone.
 * PostgreSQL: an index on (organisation_id, id), so a search walks its organisation's entries,
 * newest first, and tests each against the query (search/query.ts) instead of collecting every
 * organisation's matches from the full-text index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await run(`CREATE INDEX search_entry_organisation_idx ON search_entry (organisation_id, id)`);
    return;
  }
  await run(`DROP TRIGGER search_entry_fts_insert`);
  await run(`DROP TRIGGER search_entry_fts_delete`);
  await run(`DROP TABLE search_fts`);
  await run(`CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content='',
    tokenize='unicode61 remove_diacritics 2')`);
  const words = (r: string) =>
    `search_words(${r}.organisation_id, ${r}.title), search_words(${r}.organisation_id, ${r}.body)`;
  await run(`CREATE TRIGGER search_entry_fts_insert AFTER INSERT ON search_entry BEGIN
    INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, ${words("NEW")}); END`);
  // A contentless table forgets a row by the same words it was given.
  await run(`CREATE TRIGGER search_entry_fts_delete AFTER DELETE ON search_entry BEGIN
    INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, ${words("OLD")}); END`);
  await run(`INSERT INTO search_fts (rowid, title, body) SELECT e.id, ${words("e")} FROM search_entry e`);
}
