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
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { Config } from "@core/server/config";
import { assertDocumentsRoom, lockUsage } from "@modules/quota/server";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import type { FileStorage } from "@core/server/storage";
import { storeBytes } from "@modules/documents/server";
import { draftLifetimeMs, type ParsedHandbook } from "../model";
import { handbookImportMessages as t } from "../messages";

export type Draft = {
  id: string;
  fileName: string;
  size: number;
  storageKey: string;
  parsed: ParsedHandbook;
};

/** The bytes of the person's own drafts in the organisation (a new upload replaces them). */
async function ownDraftBytes(db: Db, member: Member, user: SessionUser): Promise<number> {
  const row = await db
    .selectFrom("handbook_import")
    .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
    .where("organisation_id", "=", member.organisationId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * Throws 413 when an upload of `size` bytes does not fit the documents quota, counting every
 * draft but the person's own (which the upload replaces). Asked before the file is read.
 */
export async function assertDraftRoom(
  deps: { db: Db; config: Config },
  member: Member,
  user: SessionUser,
  size: number,
) {
  const { db, config } = deps;
  await inTransaction(db, async (tx) => {
    await lockUsage(tx, member.organisationId);
    await assertDocumentsRoom(tx, config, member.organisationId, size, await ownDraftBytes(tx, member, user));
  });
}

/**
 * Stores the received file and its parsed sections as the person's one draft: their earlier draft
 * goes (its file with it, through handbook_import_file_removal), and the bytes are reserved against
 * the documents quota, checked again under the usage lock. Answers the draft's id.
 */
export async function createDraft(
  deps: { db: Db; storage: FileStorage; config: Config },
  member: Member,
  user: SessionUser,
  upload: { file: string; size: number; fileName: string; parsed: ParsedHandbook },
): Promise<string> {
  const { db, storage, config } = deps;
  const storageKey = await storeBytes(storage, upload.size, createReadStream(upload.file));
  const id = randomUUID();
  try {
    await inTransaction(db, async (tx) => {
      await lockUsage(tx, member.organisationId);
      const own = await ownDraftBytes(tx, member, user);
      await assertDocumentsRoom(tx, config, member.organisationId, upload.size, own);
      await tx
        .deleteFrom("handbook_import")
        .where("organisation_id", "=", member.organisationId)
        .where("user_id", "=", user.id)
        .execute();
      await tx
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
    });
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
