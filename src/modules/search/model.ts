/**
 * Search (Ctrl+K) on both sides: what a query may be, how it splits into terms, the kinds of result
 * in the order the dialog shows them, and the answer's shape. Matching words come as parts marked
 * `hit`, never as HTML, so a highlighted text is rendered as text.
 */

export const searchLimits = {
  queryMax: 200,
  /** Terms beyond these are ignored; a term longer than termMax is cut. */
  termsMax: 8,
  termMax: 64,
  /** Hits per group; the answer says when a group has more. */
  perGroup: 5,
} as const;

/** The groups of the answer, in the order the dialog shows them. */
export const searchKinds = [
  "page",
  "kms",
  "register",
  "report",
  "action",
  "audit",
  "finding",
  "document",
  "member",
  "help",
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** A piece of a title or snippet; `hit` when it is (part of) a word that matched. */
export type SearchPart = { text: string; hit?: true };
export type SearchHit = { href: string; title: SearchPart[]; snippet: SearchPart[] };
export type SearchGroup = { kind: SearchKind; hits: SearchHit[]; more: boolean };
export type SearchResultsDto = { groups: SearchGroup[] };

/** The words of a query: letters and digits (with their accents), lower case, at most termsMax. */
export function searchTerms(query: string): string[] {
  const words =
    query
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, searchLimits.termsMax).map((w) => w.slice(0, searchLimits.termMax));
}

/** A word without its accents, lower case: how search compares words on both engines. */
export const foldWord = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
