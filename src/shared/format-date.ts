/**
 * An instant as Dutch people read it, in Dutch time (Europe/Amsterdam), the same on server and
 * browser: dd-MM-yyyy, or dd-MM-yyyy HH:mm. (A stored calendar day yyyy-MM-dd is shown with
 * formatIsoDate in dates.ts.)
 */
import { TIME_ZONE } from "./calendar-day";

const dayParts = new Intl.DateTimeFormat("nl-NL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const dayTimeParts = new Intl.DateTimeFormat("nl-NL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

function partsOf(format: Intl.DateTimeFormat, date: Date | number | string) {
  const parts = format.formatToParts(typeof date === "object" ? date : new Date(date));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
}

/** dd-MM-yyyy */
export function formatDateNl(date: Date | number | string): string {
  const get = partsOf(dayParts, date);
  return `${get("day")}-${get("month")}-${get("year")}`;
}

/** dd-MM-yyyy HH:mm */
export function formatDateTimeNl(date: Date | number | string): string {
  const get = partsOf(dayTimeParts, date);
  return `${get("day")}-${get("month")}-${get("year")} ${get("hour")}:${get("minute")}`;
}
