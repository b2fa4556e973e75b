/**
 * Documents in bulk, for the full export and import (transfer/): files owns stored_file and the
 * stored bytes, so transfer reads and writes them only through these functions.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Db } from "@core/server/db";
import { organisationHasRow } from "@core/server/db/rows";
import { lazyRequire } from "@core/server/lazy-require";
import { numberedName } from "@core/shared/file-names";
import { PERSONNEL_FILE_CATEGORY } from "../model";
import { contentTypeFor } from "./names";
import type { FileStorage } from "@core/server/storage";

export type ExportedFileRow = {
  id: string;
  category: string;
  name: string | null;
  size: number | string;
  uploaded_at: string | null;
  storage_key: string;
};

/**
 * The organisation's finished documents (not the bin, not uploads in progress), by category and
 * name. A person's files (Medewerkers) only with `personnel`: every role may export, and those
 * are personal data.
 */
export function listFilesForExport(
  db: Db,
  organisationId: string,
  { personnel }: { personnel: boolean },
): Promise<ExportedFileRow[]> {
  let query = db
    .selectFrom("stored_file")
    .select(["id", "category", "name", "size", "uploaded_at", "storage_key"])
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "ready");
  if (!personnel) query = query.where("category", "<>", PERSONNEL_FILE_CATEGORY);
  return query.orderBy("category").orderBy("name").execute();
}

/** Whether the organisation has any document row at all: finished, in the bin or being uploaded. */
export async function hasAnyFile(db: Db, organisationId: string): Promise<boolean> {
  return organisationHasRow(db, "stored_file", organisationId);
}

/** Stores `size` bytes from a stream under a new key (no row yet); answers the key. */
export async function storeBytes(storage: FileStorage, size: number, stream: Readable): Promise<string> {
  const key = randomBytes(16).toString("hex");
  const { Upload } = lazyRequire("@tus/server") as typeof import("@tus/server");
  await storage.uploads.create(new Upload({ id: key, size, offset: 0, metadata: {} }));
  try {
    await storage.uploads.write(stream, key, 0);
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  return key;
}

export type ImportedFile = { category: string; name: string; size: number; storageKey: string; uploadedAt: string };

/**
 * Rows for documents whose bytes are stored (storeBytes), ready at once, with names unique per
 * category, beside each other and the documents already there, as the upload route would have
 * given them (' (2)'). Call inside the import's transaction; answers the ids and names given, in
 * the order of `files`.
 */
export async function insertImportedFiles(
  tx: Db,
  organisationId: string,
  userId: string,
  files: ImportedFile[],
  at: string,
): Promise<{ id: string; name: string }[]> {
  const existing = await tx
    .selectFrom("stored_file")
    .select(["category", "name"])
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "ready")
    .execute();
  const taken = new Set(existing.map((r) => `${r.category}/${r.name}`));
  const given: { id: string; name: string }[] = [];
  for (const file of files) {
    let n = 1;
    while (taken.has(`${file.category}/${numberedName(file.name, n)}`)) n++;
    const name = numberedName(file.name, n);
    taken.add(`${file.category}/${name}`);
    const id = randomUUID();
    given.push({ id, name });
    await tx
      .insertInto("stored_file")
      .values({
        id,
        organisation_id: organisationId,
        category: file.category,
        name,
        requested_name: file.name,
        size: file.size,
        content_type: contentTypeFor(name),
        storage_key: file.storageKey,
        status: "ready",
        created_at: at,
        uploaded_at: file.uploadedAt,
        uploaded_by: userId,
      })
      .execute();
  }
  return given;
}
