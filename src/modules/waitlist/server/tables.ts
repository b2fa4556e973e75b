/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    waitlist: WaitlistTable;
  }
}

export interface WaitlistTable {
  email: string;
  created_at: string;
  approved_at: string | null;
}
