import type { Kysely } from "kysely";

/**
 * Two indexes that every Overzicht, calendar and element page read (documents/files.ts,
 * readyFilesQuery) needs on SQLite, whose planner has no statistics to choose by: without them it
 * took the documents of every organisation by status, and for each document searched its element
 * links among all of the organisation's links (1,000 documents: 145 ms of a 220 ms answer;
 * bench/readiness.ts). With an equality on both columns, each index wins over the one-column ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("stored_file_organisation_idx")
    .on("stored_file")
    .columns(["organisation_id", "status", "uploaded_at"])
    .execute();
  await db.schema
    .createIndex("document_element_document_idx")
    .on("document_element")
    .columns(["document_id", "organisation_id"])
    .execute();
}
