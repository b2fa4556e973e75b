/**
 * Stored dates (yyyy-MM-dd) and how every screen and export shows them (dd-MM-yyyy; a moment with
 * its time is `format-date.ts`). Plain arithmetic, no date library: every page with a date loads
 * this, and the server at start-up.
 */

const two = (n: number) => String(n).padStart(2, "0");

/** The date in an ISO yyyy-MM-dd value (local midnight), or undefined for '' and free text. */
export function parseIsoDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year); // years before 100 too (new Date(50, …) would be 1950)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** yyyy-MM-dd as dd-MM-yyyy; '' stays ''; free text from before stays as it was. */
export const formatIsoDate = (value: string) => {
  if (!parseIsoDate(value)) return value;
  const [year, month, day] = value.split("-");
  return `${day}-${month}-${year}`;
};

/** A day as yyyy-MM-dd (local time). */
export const isoDay = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, "0")}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
