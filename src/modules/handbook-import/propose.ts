/**
 * Where each part of an imported Word handbook probably belongs: a pure function of the parsed
 * sections and the catalogue. A section's heading weighs most (the topic's title, the keywords
 * each topic declares, HKZ element numbers), its text less; a table goes to one of our tables
 * when its column headers match enough of that table's columns, else it stays text. A sub-section
 * without a place of its own follows its parent's.
 */
import {
  importTargets,
  type Certainty,
  type DocBlock,
  type ImportItem,
  type ImportTarget,
  type ParsedHandbook,
  type TableGlimpse,
} from "./model";
import { proposalReasons as r } from "./messages";
import { topics, isDateColumn, type TableColumn } from "@norm/catalogue";
import { formatTextTable, readTextTable } from "@core/shared/text-table";

/** Lower case without accents: 'Cliëntervaringen' and 'clientervaringen' are the same word. */
export const normalise = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each word's two patterns, made once: the start of a word, and a whole word. */
const patterns = new Map<string, { start: RegExp; whole: RegExp }>();
function patternOf(word: string) {
  let p = patterns.get(word);
  if (!p) {
    const w = escape(normalise(word));
    p = { start: new RegExp(`(^|[^a-z0-9])${w}`), whole: new RegExp(`(^|[^a-z0-9])${w}($|[^a-z0-9])`) };
    patterns.set(word, p);
  }
  return p;
}
/** A keyword found at the start of a word: 'klacht' in 'klachtenregeling', not in 'aanklacht'. */
const hasWord = (text: string, word: string) => patternOf(word).start.test(text);
const isWord = (text: string, word: string) => patternOf(word).whole.test(text);

const keywordsOf = new Map(topics.map((t) => [t.slug, t.keywords]));
const elementsOf = new Map(topics.map((t) => [t.slug, t.elements as readonly string[]]));

/**
 * Element numbers named as such ('HKZ 4.5', 'element 2.3', 'normparagraaf 1.1'). Not a bare
 * 'paragraaf 4.1.2': a document names its own paragraphs so, and 4.1.2 is no element.
 */
function namedElements(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:hkz|element|normelement|normonderdeel|normparagraaf)\s*(\d\.\d{1,2})(?![.,]?\d)/g,
  )) {
    found.add(m[1]!);
  }
  return found;
}

/** A heading and the start of its text, normalised once for every place they are scored against. */
type Evidence = { h: string; b: string; named: Set<string>; leading: string | undefined };

function evidenceOf(heading: string, body: string): Evidence {
  const h = normalise(heading);
  const b = normalise(body.slice(0, 4000));
  return { h, b, named: new Set([...namedElements(h), ...namedElements(b)]), leading: /^(\d\.\d{1,2})\b/.exec(h)?.[1] };
}

/** How well a heading and text fit a place; 0 is not at all. */
export function scoreTarget(target: ImportTarget, heading: string, body: string): number {
  return scoreEvidence(target, evidenceOf(heading, body));
}

function scoreEvidence(target: ImportTarget, { h, b, named, leading }: Evidence): number {
  let score = 0;
  const title = normalise(target.topicTitle);
  if (h === title || (title.length > 4 && h.includes(title))) score += 8;
  for (const word of target.sectionWords) if (hasWord(h, word)) score += 4;
  let inHeading = 0;
  let inBody = 0;
  for (const word of keywordsOf.get(target.topicSlug) ?? []) {
    // A whole word weighs a little more than the start of one: 'cliëntenraad' over 'cliënten'.
    if (hasWord(h, word)) inHeading += isWord(h, word) ? 6 : 5;
    else if (hasWord(b, word)) inBody += 1;
  }
  score += Math.min(inHeading, 12) + Math.min(inBody, 3);
  const elements = elementsOf.get(target.topicSlug) ?? [];
  if (elements.some((e) => named.has(e))) score += 4;
  // A handbook numbered after the norm ('4.5 Klachten'): some evidence, not proof.
  if (leading && elements.includes(leading)) score += 2;
  return score;
}

/**
 * Why a place fits, in the words the preview shows ('kop bevat: klacht; noemt HKZ 4.5'): the
 * signals scoreEvidence counted, the strongest first, at most three.
 */
function reasonOf(target: ImportTarget, { h, b, named, leading }: Evidence): string {
  const reasons: string[] = [];
  const title = normalise(target.topicTitle);
  const keywords = keywordsOf.get(target.topicSlug) ?? [];
  const words = [
    ...(h === title || (title.length > 4 && h.includes(title)) ? [target.topicTitle] : []),
    ...target.sectionWords.filter((w) => hasWord(h, w)),
    ...keywords.filter((w) => hasWord(h, w)),
  ].map((w) => w.toLowerCase());
  // 'missie en visie' says it all; 'missie' and 'visie' beside it add nothing.
  const shown = [...new Set(words)].filter(
    (w, _, all) => !all.some((o) => o !== w && normalise(o).includes(normalise(w))),
  );
  if (shown.length > 0) reasons.push(r.headingHas(shown.slice(0, 3)));
  const elements = elementsOf.get(target.topicSlug) ?? [];
  const element = elements.find((e) => named.has(e));
  if (element) reasons.push(r.namesElement(element));
  else if (leading && elements.includes(leading)) reasons.push(r.numbered(leading));
  const inBody = keywords.filter((word) => !hasWord(h, word) && hasWord(b, word)).slice(0, 3);
  if (inBody.length > 0) reasons.push(r.textHas(inBody));
  return reasons.join("; ");
}

/** The best place of a kind for a heading and text, how sure that is, and why. */
export function proposeTarget(
  heading: string,
  body: string,
  kind: "text" | "table",
  targets: readonly ImportTarget[] = importTargets,
): { target: string | null; certainty: Certainty; score: number; reason?: string } {
  const evidence = evidenceOf(heading, body);
  const scored = targets
    // A short field (names, 'Aanwezig') never gets a long text, however well its words fit.
    .filter((t) => t.kind === kind && (t.maxChars === undefined || body.length <= t.maxChars))
    .map((t) => ({ t, score: scoreEvidence(t, evidence) }))
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  const second = scored.find((s) => s.t.topicSlug !== best?.t.topicSlug)?.score ?? 0;
  if (!best || best.score < 4) return { target: null, certainty: "Kies zelf", score: best?.score ?? 0 };
  const certainty: Certainty = best.score >= 8 && best.score - second >= 3 ? "Zeker" : "Waarschijnlijk";
  return { target: best.t.name, certainty, score: best.score, reason: reasonOf(best.t, evidence) };
}

/** Word's column headers matched to our columns (same title, or one holds the other); null: no match. */
export function mapColumns(headers: readonly string[], columns: readonly TableColumn[]): (string | null)[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const h = normalise(header);
    if (h === "") return null;
    const match =
      columns.find((c) => !used.has(c.key) && (normalise(c.title) === h || normalise(c.key) === h)) ??
      columns.find((c) => {
        const t = normalise(c.title);
        return (
          !used.has(c.key) && h.length >= 3 && (t.startsWith(h) || h.startsWith(t) || hasWord(t, h) || hasWord(h, t))
        );
      });
    if (!match) return null;
    used.add(match.key);
    return match.key;
  });
}

/** A date as Word tables hold them (25-11-2026, 25/11/2026, 2026-11-25) as yyyy-MM-dd; null if it is none. */
export function parseDate(text: string): string | null {
  const s = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2999 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A cell as our column takes it, or null when it does not fit (a date that is none, an unknown choice). */
function cellFor(column: TableColumn, text: string): string | null {
  const s = text.trim();
  if (s === "") return "";
  if (isDateColumn(column)) return parseDate(s);
  if (column.choice) return column.choice.find((o) => normalise(o) === normalise(s)) ?? null;
  return s;
}

/** A table of one cell: a frame around text in Word, not a table of data. */
const isFrame = (rows: readonly string[][]) => rows.length === 1 && rows[0]!.length === 1;

/**
 * A Word table in a text: a table that stays a table (shared/text-table.ts), or the text of a
 * frame (a table of one cell).
 */
export const tableAsText = (rows: readonly string[][]) => (isFrame(rows) ? rows[0]![0]!.trim() : formatTextTable(rows));

type TableFit = { target: ImportTarget; mapping: (string | null)[]; matched: number };

/** The table of ours a Word table fits best: at least two columns (or its only one) and half its headers matched. */
export function fitTable(header: readonly string[], targets: readonly ImportTarget[] = importTargets): TableFit | null {
  let best: TableFit | null = null;
  const named = header.filter((h) => h.trim() !== "").length;
  for (const target of targets) {
    if (target.kind !== "table") continue;
    const mapping = mapColumns(header, target.columns);
    const matched = mapping.filter((k) => k !== null).length;
    if (matched < Math.min(2, named) || matched * 2 < named || matched === 0) continue;
    if (!best || matched > best.matched) best = { target, mapping, matched };
  }
  return best;
}

const blocksText = (blocks: readonly DocBlock[]) => {
  const out: string[] = [];
  for (const block of blocks) {
    // A list item's further lines are indented, so they stay in the item (shared/plain-text.ts).
    const text =
      block.kind === "table"
        ? tableAsText(block.rows)
        : block.kind === "list"
          ? `- ${block.text.replace(/\n/g, "\n  ")}`
          : block.text;
    if (text.trim() === "") continue;
    // List items follow each other line by line; everything else is its own paragraph.
    if (block.kind === "list" && out.length > 0 && out[out.length - 1]!.startsWith("- "))
      out[out.length - 1] += `\n${text}`;
    else out.push(text);
  }
  return out.join("\n\n");
};

/** Columns named in a table's glimpse in the preview; the rest are counted. */
const glimpseColumns = 6;

/**
 * The preview's look at a part: its first three lines of text, and its first two tables in short
 * (column titles and rows), never a row of cells between '|'.
 */
export function openingOf(text: string): { opening: string; openingTables: TableGlimpse[] } {
  const all = text.split("\n");
  const lines: string[] = [];
  const openingTables: TableGlimpse[] = [];
  for (let i = 0; i < all.length && lines.length < 3; i++) {
    const table = readTextTable(all, i);
    if (table) {
      if (table.table && openingTables.length < 2) {
        const columns = table.table.columns.filter((c) => c !== "");
        openingTables.push({
          columns: columns.slice(0, glimpseColumns).map((c) => c.replace(/\n/g, " ")),
          columnCount: table.table.columns.length,
          rows: table.table.rows.length,
        });
      }
      i = table.end - 1;
    } else if (all[i]!.trim() !== "") lines.push(all[i]!);
  }
  const opening = lines.join("\n");
  return { opening: opening.length > 300 ? `${opening.slice(0, 299)}…` : opening, openingTables };
}

/** A chapter before the content: what the document is, for whom, how to read it. */
const frontMatter = /^(\d[\d.]*\s*)?(inleiding|leeswijzer|voorwoord|over dit (document|handboek|plan))$/;
/** A first sentence about the document itself: 'Doelgroep van dit kwaliteitsplan zijn …'. */
const aboutDocument =
  /^[^.!?]{0,120}\b(dit|deze) (document|handboek|plan|kwaliteitsplan|inwerkplan|plan van aanpak|kwaliteitsaanpak|notitie|verklaring)\b/;

/**
 * The parts of a parsed handbook with a proposed place each: per section its text (with tables
 * that fit none of ours, and rows that do not fit, as text) and each table that fits one of ours.
 */
export function proposeItems(parsed: ParsedHandbook, targets: readonly ImportTarget[] = importTargets): ImportItem[] {
  const items: ImportItem[] = [];
  /** The place of the nearest section above, per heading level, for sub-sections without their own. */
  const parents: { level: number; target: string | null; heading: string; score: number }[] = [];
  /** Word tables are numbered through the document, so the summary counts each once. */
  let wordTable = 0;
  parsed.sections.forEach((section, index) => {
    const textBlocks: DocBlock[] = [];
    const textTables: number[] = [];
    const tableItems: ImportItem[] = [];
    for (const block of section.blocks) {
      if (block.kind !== "table") {
        textBlocks.push(block);
        continue;
      }
      const number = wordTable++;
      const asText = (b: DocBlock) => {
        textBlocks.push(b);
        // A frame's text is text: the summary counts tables that came in as tables.
        if (b.kind === "table" && !isFrame(b.rows) && blocksText([b]).trim() !== "") textTables.push(number);
      };
      if (block.rows.length < 2) {
        asText(block);
        continue;
      }
      const [header, ...rows] = block.rows;
      const fit = fitTable(header!, targets);
      if (!fit) {
        asText(block);
        continue;
      }
      const fitting: Record<string, string>[] = [];
      const misfits: string[][] = [];
      for (const row of rows) {
        const cells: Record<string, string> = {};
        let fits = row.length === header!.length;
        fit.mapping.forEach((key, i) => {
          if (!key || !fits) return;
          const value = cellFor(
            fit.target.columns.find((c) => c.key === key)!,
            row[i] ?? "",
          );
          if (value === null) fits = false;
          else if (value !== "") cells[key] = value;
        });
        if (!fits) misfits.push(row);
        else if (Object.keys(cells).length > 0) fitting.push(cells);
      }
      if (misfits.length > 0) asText({ kind: "table", rows: [header!, ...misfits] });
      if (fitting.length === 0) continue;
      const text = tableAsText([header!, ...rows]);
      tableItems.push({
        id: `s${index}t${tableItems.length + 1}`,
        section: index,
        heading: section.heading,
        kind: "table",
        ...openingOf(text),
        text,
        wordTables: [number],
        table: {
          target: fit.target.name,
          rows: fitting,
          unmappedColumns: header!.filter((h, i) => fit.mapping[i] === null && h.trim() !== ""),
        },
        proposal: {
          target: fit.target.name,
          certainty: fit.matched === header!.length ? "Zeker" : "Waarschijnlijk",
          reason: r.columnsFit(fit.matched, header!.filter((h) => h.trim() !== "").length),
        },
      });
    }
    const text = blocksText(textBlocks);
    while (parents.length > 0 && parents[parents.length - 1]!.level >= section.level) parents.pop();
    // 'Doelgroep' under 'Inleiding', saying 'Doelgroep van dit plan zijn …': the document's readers,
    // not the organisation's clients. Such a part gets no place, and its sub-parts none from it.
    const aboutThisDocument =
      parents.some((p) => frontMatter.test(normalise(p.heading))) && aboutDocument.test(normalise(text.slice(0, 300)));
    const own = aboutThisDocument
      ? { target: null, certainty: "Kies zelf" as const, score: 0 }
      : proposeTarget(section.heading, text, "text", targets);
    const fitsLength = (name: string) => (targets.find((t) => t.name === name)?.maxChars ?? Infinity) >= text.length;
    const parent = [...parents].reverse().find((p) => p.target !== null && fitsLength(p.target));
    // Follows its parent only without a sign of its own: a section about a table-only topic
    // ('Klachten' beside the register) is the user's to place, unless the parent's sign is stronger
    // ('Procesuitleg' under 'Risicomanagementproces').
    const table = own.target === null ? proposeTarget(section.heading, text, "table", targets) : null;
    const elsewhere = table !== null && table.target !== null && table.score > (parent?.score ?? 0);
    const proposal: ImportItem["proposal"] =
      own.target === null && !elsewhere && !aboutThisDocument && parent && section.heading !== ""
        ? { target: parent.target, certainty: "Waarschijnlijk", reason: r.underHeading(parent.heading) }
        : { target: own.target, certainty: own.certainty, ...(own.reason ? { reason: own.reason } : {}) };
    if (section.heading !== "")
      parents.push({
        level: section.level,
        target: aboutThisDocument ? null : proposal.target,
        heading: section.heading,
        score: own.target !== null ? own.score : proposal.target !== null ? (parent?.score ?? 0) : 0,
      });
    if (text.trim() !== "") {
      items.push({
        id: `s${index}`,
        section: index,
        heading: section.heading,
        kind: "text",
        ...openingOf(text),
        text,
        wordTables: textTables,
        proposal,
      });
    }
    items.push(...tableItems);
  });
  return items;
}
