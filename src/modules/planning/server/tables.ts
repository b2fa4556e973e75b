/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    review_date: ReviewDateTable;
    approval: ApprovalTable;
    due_completion: DueCompletionTable;
    calendar_feed: CalendarFeedTable;
  }
}

/** A review date set by hand (migration 0014); without a row the default applies. */
export interface ReviewDateTable {
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  review_on: string;
  updated_by: string | null;
  updated_at: string;
}

/** 'Vastgesteld': an approval of a topic page's or a document's version (migration 0042). */
export interface ApprovalTable {
  id: string;
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  version_at: string;
  approved_at: string;
  approved_by: string | null;
  approved_by_name: string;
}

/** 'Afgerond' on one occurrence of a due item. */
export interface DueCompletionTable {
  id: string;
  organisation_id: string;
  item_id: string;
  due_on: string;
  completed_on: string;
  completed_by: string | null;
  completed_at: string;
}

export interface CalendarFeedTable {
  user_id: string;
  organisation_id: string;
  token_hash: string;
  nonce: string;
  created_at: string;
}
