/**
 * Planning (audit-ready): what the API takes and answers for review dates, the overview, the
 * calendar, 'Afgerond' and the calendar feed, with their Dutch messages.
 */
import { z } from "zod";
import { calendarDay, safeLine } from "./input";
import type { DueItem } from "./due-items";
import type { CoverageRow, FillProgress } from "./coverage";

export const planningMessages = {
  invalidDate: "Kies een geldige datum in de kalender.",
  unknownTopic: "Dit onderdeel bestaat niet in Normwijs.",
  unknownDocument: "Dit document bestaat niet (meer).",
  unknownItem: "Dit punt staat niet (meer) in de planning. Ververs de pagina.",
  doneAtSource:
    "Rond dit af op de pagina waar het staat: een verbeteractie met het resultaat, een klacht met de datum van het oordeel.",
  unknownSubject: "Dit onderdeel of document bestaat niet (meer).",
  chooseOnOff: "Kies aan of uit.",
  feedGone: "Deze agendalink bestaat niet (meer). Maak een nieuwe op de Kwaliteitskalender.",
  /** The description of an event in the calendar feed (the title names the kind already: 'Maatregel: …'). */
  feedEvent: (title: string, url: string) => `${title}\nOpen in Normwijs: ${url}`,
  /** The calendar's name in an agenda app; without an organisation name, just the product. */
  feedName: (organisation: string) => (organisation.trim() ? `Normwijs — ${organisation.trim()}` : "Normwijs"),
} as const;

/** A calendar day yyyy-MM-dd that exists, within a sensible range. */
export const calendarDaySchema = calendarDay({
  message: planningMessages.invalidDate,
  min: "2000-01-01",
  max: "2100-12-31",
});

/** PUT /api/planning/review-dates/…: a date, or null to go back to the default. */
export const reviewDateInputSchema = z.object(
  { reviewOn: calendarDaySchema.nullable() },
  { error: planningMessages.invalidDate },
);

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

/** POST /api/planning/completions: 'Afgerond' on one occurrence. */
export const completionInputSchema = z.object({
  itemId: safeLine({ error: planningMessages.unknownItem, message: planningMessages.unknownItem })
    .min(1, planningMessages.unknownItem)
    .max(200, planningMessages.unknownItem),
  due: calendarDaySchema,
});

/** GET /api/planning/feed, POST /api/planning/feed/renew: the private feed's address. */
export type CalendarFeedDto = { url: string };
