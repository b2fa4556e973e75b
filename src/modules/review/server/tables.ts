/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    management_review: ManagementReviewTable;
  }
}

export interface ManagementReviewTable {
  id: string;
  organisation_id: string;
  year: number;
  version: number;
  figures: string;
  conclusions: string;
  new_goals: string;
  saved_at: string;
  saved_by: string | null;
  saved_by_name: string;
}
