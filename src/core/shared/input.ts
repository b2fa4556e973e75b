/**
 * The zod building blocks for everything that enters, on both sides and on both engines: texts
 * (the character rule of text-rules.ts), ids, numbers and revisions that fit a 32-bit column, and
 * calendar days within the calendar's range. Every shared schema and every route's path and query
 * check is made of these, so SQLite and PostgreSQL accept and refuse the same, and the import takes
 * what the routes take.
 */
import { z } from "zod";
import { hasUnsafeChars } from "@core/shared/text-rules";
import { isCalendarDay } from "@core/shared/calendar-day";

// Every zod message a person might read is Dutch, also the library's own defaults. Every input
// schema builds on this file, so the setting is made before any of them checks anything.
z.config(z.locales.nl());

export const inputMessages = {
  controlChars:
    "De tekst bevat een onzichtbaar teken dat niet is toegestaan. Typ de tekst opnieuw of plak hem zonder opmaak.",
  oneLine: "Deze tekst past op één regel.",
  invalidDate: "Kies een geldige datum.",
  badId: "Deze gegevens kunnen niet worden verwerkt. Ververs de pagina en probeer het opnieuw.",
} as const;

type TextOptions = {
  /** The message when it is no text at all. */
  error?: string;
  /** The message when it holds a character that is not allowed. */
  message?: string;
  /** Trim first, so line breaks around a one-line text are not held against it. */
  trim?: boolean;
};

const textOf = (multiline: boolean, { error, message, trim = false }: TextOptions) => {
  const text = z.string(error ? { error } : undefined);
  return (trim ? text.trim() : text).refine(
    (s) => !hasUnsafeChars(s, multiline),
    message ?? inputMessages.controlChars,
  );
};

/**
 * A text that may span lines (tab and line breaks allowed): no other control character, no unpaired
 * surrogate. Add min and max as needed.
 */
export const safeText = (options: TextOptions = {}) => textOf(true, options);

/** A text on one line: no control character at all (a tab or line break included), no unpaired surrogate. */
export const safeLine = (options: TextOptions = {}) => textOf(false, options);

/**
 * Every id the app makes (random UUIDs, better-auth's ids, row and goal-set ids, question ids) is
 * letters, digits, '-' and '_'; anything else names nothing, and never reaches a query.
 */
export const idPattern = /^[A-Za-z0-9_-]{1,100}$/;
export const safeId = (message: string = inputMessages.badId) => z.string({ error: message }).regex(idPattern, message);

/** The largest number an integer column holds: PostgreSQL's integer is 32 bits (SQLite's is 64). */
export const int32Max = 2 ** 31 - 1;

/** `message` for every way the number is wrong; without it, zod's own (Dutch) messages. */
type NumberOptions = { min?: number; max?: number; message?: string };

/** A whole number from min up to what the column holds. */
export const int32 = ({ min = 0, max = int32Max, message }: NumberOptions = {}) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(min, message)
    .max(max, message);

/**
 * A revision a write starts from, or asks for: at most one below the column's largest number, so
 * the revision after it fits too. Beyond that no row has it: the write is stale, or the version unknown.
 */
export const revisionSchema = ({ min = 0, message }: Omit<NumberOptions, "max"> = {}) =>
  int32({ min, max: int32Max - 1, message });

/** A revision in a path or query (text): the same bounds. */
export const revisionParam = ({ min = 1, message }: Omit<NumberOptions, "max"> = {}) =>
  z.coerce.number(message ? { error: message } : undefined).pipe(revisionSchema({ min, message }));

/** The days a date may take anywhere: a stored date, a filter, a period (a day after 2999-12-31 may not exist). */
export const dayRange = { min: "1900-01-01", max: "2999-12-31" } as const;

/** A calendar day yyyy-MM-dd that exists, within dayRange or a narrower range. */
export const calendarDay = ({
  message = inputMessages.invalidDate,
  min = dayRange.min,
  max = dayRange.max,
}: { message?: string; min?: string; max?: string } = {}) =>
  z.string({ error: message }).refine((s) => isCalendarDay(s) && s >= min && s <= max, message);
