/**
 * A table inside a plain text (a topic's policy text): Markdown's pipe table. A Word table the
 * import cannot put in one of our tables is written into the text this way, so it reads as a table
 * in the text field and every renderer of plain text (shared/plain-text.ts: the handbook on the
 * web, in PDF and Word, the auditor's view, the element page, the topic page's table view) draws a
 * real table. Only lines that start with '|' followed by a line of dashes ('| --- | --- |') are a
 * table, so a '|' typed in an ordinary sentence stays as it is.
 *
 *   | Naam | Telefoon |
 *   | --- | --- |
 *   | Kantoor | 020-1234567 |
 *
 * In a cell, '\|' is a '|' and '<br>' a line break (a Word cell with several paragraphs).
 */

export type TextTable = { columns: string[]; rows: string[][] };

const escapeCell = (cell: string) =>
  cell
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("<br>")
    .replace(/\|/g, "\\|");

const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;

/**
 * Rows of cell texts (the first row is the header) as a pipe table; rows without any text are left
 * out, short rows are filled up to the widest. Empty for a table without any text.
 */
export function formatTextTable(rows: readonly (readonly string[])[]): string {
  const cells = rows.map((r) => r.map(escapeCell));
  const [header, ...body] = cells;
  if (!header || cells.every((r) => r.every((c) => c === ""))) return "";
  const width = Math.max(1, ...cells.map((r) => r.length));
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill("")];
  return [
    line(pad(header)),
    line(Array<string>(width).fill("---")),
    ...body.filter((r) => r.some((c) => c !== "")).map((r) => line(pad(r))),
  ].join("\n");
}

const isRow = (text: string) => text.trimStart().startsWith("|");
const delimiter = /^\|(\s*:?-+:?\s*\|)+$/;
/** The line of dashes under a table's header ('| --- | --- |'). */
export const isDelimiter = (text: string) => delimiter.test(text.trim());

/** The cells of one row: split at each '|' that is not escaped, '\|' and '<br>' read back. */
function cellsOf(text: string): string[] {
  let inner = text.trim().slice(1);
  if (inner.endsWith("|") && !inner.endsWith("\\|")) inner = inner.slice(0, -1);
  return inner.split(/(?<!\\)\|/).map((cell) =>
    cell
      .replace(/\\\|/g, "|")
      .replace(/<br\s*\/?>/gi, "\n")
      .split("\n")
      .map((l) => l.trim())
      .join("\n")
      .trim(),
  );
}

/**
 * The table that starts at `lines[at]`, with the index of the first line after it, or null when no
 * table starts there (the line does not start with '|', or the next is not a line of dashes).
 * `table` is null for a table without any text.
 */
export function readTextTable(lines: readonly string[], at: number): { table: TextTable | null; end: number } | null {
  const first = lines[at];
  const second = lines[at + 1];
  if (first === undefined || second === undefined || !isRow(first) || !isDelimiter(second)) return null;
  let end = at + 2;
  while (end < lines.length && isRow(lines[end]!)) end++;
  const header = cellsOf(first);
  const body = lines
    .slice(at + 2, end)
    .map(cellsOf)
    .filter((r) => r.some((c) => c !== ""));
  const width = Math.max(header.length, cellsOf(second).length, ...body.map((r) => r.length));
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill("")];
  if (body.length === 0 && header.every((c) => c === "")) return { table: null, end };
  return { table: { columns: pad(header), rows: body.map(pad) }, end };
}

/** Whether a text holds a table (a cheap look before parsing it). */
export const hasTextTable = (text: string) => /^[ \t]*\|[ \t]*:?-+/m.test(text);
