/**
 * Asks the database's own full-text index (migration 0025) for an organisation's best matches per
 * group: SQLite FTS5 (bm25, diacritics folded by the tokenizer), PostgreSQL text search in the
 * Dutch configuration with unaccent (ts_rank). Every term is matched as the start of a word, so a
 * half-typed word finds. The texts come back as they are; search.ts marks the words (the terms,
 * and on PostgreSQL also their stems, which the query reports), the same way for both engines.
 */
import { sql, SqliteAdapter } from "kysely";
import type { Db } from "@core/server/db";
import { organisationCode } from "@core/server/db/search-words";
import { searchLimits } from "../model";

export type EntryGroup = "kms" | "register" | "document" | "action" | "audit" | "finding" | "member" | "report";

/**
 * Who searches, for the entries only some may find (0071): who triages reports finds every report,
 * anyone else only the reports they made.
 */
export type Searcher = { organisationId: string; userId: string; readsAllReports: boolean };

export type FoundEntry = { group: EntryGroup; ref: string; detail: string | null; title: string; body: string };

type Row = FoundEntry & { tree?: string | null };

/** A register is a KMS table whose name says so; it has a group of its own. */
const groupOf = sql.raw(`CASE WHEN e.kind = 'kms' AND e.ref LIKE '%-register' THEN 'register' ELSE e.kind END`);

/** The entries the searcher may not find left out (an empty fragment when they may find all). */
const readable = (searcher: Searcher) =>
  searcher.readsAllReports ? sql`` : sql`AND (e.kind <> 'report' OR e.reader_id = ${searcher.userId})`;

/** One more than a group shows, so the answer can say there are more. */
const fetchPerGroup = searchLimits.perGroup + 1;
/**
 * Ranking every match of a common word costs time in proportion to the matches: only the most
 * recently written `candidates` matches of the organisation are ranked. A query that matches more
 * is vague; its newest matches come first, and a second word narrows it.
 */
const candidates = 1_000;
/** Enough of a long text for the excerpt around its first match. */
const bodyChars = 20_000;

async function sqliteSearch(db: Db, searcher: Searcher, terms: readonly string[]): Promise<Row[]> {
  const { organisationId } = searcher;
  // Terms hold letters, marks and digits only (searchTerms), so quoting them is safe. Each asks the
  // organisation's own words (db/search-words.ts); the join below checks the organisation as well.
  const code = organisationCode(organisationId);
  const match = terms.map((t) => `"${code}${t}"*`).join(" AND ");
  const { rows } = await sql<Row>`
    WITH recent AS (
      SELECT e.id, ${groupOf} AS grp, bm25(search_fts, 4.0, 1.0) AS score
      FROM search_fts JOIN search_entry e ON e.id = search_fts.rowid
      WHERE search_fts MATCH ${match} AND e.organisation_id = ${organisationId} ${readable(searcher)}
      ORDER BY search_fts.rowid DESC LIMIT ${candidates}
    ), best AS (
      SELECT id, grp, row_number() OVER (PARTITION BY grp ORDER BY score, id DESC) AS n FROM recent
    )
    SELECT best.grp AS "group", e.ref, e.detail, e.title, substr(e.body, 1, ${bodyChars}) AS body
    FROM best JOIN search_entry e ON e.id = best.id
    WHERE best.n <= ${fetchPerGroup} ORDER BY best.grp, best.n`.execute(db);
  return rows;
}

async function postgresSearch(db: Db, searcher: Searcher, terms: readonly string[]): Promise<Row[]> {
  const { organisationId } = searcher;
  const q = sql`to_tsquery('normwijs_nl', ${terms.map((t) => `'${t}':*`).join(" & ")})`;
  // The organisation's entries newest first (index 0043), each tested against the query: the
  // OFFSET 0 keeps the planner from collecting every organisation's matches from the GIN index.
  const { rows } = await sql<Row>`
    WITH recent AS (
      SELECT id, grp, document FROM (
        SELECT e.id, ${groupOf} AS grp, e.document FROM search_entry e
        WHERE e.organisation_id = ${organisationId} ${readable(searcher)} ORDER BY e.id DESC OFFSET 0
      ) mine WHERE document @@ ${q} LIMIT ${candidates}
    ), best AS (
      SELECT id, grp, row_number() OVER (PARTITION BY grp ORDER BY ts_rank(document, ${q}) DESC, id DESC) AS n
      FROM recent
    )
    SELECT best.grp AS "group", e.ref, e.detail, e.title, left(e.body, ${bodyChars}) AS body, querytree(${q}) AS tree
    FROM best JOIN search_entry e ON e.id = best.id
    WHERE best.n <= ${fetchPerGroup} ORDER BY best.grp, best.n`.execute(db);
  return rows;
}

/** The lexemes of a PostgreSQL query tree: `'klacht':* & 'oud':*` → ['klacht', 'oud']. */
const lexemesOf = (tree: string) => [...tree.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));

/**
 * The organisation's best matches per group that the searcher may find, best first (terms from
 * searchTerms, at least one), and the stems the database matched beyond the terms themselves.
 */
export async function findEntries(
  db: Db,
  searcher: Searcher,
  terms: readonly string[],
): Promise<{ entries: FoundEntry[]; stems: string[] }> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const rows = await (sqlite ? sqliteSearch : postgresSearch)(db, searcher, terms);
  const stems = rows[0]?.tree ? lexemesOf(rows[0].tree) : [];
  return { entries: rows.map(({ tree: _, ...entry }) => entry), stems };
}
