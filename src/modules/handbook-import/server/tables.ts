/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    handbook_import: HandbookImportTable;
    handbook_import_file_removal: HandbookImportFileRemovalTable;
  }
}

/** An uploaded handbook waiting for 'Importeren' (migration 0027). */
export interface HandbookImportTable {
  id: string;
  organisation_id: string;
  user_id: string;
  file_name: string;
  size: number | string;
  storage_key: string;
  parsed: string;
  created_at: string;
  expires_at: number | string;
}

/** The stored file of a removed import draft, for the sweep to remove (migration 0031). */
export interface HandbookImportFileRemovalTable {
  storage_key: string;
}
