/**
 * An instant as Dutch people read it, in Dutch time (Europe/Amsterdam), the same on server and
 * browser: dd-MM-yyyy, or dd-MM-yyyy HH:mm. (A stored calendar day yyyy-MM-dd is shown with
 * formatIsoDate in dates.ts.)
 */
import { TIME_ZONE } from "@core/shared/calendar-day";

const dayOptions = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE } as const;
/** Made on first use: a time zone's data is slow to load on a phone (see calendar-day.ts). */
let dayFormat: Intl.DateTimeFormat | undefined;
let dayTimeFormat: Intl.DateTimeFormat | undefined;

function partsOf(format: Intl.DateTimeFormat, date: Date | number | string) {
  const parts = format.formatToParts(typeof date === "object" ? date : new Date(date));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
}

/** dd-MM-yyyy */
export function formatDateNl(date: Date | number | string): string {
  const get = partsOf((dayFormat ??= new Intl.DateTimeFormat("nl-NL", dayOptions)), date);
  return `${get("day")}-${get("month")}-${get("year")}`;
}

/** dd-MM-yyyy HH:mm */
export function formatDateTimeNl(date: Date | number | string): string {
  const get = partsOf(
    (dayTimeFormat ??= new Intl.DateTimeFormat("nl-NL", {
      ...dayOptions,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })),
    date,
  );
  return `${get("day")}-${get("month")}-${get("year")} ${get("hour")}:${get("minute")}`;
}
