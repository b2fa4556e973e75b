/**
 * The deadline of one row of a dated table under its rule (due-rules.ts): the due items and the
 * register's computed cell both ask this, so the Overzicht, the calendar, the mails and the table
 * never disagree about a day.
 */
import { addDays, addMonths, isCalendarDay } from "@core/shared/calendar-day";
import { addWorkingDays } from "@norm/working-days";
import type { PlannedDateRule } from "@norm/due-rules";

/**
 * What became of a requested extension: none asked, counted, cut back to the longest allowed,
 * or not counted (no notice, a notice after the first deadline, or a day not after it).
 */
export type ExtensionOutcome = "none" | "counted" | "capped" | "no-notice" | "late-notice" | "not-later";

export type PlannedDue = {
  /** The day the term starts (yyyy-MM-dd). */
  start: string;
  /** The deadline without an extension. */
  firstDue: string;
  /** The deadline that applies. */
  due: string;
  extension: ExtensionOutcome;
  /** The longest extension allowed: the latest day the deadline may move to. */
  latestExtension?: string;
  /** The day the person concerned was told of the extension. */
  notice?: string;
  /** Still to do: every openWhileEmpty column is empty. */
  open: boolean;
  /** The day it was done, when a column that closes it holds a day. */
  doneOn?: string;
};

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const day = (v: unknown) => (isCalendarDay(text(v)) ? text(v) : undefined);

/** The row's deadline, or undefined when the rule does not apply to it or it has no start day. */
export function plannedDue(rule: PlannedDateRule, row: Record<string, unknown>): PlannedDue | undefined {
  if (rule.onlyWhere && text(row[rule.onlyWhere.column]) !== rule.onlyWhere.value) return undefined;
  const start = day(row[rule.dateColumn]) ?? (rule.fallbackDateColumn ? day(row[rule.fallbackDateColumn]) : undefined);
  if (!start) return undefined;
  const closers = rule.openWhileEmpty === undefined ? [] : [rule.openWhileEmpty].flat();
  const firstDue = rule.afterWorkingDays
    ? addWorkingDays(start, rule.afterWorkingDays)
    : rule.afterMonths
      ? addMonths(start, rule.afterMonths.months[text(row[rule.afterMonths.column])] ?? rule.afterMonths.fallback)
      : addDays(start, rule.afterDays);
  const result: PlannedDue = {
    start,
    firstDue,
    due: firstDue,
    extension: "none",
    open: closers.every((c) => !text(row[c])),
    doneOn: closers.map((c) => day(row[c])).find(Boolean),
  };
  const ext = rule.extension;
  const requested = ext ? day(row[ext.column]) : undefined;
  if (!ext || !requested) return result;
  const latest = addDays(firstDue, ext.maxDays);
  const notice = day(row[ext.noticeColumn]);
  result.latestExtension = latest;
  result.notice = notice;
  if (requested <= firstDue) result.extension = "not-later";
  else if (!notice) result.extension = "no-notice";
  else if (notice > firstDue) result.extension = "late-notice";
  else {
    result.extension = requested > latest ? "capped" : "counted";
    result.due = requested > latest ? latest : requested;
  }
  return result;
}
