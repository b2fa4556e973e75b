/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    activity_event: ActivityEventTable;
  }
}

/** One entry of the organisation's activity log; never updated (migration 0016). */
export interface ActivityEventTable {
  id: string;
  organisation_id: string;
  at: string;
  user_id: string | null;
  /** Who, as text at the time: 'Anna de Vries (anna@…)', or an auditor. */
  actor: string;
  kind: string;
  subject: string | null;
  detail: string | null;
  address: string | null;
}
