/**
 * The SQLite search index is one FTS5 table for every organisation. So that a search reads only
 * its own organisation's part of it, every word is indexed with the organisation's code in front
 * ('zorg' of organisation X is the token `x<code>zorg`), and a query asks `"x<code>zorg"*`: a
 * prefix then expands over that organisation's words only, and a common word's postings are its
 * own, whatever the size of the installation (migration 0043).
 *
 * The index triggers call `search_words(organisation_id, text)`, a function of ours that every
 * connection registers (openDatabase; e2e/db.ts for the journeys' own connection). Its output is
 * part of the index: a row is deleted by the same words it was inserted with, so this function is
 * frozen with the migration — a change is a new migration that rebuilds the index.
 */
import { createHash } from "node:crypto";
import type SQLite from "better-sqlite3";

/** A word as the search sees it: letters, marks and digits (shared/search.ts, searchTerms). */
const word = /[\p{L}\p{M}\p{N}]+/gu;

const codes = new Map<string, string>();

/** The organisation's fixed-length code (20 hex characters of its id's SHA-256): letters and digits only. */
export function organisationCode(organisationId: string): string {
  let code = codes.get(organisationId);
  if (code === undefined) {
    code = `x${createHash("sha256").update(organisationId).digest("hex").slice(0, 20)}`;
    if (codes.size > 10_000) codes.clear();
    codes.set(organisationId, code);
  }
  return code;
}

/** The text's words, each with the organisation's code in front, separated by spaces. */
export function searchWords(organisationId: string, text: string | null): string {
  if (!text) return "";
  const code = organisationCode(organisationId);
  return (text.normalize("NFC").match(word) ?? []).map((w) => code + w).join(" ");
}

/** Makes `search_words` known to a SQLite connection (before any write that indexes). */
export function registerSearchWords(sqlite: SQLite.Database): void {
  sqlite.function("search_words", { deterministic: true }, (organisationId: unknown, text: unknown) =>
    searchWords(String(organisationId), typeof text === "string" ? text : text == null ? null : String(text)),
  );
}
