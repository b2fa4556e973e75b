/**
 * Kwartaalanalyse van meldingen: ONE pure function (`quarterAnalysis`) counts the rows of the
 * register of 4.5 (incidents, calamities, complaints, data breaches) of a quarter by type and by
 * cause, beside the quarter before. A row counts in the quarter of its 'Datum (ontdekt)' (`datum`,
 * a calendar day, so no time zone is involved); 'this quarter' is the quarter of today in
 * Europe/Amsterdam. The route, the page, the management review draft and the element pages (4.3,
 * 4.5) all use it. The owner's analysis text per quarter is an ordinary KMS text value
 * (`analysisValueName`), so it has history, live updates, the activity log and the export.
 * Plain data and no zod: the element pages and the review import it.
 */
import { amsterdamDay } from "@core/shared/calendar-day";
import { meldingTypes, oorzaakCategorieen } from "@norm/norm-topics";
import { noCauseLabel, noTypeLabel } from "./messages";

/** A quarter as text: '2026-K3' (the third quarter of 2026). */
export type QuarterKey = string;

export const quarterPattern = /^(\d{4})-K([1-4])$/;

export const analysisLimits = {
  /** The oldest and newest year a quarter may be asked for. */
  yearMin: 2000,
  yearMax: 2100,
  /** The quarters the page offers: back to the oldest row, at most this many. */
  quartersListed: 40,
} as const;

/** The KMS text value that holds the owner's analysis of a quarter: 'meldingen-kwartaalanalyse-2026-k3'. */
export const analysisValueName = (quarter: QuarterKey) => {
  const m = quarterPattern.exec(quarter);
  if (!m) throw new Error(`Not a quarter: ${quarter}`);
  return `meldingen-kwartaalanalyse-${m[1]}-k${m[2]}`;
};
/** The names `analysisValueName` makes; kms-values.ts lets them be saved as texts. */
export const analysisValuePattern = /^meldingen-kwartaalanalyse-(\d{4})-k([1-4])$/;

/** The quarter of an analysis value's name, or undefined for another name. */
export function quarterOfAnalysisName(name: string): QuarterKey | undefined {
  const m = analysisValuePattern.exec(name);
  return m ? `${m[1]}-K${m[2]}` : undefined;
}

const isDay = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
};

/** The quarter of a calendar day (yyyy-MM-dd); null for anything that is not a valid day. */
export function quarterOfDay(day: string): QuarterKey | null {
  if (!isDay(day)) return null;
  return `${day.slice(0, 4)}-K${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The quarter of today (or of an instant) in Europe/Amsterdam. */
export const currentQuarter = (now: Date | string = new Date()): QuarterKey => quarterOfDay(amsterdamDay(now))!;

const parts = (quarter: QuarterKey) => {
  const m = quarterPattern.exec(quarter);
  if (!m) throw new Error(`Not a quarter: ${quarter}`);
  return { year: Number(m[1]), n: Number(m[2]) };
};

/** The quarter `by` quarters later (negative: earlier). */
export function shiftQuarter(quarter: QuarterKey, by: number): QuarterKey {
  const { year, n } = parts(quarter);
  const index = year * 4 + (n - 1) + by;
  return `${Math.floor(index / 4)}-K${(((index % 4) + 4) % 4) + 1}`;
}

export const previousQuarter = (quarter: QuarterKey) => shiftQuarter(quarter, -1);

/** Its first and last day, yyyy-MM-dd. */
export function quarterBounds(quarter: QuarterKey): { from: string; to: string } {
  const { year, n } = parts(quarter);
  const first = (n - 1) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (v: number) => String(v).padStart(2, "0");
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay)}` };
}

/** One line of the comparison: how many rows this quarter and the quarter before. */
export type CountLine = { label: string; count: number; previous: number };

export type QuarterAnalysis = {
  quarter: QuarterKey;
  previousQuarter: QuarterKey;
  from: string;
  to: string;
  total: number;
  previousTotal: number;
  byType: CountLine[];
  byCause: CountLine[];
};

type Row = { datum: string; type: string; oorzaak: string };

const cell = (r: Record<string, unknown>, key: string) => (typeof r[key] === "string" ? (r[key] as string).trim() : "");

/** The register's rows as the counting reads them; anything that is not a row is left out. */
function rowsOf(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  const rows: Row[] = [];
  for (const r of value) {
    if (!r || typeof r !== "object") continue;
    const row = r as Record<string, unknown>;
    rows.push({ datum: cell(row, "datum"), type: cell(row, "type"), oorzaak: cell(row, "oorzaak") });
  }
  return rows;
}

/**
 * Count per label: the known labels first in their own order (also at 0, so the chart and the table
 * keep one shape), then values that are not in the list (from an older version or an import), in
 * Dutch alphabetical order, then the rows without a value — only when there are any.
 */
function countLines(
  known: readonly string[],
  empty: string,
  current: readonly string[],
  before: readonly string[],
): CountLine[] {
  const count = (list: readonly string[]) => {
    const m = new Map<string, number>();
    for (const v of list) m.set(v, (m.get(v) ?? 0) + 1);
    return m;
  };
  const now = count(current);
  const then = count(before);
  const others = [...new Set([...now.keys(), ...then.keys()])]
    .filter((v) => v !== "" && !known.includes(v))
    .sort((a, b) => a.localeCompare(b, "nl"));
  const lines = [...known, ...others].map((label) => ({
    label,
    count: now.get(label) ?? 0,
    previous: then.get(label) ?? 0,
  }));
  if (now.has("") || then.has("")) lines.push({ label: empty, count: now.get("") ?? 0, previous: then.get("") ?? 0 });
  return lines;
}

/**
 * The quarter's counts by type and cause beside the quarter before. `register` is the stored value
 * of the register (its rows); rows without a valid 'Datum (ontdekt)' belong to no quarter.
 */
export function quarterAnalysis(register: unknown, quarter: QuarterKey): QuarterAnalysis {
  const before = previousQuarter(quarter);
  const { from, to } = quarterBounds(quarter);
  const { from: beforeFrom } = quarterBounds(before);
  const now: Row[] = [];
  const then: Row[] = [];
  for (const r of rowsOf(register)) {
    // Days compare as text; only a valid day counts.
    if (r.datum < beforeFrom || r.datum > to || !isDay(r.datum)) continue;
    (r.datum >= from ? now : then).push(r);
  }
  return {
    quarter,
    previousQuarter: before,
    from,
    to,
    total: now.length,
    previousTotal: then.length,
    byType: countLines(
      meldingTypes,
      noTypeLabel,
      now.map((r) => r.type),
      then.map((r) => r.type),
    ),
    byCause: countLines(
      oorzaakCategorieen,
      noCauseLabel,
      now.map((r) => r.oorzaak),
      then.map((r) => r.oorzaak),
    ),
  };
}

/**
 * The quarters to choose from, newest first: from this quarter back to the oldest quarter with a
 * row (at least the quarter before, at most `quartersListed`).
 */
export function quarterChoices(register: unknown, today: QuarterKey): QuarterKey[] {
  let oldest = previousQuarter(today);
  for (const r of rowsOf(register)) {
    const q = quarterOfDay(r.datum);
    if (q && q < oldest) oldest = q;
  }
  const list: QuarterKey[] = [];
  for (let q = today; q >= oldest && list.length < analysisLimits.quartersListed; q = previousQuarter(q)) list.push(q);
  return list;
}

/** GET /api/report-analysis: the quarter's counts, the quarters to choose from, the analysis text's name. */
export type ReportAnalysisDto = {
  analysis: QuarterAnalysis;
  quarters: QuarterKey[];
  /** The KMS text value with the owner's analysis of this quarter. */
  analysisName: string;
};

/** A quarter in short, for the management review and the element pages (4.3, 4.5). */
export type QuarterSummary = {
  quarter: QuarterKey;
  total: number;
  previousTotal: number;
  /** The cause named most often this quarter (the first of the list on a tie); null when none is named. */
  topCause: string | null;
  /** The owner's analysis of the quarter, trimmed ('' when none is written). */
  analysis: string;
};

/** The quarter in short, from the stored values (the register and the quarter's analysis text). */
export function quarterSummary(
  values: Record<string, { value: unknown } | undefined>,
  register: string,
  quarter: QuarterKey,
): QuarterSummary {
  const a = quarterAnalysis(values[register]?.value, quarter);
  let top: CountLine | null = null;
  for (const l of a.byCause) if (l.label !== noCauseLabel && l.count > 0 && (!top || l.count > top.count)) top = l;
  const text = values[analysisValueName(quarter)]?.value;
  return {
    quarter,
    total: a.total,
    previousTotal: a.previousTotal,
    topCause: top ? top.label : null,
    analysis: typeof text === "string" ? text.trim() : "",
  };
}

/** The quarters of a year up to today's quarter, oldest first. */
export function quartersOfYear(year: number, today: QuarterKey): QuarterKey[] {
  return [1, 2, 3, 4].map((n) => `${year}-K${n}`).filter((q) => q <= today);
}
