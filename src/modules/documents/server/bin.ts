/**
 * The recycle bin ('Prullenbak'). Deleting a document moves it here (status 'deleted'): it leaves
 * every list, download and export, gives up its name, but keeps its bytes, which still count for
 * the storage quota. 'Terugzetten' makes it ready again under its name, or with ' (2)' when that
 * was taken meanwhile. After BIN_RETENTION_DAYS, or at once when an Eigenaar purges it, it leaves
 * for good.
 *
 * Purging is two steps so that a crash in between never leaves a document that can be restored
 * without bytes, nor bytes that nobody can find: first the row is marked 'purging' (out of the
 * bin, no longer restorable), then its bytes are removed, then the row. A row left in 'purging'
 * (a crash, storage unavailable) is finished by the next run of the job; removing bytes that are
 * already gone is fine, so every step can be repeated.
 */
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import type { DocumentCategory } from "@norm/catalogue";
import {
  BIN_RETENTION_DAYS,
  PERSONNEL_FILE_CATEGORY,
  purgeDate,
  type BinEntryDto,
  type RestoredFileDto,
} from "../model";
import type { Logger } from "@core/server/logger";
import { makeReadyUnderFreeName } from "./files";
import type { FileStorage } from "@core/server/storage";
import { documentsMessages } from "./messages";

const gone = () => notFound(documentsMessages.notInBin);

/** Moves a ready document to the bin; answers its name and category. */
export async function moveToBin(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
): Promise<{ name: string; category: DocumentCategory }> {
  const moved = await db
    .updateTable("stored_file")
    .set({ status: "deleted", deleted_at: now(), deleted_by: user.id })
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .where("status", "=", "ready")
    .returning(["name", "category"])
    .executeTakeFirst();
  if (!moved) throw notFound(documentsMessages.notFound);
  return { name: moved.name ?? "", category: moved.category as DocumentCategory };
}

/** The bin, newest deletion first; one category or all. */
export async function listBin(db: Db, member: Member, category?: DocumentCategory): Promise<BinEntryDto[]> {
  let query = db
    .selectFrom("stored_file")
    .leftJoin("user", "user.id", "stored_file.deleted_by")
    .select([
      "stored_file.id as id",
      "stored_file.name as name",
      "stored_file.category as category",
      "stored_file.size as size",
      "stored_file.deleted_at as deletedAt",
      "user.name as deletedByName",
    ])
    .where("stored_file.organisation_id", "=", member.organisationId)
    .where("stored_file.status", "=", "deleted")
    .orderBy("stored_file.deleted_at", "desc");
  if (category) query = query.where("stored_file.category", "=", category);
  // A person's files in the bin are for an Eigenaar only (personal data).
  if (member.role !== "owner") query = query.where("stored_file.category", "<>", PERSONNEL_FILE_CATEGORY);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? "",
    category: r.category as DocumentCategory,
    size: Number(r.size),
    deletedAt: r.deletedAt ?? "",
    deletedByName: r.deletedByName,
    purgeAt: purgeDate(r.deletedAt ?? ""),
  }));
}

/** Puts a document back in its category under its name, or ' (2)' etc. when that is taken now. */
export async function restoreFromBin(db: Db, member: Member, id: string): Promise<RestoredFileDto> {
  const row = await db
    .selectFrom("stored_file")
    .select(["id", "category", "name", "requested_name"])
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .where("status", "=", "deleted")
    .executeTakeFirst();
  if (!row || (row.category === PERSONNEL_FILE_CATEGORY && member.role !== "owner")) throw gone();
  return makeReadyUnderFreeName(db, member.organisationId, row, "deleted", {
    first: row.name ?? row.requested_name,
    base: row.requested_name,
  });
}

/**
 * What other modules forget of a document that is gone for good: planning drops its review date
 * (kept while it was in the bin, so a restore keeps it). server.ts hands it in, as planning builds on
 * files (files does not import planning).
 */
export type OnDocumentPurged = (db: Db, organisationId: string, fileId: string) => Promise<void>;

/** Removes the bytes and rows of documents marked 'purging' (one organisation's, or all). */
async function removeMarked(
  db: Db,
  storage: FileStorage,
  onPurged: OnDocumentPurged,
  organisationId?: string,
): Promise<number> {
  let query = db
    .selectFrom("stored_file")
    .select(["id", "organisation_id", "storage_key"])
    .where("status", "=", "purging");
  if (organisationId) query = query.where("organisation_id", "=", organisationId);
  const rows = await query.execute();
  for (const row of rows) {
    await storage.remove(row.storage_key);
    await onPurged(db, row.organisation_id, row.id);
    await db
      .deleteFrom("stored_file")
      .where("organisation_id", "=", row.organisation_id)
      .where("id", "=", row.id)
      .where("status", "=", "purging")
      .execute();
  }
  return rows.length;
}

const storageDown = () => new ApiError(503, "storage_unavailable", documentsMessages.purgeFailed);

/**
 * Purges one document from the bin, or the whole bin (`id` undefined), of the member's
 * organisation. Answers the names of the documents that went.
 */
export async function purgeFromBin(
  db: Db,
  storage: FileStorage,
  onPurged: OnDocumentPurged,
  member: Member,
  id?: string,
): Promise<string[]> {
  let mark = db
    .updateTable("stored_file")
    .set({ status: "purging" })
    .where("organisation_id", "=", member.organisationId)
    .where("status", "=", "deleted");
  if (id) mark = mark.where("id", "=", id);
  const marked = (await mark.returning("name").execute()).map((r) => r.name ?? "");
  if (id && marked.length === 0) throw gone();
  try {
    await removeMarked(db, storage, onPurged, member.organisationId);
  } catch {
    throw storageDown();
  }
  return marked;
}

/**
 * The job: purges every document that has been in a bin for BIN_RETENTION_DAYS, across
 * organisations (a system task with no member; each removal is scoped to the row's organisation),
 * and finishes purges a crash or an unavailable storage left halfway. Answers how many went.
 */
export async function purgeExpired(
  db: Db,
  storage: FileStorage,
  onPurged: OnDocumentPurged,
  at = new Date(),
): Promise<number> {
  const cutoff = new Date(at.getTime() - BIN_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db
    .updateTable("stored_file")
    .set({ status: "purging" })
    .where("status", "=", "deleted")
    .where("deleted_at", "<=", cutoff)
    .execute();
  return removeMarked(db, storage, onPurged);
}

export type BinJobDeps = { db: Db; storage: FileStorage; log: Pick<Logger, "info">; onPurged: OnDocumentPurged };

/** One run of the purge job, logged when it removed anything. */
export async function runBinPurge({ db, storage, log, onPurged }: BinJobDeps, at = new Date()): Promise<number> {
  const purged = await purgeExpired(db, storage, onPurged, at);
  if (purged > 0) log.info(`Prullenbak: ${purged} document(en) na ${BIN_RETENTION_DAYS} dagen definitief verwijderd.`);
  return purged;
}
