/**
 * The values an import writes, from the parts, the user's choices and what each place holds now:
 * parts for one place joined in document order, added under the existing text or rows, or
 * replacing them. Pure, so the rules are tested without a server; the server checks every value
 * against the catalogue again before it writes.
 */
import { documentPlace, findTarget, type ImportChoices, type ImportItem } from "./model";
import { handbookImportMessages as t } from "./messages";
import { limits } from "@core/shared/limits";

/** A choice that cannot be carried out; the message names the section. */
export class ImportRefusal extends Error {}

export type ImportWrite = { name: string; kind: "text" | "table"; value: unknown; items: ImportItem[] };

/**
 * What was written, the parts kept as a document of their own ('Bewaren als document'), the
 * sections of which nothing was imported, and the Word tables that were written to the quality
 * system, and of those the ones kept as a table inside a text (see ImportSummaryDto).
 */
export type ComposedImport = {
  writes: ImportWrite[];
  documents: ImportItem[];
  notImported: number;
  tables: number;
  tablesInText: number;
};

const headingOf = (item: ImportItem) => item.heading || t.noHeading;

/** Where each part goes under the user's choices; a part without a choice keeps its proposal. */
export function chosenTargets(
  items: readonly ImportItem[],
  choices: ImportChoices["choices"],
): Map<ImportItem, string | null> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const chosen = new Map(items.map((i) => [i, i.proposal.target] as [ImportItem, string | null]));
  for (const choice of choices) {
    const item = byId.get(choice.item);
    if (!item) throw new ImportRefusal(t.unknownItem);
    if (choice.target !== null && choice.target !== documentPlace) {
      const target = findTarget(choice.target);
      // A table part goes to its own table or, as text, to a text; a text part only to a text.
      const allowed =
        target && (target.kind === "text" || (item.kind === "table" && item.table?.target === target.name));
      if (!allowed) throw new ImportRefusal(t.badTarget(headingOf(item)));
    }
    chosen.set(item, choice.target);
  }
  return chosen;
}

const isRows = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v);

export function composeImport(
  items: readonly ImportItem[],
  choices: ImportChoices,
  current: Record<string, unknown>,
  newId: () => string,
): ComposedImport {
  const chosen = chosenTargets(items, choices.choices);
  const byTarget = new Map<string, ImportItem[]>();
  const documents: ImportItem[] = [];
  for (const item of items) {
    const target = chosen.get(item);
    if (target === documentPlace) documents.push(item);
    else if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), item]);
  }
  const writes: ImportWrite[] = [];
  for (const [name, parts] of byTarget) {
    const mode = choices.modes[name] ?? "append";
    if (mode === "skip") continue;
    const target = findTarget(name)!;
    parts.sort((a, b) => a.section - b.section || items.indexOf(a) - items.indexOf(b));
    const names = parts.map(headingOf).slice(0, 3).join("', '");
    if (target.kind === "text") {
      const joined = parts
        .map((p) => (parts.length > 1 && p.heading ? `${p.heading}\n\n${p.text}` : p.text))
        .join("\n\n");
      if (target.maxChars !== undefined && joined.length > target.maxChars) {
        throw new ImportRefusal(t.tooLongForShortField(names, target.label, target.maxChars));
      }
      const existing = typeof current[name] === "string" ? (current[name] as string) : "";
      const value = mode === "append" && existing.trim() !== "" ? `${existing.trimEnd()}\n\n${joined}` : joined;
      if (value.length > limits.textMaxChars) throw new ImportRefusal(t.textTooLong(names, limits.textMaxChars));
      writes.push({ name, kind: "text", value, items: parts });
    } else {
      const rows = parts.flatMap((p) => (p.table?.rows ?? []).map((r) => ({ id: newId(), ...r })));
      const existing = mode === "append" && isRows(current[name]) ? current[name] : [];
      const value = [...existing, ...rows];
      if (value.length > limits.tableMaxRows) throw new ImportRefusal(t.tableTooLarge(names, limits.tableMaxRows));
      if (rows.some((r) => Object.values(r).some((cell) => cell.length > limits.textMaxChars))) {
        throw new ImportRefusal(t.textTooLong(names, limits.textMaxChars));
      }
      writes.push({ name, kind: "table", value, items: parts });
    }
  }
  const imported = [...writes.flatMap((w) => w.items), ...documents];
  const sections = new Set(items.map((i) => i.section));
  for (const item of imported) sections.delete(item.section);
  // A Word table of which some rows went into one of our tables counts as rows, not as text.
  const asRows = new Set(writes.filter((w) => w.kind === "table").flatMap((w) => w.items.flatMap((i) => i.wordTables)));
  const inText = new Set(
    writes
      .filter((w) => w.kind === "text")
      .flatMap((w) => w.items.flatMap((i) => i.wordTables))
      .filter((n) => !asRows.has(n)),
  );
  return {
    writes,
    documents,
    notImported: sections.size,
    tables: asRows.size + inText.size,
    tablesInText: inText.size,
  };
}
