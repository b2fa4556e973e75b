/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Generated } from "kysely";

declare module "@core/server/db/schema" {
  interface Database {
    user: UserTable;
    session: SessionTable;
    session_organisation: SessionOrganisationTable;
  }
}

/** better-auth's user table, as far as we read it. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** better-auth's two-factor plugin: 0/1 on SQLite, a boolean on PostgreSQL, null on older rows. */
  twoFactorEnabled: Generated<number | boolean | null>;
  /** 0/1 on SQLite, a boolean on PostgreSQL; written through better-auth only. */
  emailVerified: number | boolean;
}

/** better-auth's session table (created by its own migrations); read by our session guard. */
export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  /** ISO text on SQLite, a Date on PostgreSQL (also the two below). */
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The organisation a session works in (none: the oldest membership). */
export interface SessionOrganisationTable {
  session_token: string;
  organisation_id: string;
}
