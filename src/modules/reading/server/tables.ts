/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Role } from "@core/shared/permissions";

declare module "@core/server/db/schema" {
  interface Database {
    reading_item: ReadingItemTable;
    reading_target: ReadingTargetTable;
    reading_confirmation: ReadingConfirmationTable;
  }
}

/** Leesbevestigingen (migration 0024); owned by src/modules/reading. */
export interface ReadingItemTable {
  id: string;
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  audience: "all" | "chosen";
  version_revision_id: string | null;
  version_file_id: string | null;
  asked_at: string;
  created_by: string | null;
  created_at: string;
}

export interface ReadingTargetTable {
  item_id: string;
  organisation_id: string;
  role: Role | null;
  user_id: string | null;
}

export interface ReadingConfirmationTable {
  id: string;
  organisation_id: string;
  item_id: string;
  /** Null for an imported answer of someone without an account here: person_email names them. */
  user_id: string | null;
  answer: "read" | "not_applicable";
  reason: string | null;
  version_revision_id: string | null;
  version_file_id: string | null;
  at: string;
  person_name: string | null;
  person_email: string | null;
  /** How an imported answer's version read, when no revision or file here names it. */
  version_label: string | null;
}
