/**
 * The Kwaliteitskalender as an iCalendar file (RFC 5545): one all-day event per due item, with a
 * Dutch summary and a link back. Written here rather than with a library: the maintained one
 * (ical-generator) needs Node 22, and the format needs only these few careful rules — CRLF line
 * ends, TEXT escaping (§3.3.11) and folding at 75 octets without splitting a UTF-8 character (§3.1).
 */
import type { DueItem } from "@norm/due-items";
import { addDays } from "@core/shared/calendar-day";
import { planningMessages } from "../messages";

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** Splits a content line into lines of at most 75 octets, continuing with CRLF and one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const basicDate = (day: string) => day.replace(/-/g, "");
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function renderCalendar(input: {
  items: readonly DueItem[];
  organisationId: string;
  organisationName: string;
  appUrl: string;
  now: Date;
}): string {
  const host = new URL(input.appUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Normwijs//Kwaliteitskalender//NL",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(planningMessages.feedName(input.organisationName))}`,
    "X-WR-TIMEZONE:Europe/Amsterdam",
  ];
  for (const item of input.items) {
    const url = new URL(item.link, input.appUrl).toString();
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(`${item.id}.${input.organisationId}@${host}`)}`,
      `DTSTAMP:${stamp(input.now)}`,
      `DTSTART;VALUE=DATE:${basicDate(item.due)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(item.due, 1))}`,
      `SUMMARY:${escapeText(item.title)}`,
      `DESCRIPTION:${escapeText(planningMessages.feedEvent(item.title, url))}`,
      `URL:${url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
