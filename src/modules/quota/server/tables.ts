/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Generated } from "kysely";

declare module "@core/server/db/schema" {
  interface Database {
    organisation_usage: OrganisationUsageTable;
  }
}

/** Bytes the quality system stores per organisation (values and history), kept by triggers. */
export interface OrganisationUsageTable {
  organisation_id: string;
  /** bigint: a string from PostgreSQL, a number from SQLite. */
  kms_bytes: number | string;
  /** What the client survey's answers store (migration 0021). */
  survey_bytes: Generated<number | string>;
}
