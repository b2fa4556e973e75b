/**
 * Kysely table types. Timestamps are ISO 8601 text in UTC on both engines, so one query path works
 * for SQLite and PostgreSQL and values sort as text.
 *
 * Here are the tables every module shares: organisations and their members, the quality system's
 * values, rate limits and job leases. A module declares its own tables in its `server/tables.ts`,
 * merged into `Database` (declaration merging), so a module's columns live in its folder.
 */
import type { Generated } from "kysely";
import type { Role } from "@core/shared/permissions";

export interface OrganisationTable {
  id: string;
  name: string;
  created_at: string;
  /** 0 or 1: every member must sign in with two-factor (migration 0011). */
  two_factor_required: Generated<number>;
  /** 'jeugdwet', 'wkkgz' or 'beide'; null until answered (migration 0045, shared/complaint-terms.ts). */
  regime: string | null;
  /** The own complaint regulation's term under the Jeugdwet, in weeks; null: the usual 6. */
  complaint_weeks: number | null;
}

export interface MembershipTable {
  organisation_id: string;
  user_id: string;
  role: Role;
  created_at: string;
}

export interface KmsValueTable {
  organisation_id: string;
  name: string;
  /** JSON text of the value. */
  value: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  /** 1 for a deleted value: the row stays so its revisions never restart (migration 0006). */
  deleted: Generated<number>;
}

export interface KmsRevisionTable {
  id: string;
  organisation_id: string;
  name: string;
  revision: number;
  /** JSON text of the value, or null when the value was deleted. */
  value: string | null;
  created_at: string;
  created_by: string;
}

/** A note on one revision of a value, such as 'Geïmporteerd uit handboek.docx' (migration 0027). */
export interface KmsRevisionNoteTable {
  organisation_id: string;
  name: string;
  revision: number;
  note: string;
}

export interface RateLimitTable {
  key: string;
  /** Epoch milliseconds; PostgreSQL returns bigint as a string. */
  window_start: number | string;
  count: number;
  /** Epoch milliseconds: the end of the window; the cleanup job removes the row then. */
  expires_at: number | string;
}

/** One random value per day (Europe/Amsterdam) for the keyed hash of addresses in rate limits. */
export interface RateLimitSecretTable {
  day: string;
  secret: string;
}

/** Organisatiebeoordeling: every saved version of a year's management review (migration 0020). */
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  /** Epoch milliseconds; PostgreSQL returns bigint as a string. */
  expires_at: number | string;
}

/** Every table, as Kysely sees them; the modules' `server/tables.ts` add theirs. */
export interface Database {
  organisation: OrganisationTable;
  membership: MembershipTable;
  kms_value: KmsValueTable;
  kms_revision: KmsRevisionTable;
  kms_revision_note: KmsRevisionNoteTable;
  rate_limit: RateLimitTable;
  rate_limit_secret: RateLimitSecretTable;
  job_lease: JobLeaseTable;
}
