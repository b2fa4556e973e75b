/**
 * The organisation's activity log ('Activiteit'): the kinds of events, their Dutch names, the
 * filters of the list and the CSV export. NEN 7513 asks such logging where health information is
 * involved: who did what, when, from which address.
 */
import { activityKinds } from "./messages";

export type ActivityKind = keyof typeof activityKinds;
export const activityKindList = Object.keys(activityKinds) as [ActivityKind, ...ActivityKind[]];

/** Entries older than this many days are removed by the retention job unless configured otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 730;
/** Entries per page of the list. */
export const ACTIVITY_PAGE_SIZE = 50;
/** Saves of one section by one person closer together than this are one 'kms.changed' entry. */
export const KMS_ACTIVITY_WINDOW_MS = 10 * 60 * 1000;

export type ActivityEntryDto = {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  kind: ActivityKind;
  /** Who did it: a member's name (and e-mail), an auditor, or 'onbekend'. */
  actor: string;
  userId: string | null;
  /** What it was about: a section, a document, a person, a link. */
  subject: string | null;
  detail: string | null;
  /** The client's network address. */
  address: string | null;
};

export type ActivityPageDto = {
  entries: ActivityEntryDto[];
  next: string | null;
  /** Entries older than this many days are removed (ACTIVITY_RETENTION_DAYS). */
  retentionDays: number;
};
export type ActivityPersonDto = { userId: string; name: string };

/**
 * One CSV cell: quoted when needed, and a cell that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | null | undefined)[]) => `${cells.map(csvCell).join(";")}\r\n`;
