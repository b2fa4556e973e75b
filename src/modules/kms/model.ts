/**
 * The history of one KMS value ('Geschiedenis'): its versions as the server lists them, the short
 * size of each change, the grouping of autosave bursts, and the comparison of a version with the
 * current value. Pure functions, the same on server and browser.
 */
import type { TableColumn } from "@norm/catalogue";
import type { TableRow, ValueKind } from "@norm/kms-values";
import { historyText } from "./messages";

/** Versions per page of the history list. */
export const HISTORY_PAGE_SIZE = 20;
/** Consecutive saves by one person at most this far apart form one entry in the list. */
export const HISTORY_GROUP_MS = 10 * 60 * 1000;

export type HistoryVersionDto = {
  revision: number;
  /** When it was saved (ISO). */
  at: string;
  byId: string;
  /** The person's current name; null when the account no longer exists. */
  byName: string | null;
  /** A delete (the value was emptied: a removed goal set's part). */
  deleted: boolean;
  /** What changed against the version before it, in Dutch ('+120 / −8 tekens', '2 rijen gewijzigd'). */
  change: string;
  /** A note saved with the version, such as 'Geïmporteerd uit handboek.docx'; null for an ordinary save. */
  note: string | null;
  /** The page was 'Vastgesteld' while this was its version: when and by whom (oldest first). */
  approvals: { at: string; byName: string }[];
};

export type HistoryPageDto = {
  versions: HistoryVersionDto[];
  /** Pass as `before` for the next (older) page; null when this was the oldest. */
  next: number | null;
};

export type HistoryValueDto = { revision: number; at: string; byName: string | null; deleted: boolean; value: unknown };

/** How many characters were added and removed between two texts: one changed stretch between the common start and end. */
export function textChange(before: string, after: string): { added: number; removed: number } {
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before[start] === after[start]) start++;
  let end = 0;
  while (end < max - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { added: after.length - start - end, removed: before.length - start - end };
}

const rowsOf = (v: unknown): TableRow[] => (Array.isArray(v) ? (v as TableRow[]) : []);
const sameRow = (a: TableRow, b: TableRow) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? "") === (b[k] ?? ""));
};

/** Rows added, removed and changed between two versions of a table (rows are matched by id). */
export function tableChange(before: unknown, after: unknown) {
  const old = new Map(rowsOf(before).map((r) => [r.id, r]));
  const now = new Map(rowsOf(after).map((r) => [r.id, r]));
  let added = 0;
  let changed = 0;
  for (const [id, row] of now) {
    const was = old.get(id);
    if (!was) added++;
    else if (!sameRow(was, row)) changed++;
  }
  const removed = [...old.keys()].filter((id) => !now.has(id)).length;
  return { added, removed, changed };
}

/**
 * The size of a change in Dutch. `before` is undefined for the first version; `after` null for a
 * delete.
 */
export function describeChange(kind: ValueKind, before: unknown, after: unknown | null): string {
  if (after === null) return historyText.deleted;
  const first = before === undefined || before === null;
  if (kind.kind === "text") {
    const { added, removed } = textChange(typeof before === "string" ? before : "", String(after ?? ""));
    const size = historyText.chars(added, removed);
    return first ? `${historyText.firstVersion}, ${size}` : added + removed === 0 ? historyText.noChange : size;
  }
  if (kind.kind === "goalSets") {
    const was = new Set(rowsOf(before) as unknown as string[]);
    const is = new Set(rowsOf(after) as unknown as string[]);
    const added = [...is].filter((id) => !was.has(id)).length;
    const removed = [...was].filter((id) => !is.has(id)).length;
    const parts = [
      added > 0 ? historyText.sets(added, "toegevoegd") : "",
      removed > 0 ? historyText.sets(removed, "verwijderd") : "",
    ].filter(Boolean);
    return parts.join(", ") || historyText.noChange;
  }
  const { added, removed, changed } = tableChange(before, after);
  const parts = [
    added > 0 ? historyText.rows(added, "toegevoegd") : "",
    changed > 0 ? historyText.rows(changed, "gewijzigd") : "",
    removed > 0 ? historyText.rows(removed, "verwijderd") : "",
  ].filter(Boolean);
  const size = parts.join(", ") || historyText.noChange;
  return first ? `${historyText.firstVersion}, ${size}` : size;
}

export type VersionGroup = { latest: HistoryVersionDto; versions: HistoryVersionDto[] };

/**
 * Groups a newest-first list: consecutive versions by the same person, each at most
 * HISTORY_GROUP_MS after the one before it, form one group shown as its latest version. A delete is
 * always an entry of its own. Every version stays in its group, so each remains reachable.
 */
export function groupVersions(versions: readonly HistoryVersionDto[], windowMs = HISTORY_GROUP_MS): VersionGroup[] {
  const groups: VersionGroup[] = [];
  for (const v of versions) {
    const group = groups.at(-1);
    const previous = group?.versions.at(-1);
    const joins =
      group &&
      previous &&
      !v.deleted &&
      !previous.deleted &&
      previous.byId === v.byId &&
      Date.parse(previous.at) - Date.parse(v.at) <= windowMs;
    if (joins) group.versions.push(v);
    else groups.push({ latest: v, versions: [v] });
  }
  return groups;
}

export type CellChange = { key: string; title: string; before: string; after: string; changed: boolean };
export type RowComparison =
  | { status: "added" | "removed" | "same"; id: string; cells: CellChange[] }
  | { status: "changed"; id: string; cells: CellChange[] };

/**
 * A table version against the current value, row by row (matched by id): the current rows in their
 * order with the removed ones after them; each cell says whether it differs.
 */
export function compareTables(columns: readonly TableColumn[], version: unknown, current: unknown): RowComparison[] {
  const old = new Map(rowsOf(version).map((r) => [r.id, r]));
  const now = rowsOf(current);
  const nowIds = new Set(now.map((r) => r.id));
  const cells = (a: TableRow | undefined, b: TableRow | undefined): CellChange[] =>
    columns
      .filter((c) => !c.computed)
      .map((c) => {
        const before = a?.[c.key] ?? "";
        const after = b?.[c.key] ?? "";
        return { key: c.key, title: c.title, before, after, changed: before !== after };
      });
  const out: RowComparison[] = now.map((row) => {
    const was = old.get(row.id);
    if (!was) return { status: "added", id: row.id, cells: cells(undefined, row) };
    const c = cells(was, row);
    return { status: c.some((x) => x.changed) ? "changed" : "same", id: row.id, cells: c };
  });
  for (const [id, row] of old) if (!nowIds.has(id)) out.push({ status: "removed", id, cells: cells(row, undefined) });
  return out;
}
