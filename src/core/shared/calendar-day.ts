/**
 * Calendar days as yyyy-MM-dd text, the way due dates are stored and compared. "Today" and the day
 * of an instant are the day in Europe/Amsterdam (where our users are), whatever the time zone of
 * the server or the browser; the arithmetic is on the calendar alone, so a change to or from summer
 * time never shifts a date.
 */

export const TIME_ZONE = "Europe/Amsterdam";

/**
 * Made on first use, not when the module loads: the first formatter with a time zone loads the
 * zone's data, tens of milliseconds on a slow phone, and most pages show no date at first.
 */
let dayFormat: Intl.DateTimeFormat | undefined;
let hourFormat: Intl.DateTimeFormat | undefined;

/**
 * Days already worked out, by UTC hour: Amsterdam is a whole number of hours ahead of UTC and
 * changes to and from summer time on the hour, so every instant of one UTC hour falls on one day
 * there. The Overzicht asks for the day of every stored value and document on each request.
 */
const dayOfHour = new Map<number, string>();

/** The calendar day of an instant in Europe/Amsterdam. */
export function amsterdamDay(instant: Date | string): string {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const hour = Math.floor(ms / 3_600_000);
  const known = dayOfHour.get(hour);
  if (known !== undefined) return known;
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(dayFormat.formatToParts(ms).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (dayOfHour.size >= 10_000) dayOfHour.clear();
  dayOfHour.set(hour, day);
  return day;
}

/** The first instant (ISO, UTC) of a calendar day in Europe/Amsterdam: midnight there, in summer or winter time. */
export function amsterdamDayStart(day: string): string {
  const [y, m, d] = parts(day);
  // Amsterdam is one or two hours ahead of UTC: start two hours before the day's UTC midnight.
  let t = Date.UTC(y, m - 1, d) - 2 * 60 * 60 * 1000;
  while (amsterdamDay(new Date(t)) < day) t += 60 * 60 * 1000;
  return new Date(t).toISOString();
}

/** The hour (0–23) of an instant in Europe/Amsterdam. */
export function amsterdamHour(instant: Date): number {
  hourFormat ??= new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" });
  return Number(hourFormat.format(instant));
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar day yyyy-MM-dd (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const m = isoDay.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(day: string): [number, number, number] {
  const m = isoDay.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The same day `months` later; the 31st (or 29 February) becomes the month's last day when needed. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) =>
    Date.UTC(...(parts(day).map((n, i) => (i === 1 ? n - 1 : n)) as [number, number, number]));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The month of a day, yyyy-MM. */
export const monthOf = (day: string) => day.slice(0, 7);

/** ISO 8601 week of a day, e.g. '2026-W48' (the week's Thursday decides the year). */
export function isoWeek(day: string): string {
  const [y, m, d] = parts(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const weekYear = date.getUTCFullYear();
  // Week 1 holds 4 January; compare the Thursdays of both weeks.
  const jan4 = new Date(Date.UTC(weekYear, 0, 4));
  jan4.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - jan4.getTime()) / (7 * 86_400_000));
  return `${weekYear}-W${pad(week)}`;
}

const monthNames = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];

/** 'november 2026' for '2026-11'. */
export function monthTitle(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${monthNames[m! - 1]} ${y}`;
}
