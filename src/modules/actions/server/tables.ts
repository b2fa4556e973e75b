/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    improvement_action: ImprovementActionTable;
    improvement_action_event: ImprovementActionEventTable;
  }
}

/** A Verbeteractie (migration 0017); owned by src/modules/actions. */
export interface ImprovementActionTable {
  id: string;
  organisation_id: string;
  description: string;
  source_kind: string;
  source_id: string | null;
  source_label: string | null;
  owner_id: string | null;
  due_date: string;
  status: string;
  result: string;
  completed_on: string | null;
  revision: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** One accepted change of a Verbeteractie; never updated (migration 0017). */
export interface ImprovementActionEventTable {
  id: string;
  organisation_id: string;
  action_id: string;
  revision: number;
  at: string;
  user_id: string | null;
  actor: string;
  kind: "created" | "changed";
  /** JSON text: { field: [from, to] }. */
  changes: string;
}
