/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Role } from "@core/shared/permissions";

declare module "@core/server/db/schema" {
  interface Database {
    invitation: InvitationTable;
  }
}

export interface InvitationTable {
  id: string;
  organisation_id: string;
  email: string;
  role: Role;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}
