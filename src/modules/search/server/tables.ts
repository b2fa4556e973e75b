/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */
import type { Generated } from "kysely";

declare module "@core/server/db/schema" {
  interface Database {
    search_entry: SearchEntryTable;
    search_kms_pending: SearchKmsPendingTable;
    search_kms_source: SearchKmsSourceView;
  }
}

/** One searchable thing, kept by triggers (migration 0025); only search/ reads it. */
export interface SearchEntryTable {
  id: Generated<number | string>;
  organisation_id: string;
  /** kms | document | action | audit | finding | member | report (shared/search.ts). */
  kind: string;
  ref: string;
  /** Unindexed, for the link and title: a document's category, an audit's day, a finding's audit, a report's type. */
  detail: string | null;
  title: string;
  body: string;
  /** Set on an entry only some may find (0071): a report's reporter (who triages finds every report). */
  reader_id: string | null;
}

/** KMS values saved since the search index last read them (0035; search/pending.ts). */
export interface SearchKmsPendingTable {
  organisation_id: string;
  name: string;
}

/** A view: what the search index holds for each searchable KMS value (0035). */
export interface SearchKmsSourceView {
  organisation_id: string;
  name: string;
  body: string;
}
