/** File list sorting: by name or upload date; the same key flips, a new key starts ascending. */
import type { StoredFileDto } from "../model";

export type SortKey = "name" | "uploadedAt";
export type Sort = { key: SortKey; direction: "asc" | "desc" };

export const initialSort: Sort = { key: "uploadedAt", direction: "desc" };

export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

const collator = new Intl.Collator("nl", { numeric: true, sensitivity: "base" });

export function sortFiles(files: readonly StoredFileDto[], sort: Sort): StoredFileDto[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...files].sort((a, b) => {
    const primary = sort.key === "name" ? collator.compare(a.name, b.name) : a.uploadedAt.localeCompare(b.uploadedAt);
    return sign * (primary || collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  });
}
