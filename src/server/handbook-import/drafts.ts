/**
 * An uploaded handbook between reading it and 'Importeren': the file's bytes in storage (they
 * become the document under 'Beleid' on import) and one row with the parsed sections, for the
 * person who uploaded it in their organisation only, for a day. Nothing in the quality system
 * changes before the import. Every removed draft row leaves its storage key in
 * handbook_import_file_removal (a trigger, migration 0031), also when it went with its organisation;
 * the sweep (sweep.ts) removes expired drafts and then the files so noted.
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
export async function consumeDraft(tx: Db, member: Member, draft: Pick<Draft, "id" | "storageKey">): Promise<void> {
  const removed = await tx
    .deleteFrom("handbook_import")
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", draft.id)
    .executeTakeFirst();
  // A second 'Importeren' of the same draft (another tab) finds it gone and changes nothing.
  if (Number(removed.numDeletedRows) !== 1) throw gone();
  await tx.deleteFrom("handbook_import_file_removal").where("storage_key", "=", draft.storageKey).execute();
}

/**
 * Removes expired drafts of every organisation, then the stored files of every removed draft: a
 * system sweep with no member, each draft's removal scoped to its own organisation. A file is
 * struck from the list only once its bytes are gone, so a failed removal is tried again next time.
 */
export async function removeExpiredDrafts(db: Db, storage: FileStorage): Promise<number> {
  const expired = await db
    .selectFrom("handbook_import")
    .select(["id", "organisation_id"])
    .where("expires_at", "<=", Date.now())
    .execute();
  for (const row of expired) {
    await db
      .deleteFrom("handbook_import")
      .where("organisation_id", "=", row.organisation_id)
      .where("id", "=", row.id)
      .execute();
  }
  const files = await db.selectFrom("handbook_import_file_removal").select("storage_key").execute();
  for (const { storage_key } of files) {
    await storage.remove(storage_key);
    await db.deleteFrom("handbook_import_file_removal").where("storage_key", "=", storage_key).execute();
  }
  return files.length;
}
