/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Generated } from "kysely";

declare module "@core/server/db/schema" {
  interface Database {
    auditor_link: AuditorLinkTable;
    auditor_access: AuditorAccessTable;
    auditor_question: AuditorQuestionTable;
  }
}

export interface AuditorLinkTable {
  id: string;
  organisation_id: string;
  auditor_name: string;
  auditor_email: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface AuditorAccessTable {
  id: string;
  link_id: string;
  organisation_id: string;
  at: string;
  kind: "opened" | "document";
  document_id: string | null;
  document_name: string | null;
  client_address: string | null;
}

export interface AuditorQuestionTable {
  id: string;
  organisation_id: string;
  link_id: string | null;
  auditor_name: string;
  auditor_email: string;
  element: string;
  question: string;
  asked_at: string;
  status: "open" | "done";
  answer: Generated<string>;
  document_id: string | null;
  answered_at: string | null;
  answered_by_name: string | null;
  done_at: string | null;
  done_by_name: string | null;
}
