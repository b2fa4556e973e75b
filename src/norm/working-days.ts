/**
 * Working days for the legal clocks (the IGJ's 'onverwijld': within 3 working days). A working
 * day is a weekday that is not a general holiday in the sense of the Algemene termijnenwet:
 * Nieuwjaarsdag, Goede Vrijdag, tweede Paasdag, Koningsdag, 5 mei (Bevrijdingsdag), Hemelvaartsdag,
 * tweede Pinksterdag and both Christmas days (sources in docs/sources.md). Days are yyyy-MM-dd.
 */
import { addDays } from "@core/shared/calendar-day";

/** Easter Sunday of a year (Gregorian calendar, the anonymous 'Meeus/Jones/Butcher' computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The general holidays of a year. Koningsdag moves to the 26th when 27 April is a Sunday. */
export function holidays(year: number): ReadonlySet<string> {
  const known = holidayCache.get(year);
  if (known) return known;
  const y = String(year).padStart(4, "0");
  const easter = easterSunday(year);
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? `${y}-04-26` : `${y}-04-27`;
  const set = new Set([
    `${y}-01-01`,
    addDays(easter, -2), // Goede Vrijdag
    addDays(easter, 1), // tweede Paasdag
    kingsDay,
    `${y}-05-05`,
    addDays(easter, 39), // Hemelvaartsdag
    addDays(easter, 50), // tweede Pinksterdag
    `${y}-12-25`,
    `${y}-12-26`,
  ]);
  holidayCache.set(year, set);
  return set;
}

export function isWorkingDay(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(y).has(day);
}

/** The day `count` working days after `day` (the day itself does not count). */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}
