/**
 * How search shows a found text, the same for every kind and both engines: the words that start
 * with a term (accents and case aside) marked as parts, and a short excerpt around the first one.
 * Terms come folded (foldWord in search.ts).
 */
import { foldWord, type SearchPart } from "./model";

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text. */
export const wordsOf = (text: string) => text.match(wordPattern) ?? [];

/** Whether a word starts with one of the folded terms. */
export const wordMatches = (word: string, terms: readonly string[]) => {
  const folded = foldWord(word);
  return terms.some((t) => folded.startsWith(t));
};

/** The text in parts, the words that start with a term marked. */
export function markWords(text: string, terms: readonly string[]): SearchPart[] {
  const parts: SearchPart[] = [];
  let at = 0;
  for (const m of text.matchAll(wordPattern)) {
    if (!wordMatches(m[0], terms)) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], hit: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** About `size` characters of the text on one line, around its first matching word, cut between words. */
export function excerpt(text: string, terms: readonly string[], size = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= size) return flat;
  const first = [...flat.matchAll(wordPattern)].find((m) => wordMatches(m[0], terms))?.index ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + size);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}
