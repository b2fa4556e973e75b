/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    stored_file: StoredFileTable;
    document_element: DocumentElementTable;
  }
}

export interface StoredFileTable {
  id: string;
  organisation_id: string;
  category: string;
  /** Display name (the user's own name, cleaned of invisible characters); null while uploading. */
  name: string | null;
  /** The cleaned name the user uploaded, before a ' (2)' suffix was added. */
  requested_name: string;
  size: number;
  content_type: string;
  /** Generated, never derived from the name. */
  storage_key: string;
  /** 'deleted': in the recycle bin; 'purging': leaving the bin, its bytes being removed. */
  status: "uploading" | "ready" | "deleted" | "purging";
  created_at: string;
  uploaded_at: string | null;
  uploaded_by: string;
  /** When and by whom it was moved to the recycle bin; null otherwise. */
  deleted_at: string | null;
  deleted_by: string | null;
}

/** A document linked to an HKZ element (migration 0022). */
export interface DocumentElementTable {
  organisation_id: string;
  document_id: string;
  element: string;
  created_at: string;
}
