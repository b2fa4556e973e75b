/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    report: ReportTable;
    report_grant: ReportGrantTable;
    report_link: ReportLinkTable;
  }
}

/** A report or a client's complaint (migration 0048); owned by src/modules/reports. */
export interface ReportTable {
  id: string;
  organisation_id: string;
  source: string;
  type: string;
  status: string;
  description: string;
  happened_on: string | null;
  place: string;
  involved: string;
  immediate_action: string;
  anonymous: number;
  reporter_id: string | null;
  received_on: string;
  created_at: string;
  register_type: string | null;
  cause: string | null;
  analysis: string;
  register_row_id: string | null;
  triaged_at: string | null;
  triaged_by: string | null;
  feedback: string;
  handled_at: string | null;
}

/** A member the Eigenaar lets triage reports (migration 0048). */
export interface ReportGrantTable {
  organisation_id: string;
  user_id: string;
  created_at: string;
}

/** The public complaint link of an organisation (migration 0048). */
export interface ReportLinkTable {
  organisation_id: string;
  token_nonce: string | null;
  token_hash: string | null;
  token_created_at: string | null;
  closed_at: string | null;
  regulation_file_id: string | null;
}
