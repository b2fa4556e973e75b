/**
 * An uploaded handbook between reading it and 'Importeren': the file's bytes in storage (they
 * become the document under 'Beleid' on import) and one row with the parsed sections, for the
 * person who uploaded it in their organisation only, for a day. Nothing in the quality system
 * changes before the import; expired drafts are removed with their bytes.
 */
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Db } from "../db";
import { now } from "../db";
import type { Member, SessionUser } from "../http/context";
import { ApiError } from "../http/errors";
import type { FileStorage } from "../documents/storage";
import { storeBytes } from "../documents/bulk";
import { draftLifetimeMs, handbookImportMessages as t, type ParsedHandbook } from "../../shared/handbook-import";

export type Draft = {
  id: string;
  fileName: string;
  size: number;
  storageKey: string;
  parsed: ParsedHandbook;
};

/** Stores the received file and its parsed sections; answers the draft's id. */
export async function createDraft(
  deps: { db: Db; storage: FileStorage },
  member: Member,
  user: SessionUser,
  upload: { file: string; size: number; fileName: string; parsed: ParsedHandbook },
): Promise<string> {
  const { db, storage } = deps;
  await removeExpiredDrafts(db, storage);
  const storageKey = await storeBytes(storage, upload.size, createReadStream(upload.file));
  const id = randomUUID();
  try {
    await db
      .insertInto("handbook_import")
      .values({
        id,
        organisation_id: member.organisationId,
        user_id: user.id,
        file_name: upload.fileName,
        size: upload.size,
        storage_key: storageKey,
        parsed: JSON.stringify(upload.parsed),
        created_at: now(),
        expires_at: Date.now() + draftLifetimeMs,
      })
      .execute();
  } catch (err) {
    await storage.remove(storageKey).catch(() => undefined);
    throw err;
  }
  return id;
}

const gone = () => new ApiError(404, "import_gone", t.gone);

/** The caller's own draft in their organisation, not expired; 404 otherwise. */
export async function findDraft(db: Db, member: Member, user: SessionUser, id: string): Promise<Draft> {
  const row = await db
    .selectFrom("handbook_import")
    .select(["id", "file_name", "size", "storage_key", "parsed"])
    .where("organisation_id", "=", member.organisationId)
    .where("user_id", "=", user.id)
    .where("id", "=", id)
    .where("expires_at", ">", Date.now())
    .executeTakeFirst();
  if (!row) throw gone();
  return {
    id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    storageKey: row.storage_key,
    parsed: JSON.parse(row.parsed) as ParsedHandbook,
  };
}

/** Takes the draft out inside the import's transaction: its bytes now belong to the document. */
export async function consumeDraft(tx: Db, member: Member, id: string): Promise<void> {
  const removed = await tx
    .deleteFrom("handbook_import")
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  // A second 'Importeren' of the same draft (another tab) finds it gone and changes nothing.
  if (Number(removed.numDeletedRows) !== 1) throw gone();
}

/**
 * Removes expired drafts of every organisation with their bytes, a few at a time, whenever a
 * handbook is uploaded: a system sweep, each removal scoped to the row's own organisation.
 */
export async function removeExpiredDrafts(db: Db, storage: FileStorage, limit = 20): Promise<number> {
  const rows = await db
    .selectFrom("handbook_import")
    .select(["id", "organisation_id", "storage_key"])
    .where("expires_at", "<=", Date.now())
    .limit(limit)
    .execute();
  for (const row of rows) {
    const removed = await db
      .deleteFrom("handbook_import")
      .where("organisation_id", "=", row.organisation_id)
      .where("id", "=", row.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 1) await storage.remove(row.storage_key).catch(() => undefined);
  }
  return rows.length;
}
