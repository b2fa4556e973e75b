/**
 * How an example of the guidance goes into a section: an empty text or table takes it as it is; a
 * text with content gets it appended below (never overwritten); a table with rows gets the example
 * rows appended. The result is an ordinary edit of the section.
 */
import type { TableRow } from "@norm/kms-values";

export const isBlankText = (text: string) => text.trim() === "";

/** The text with the example added: the example alone when the text is empty, else below it. */
export function textWithExample(text: string, example: string): string {
  return isBlankText(text) ? example : `${text.replace(/\s+$/, "")}\n\n${example}`;
}

/** A row with no filled cell (besides its id) counts as empty. */
const isBlankRow = (row: TableRow) =>
  Object.entries(row).every(([k, v]) => k === "id" || String(v ?? "").trim() === "");

/** The rows with the example rows (fresh ids) added; an all-empty table is replaced by the example. */
export function rowsWithExample(
  rows: readonly TableRow[],
  example: readonly Readonly<Record<string, string>>[],
  newId: () => string,
): TableRow[] {
  const added = example.map((r) => ({ ...r, id: newId() }) as TableRow);
  return rows.every(isBlankRow) ? added : [...rows, ...added];
}
