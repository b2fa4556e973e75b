/**
 * Planning (audit-ready): what the API answers for review dates, the overview, the calendar and
 * the calendar feed. The Dutch texts are in messages.ts, the input in schemas.ts.
 */
import type { DueItem } from "@norm/due-items";
import type { CoverageRow, FillProgress } from "@norm/coverage";

export type ReviewDateDto = {
  /** The review date in force: set by hand, else the default; null for a topic without content. */
  reviewOn: string | null;
  setByHand: boolean;
  /** The default (12 months after the last approval, else the last change or upload); null for a topic without content. */
  defaultOn: string | null;
  /** Whether the default counts from an approval ('Vastgesteld'). */
  fromApproval?: boolean;
};

/** GET /api/planning/review-dates */
export type ReviewDatesDto = {
  topic: Record<string, ReviewDateDto>;
  document: Record<string, ReviewDateDto>;
};

export type RecentChangeDto = {
  /** What changed: a topic (and section) title, or a document's name. */
  what: string;
  /** 'gewijzigd', 'verwijderd' or 'geüpload'. */
  action: string;
  who: string | null;
  /** ISO 8601 instant. */
  at: string;
  link: string;
};

/** GET /api/planning/overview: everything the Overzicht shows, in one call. */
export type OverviewDto = {
  today: string;
  overdue: DueItem[];
  soon: DueItem[];
  recent: RecentChangeDto[];
  /** The 23 HKZ elements with their pages and status (shared/coverage.ts). */
  coverage: CoverageRow[];
  /** How many of the 13 Kwaliteitssysteem pages are filled in, and the first topic to fill in next. */
  progress: FillProgress;
};

/** GET /api/planning/calendar */
export type CalendarDto = { today: string; items: DueItem[] };

/** GET /api/planning/feed, POST /api/planning/feed/renew: the private feed's address. */
export type CalendarFeedDto = { url: string };
