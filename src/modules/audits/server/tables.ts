/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    internal_audit: InternalAuditTable;
    internal_audit_point: InternalAuditPointTable;
    internal_audit_cycle: InternalAuditCycleTable;
  }
}

/** An internal audit (migration 0018). */
export interface InternalAuditTable {
  id: string;
  organisation_id: string;
  audit_on: string;
  /** JSON [{ id, name }] */
  auditors: string;
  /** JSON string[] of HKZ element numbers */
  elements: string;
  revision: number;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
}

export interface InternalAuditPointTable {
  id: string;
  organisation_id: string;
  audit_id: string;
  element: string;
  position: number;
  text: string;
  status: string;
  note: string;
  updated_by: string | null;
  updated_at: string;
}

export interface InternalAuditCycleTable {
  organisation_id: string;
  starts_on: string;
  updated_by: string | null;
  updated_at: string;
}
