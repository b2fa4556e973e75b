/**
 * Storage quota per organisation: the quality system's data (values and their full history, counted
 * by triggers into `organisation_usage`, migration 0007; the client survey's answers, migration
 * 0021, count against the same quota) and uploaded documents (finished,
 * unfinished and binned uploads, by their declared length). This module owns `organisation_usage`.
 *
 * A write that would go over the quota is refused and stores nothing, with 413 rather than 507: the
 * web app retries 5xx answers as passing trouble (KMS saves, tus uploads), while a 4xx shows the
 * message at once, and retrying cannot make room.
 *
 * The check and the write are one step: `withDataRoom` and `withDocumentsRoom` run the write in the
 * same transaction as the check, after locking the organisation's usage row. Concurrent writes of
 * one organisation therefore check one after the other, each seeing what the one before stored
 * (PostgreSQL: the row lock; SQLite: one writer at a time on the one connection).
 */
import { PostgresAdapter } from "kysely";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { inTransaction } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { ApiError } from "@core/server/http/errors";
import { formatBytes } from "@modules/documents/model";
import type { StorageUsageDto } from "../model";
import { quotaMessages } from "../messages";

/** Compiled once: read on every save (see db/compiled-once.ts). */
const selectKmsBytes = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("organisation_usage")
    .select(["kms_bytes", "survey_bytes"])
    .where("organisation_id", "=", organisationId),
);

/**
 * The organisation's used quality-system bytes as a subquery for a write that checks its room in its
 * own WHERE clause (kms.ts saveInOneStatement): on PostgreSQL it locks the usage row, as lockUsage
 * does, so concurrent writes check one after the other; SQLite runs one statement at a time anyway.
 */
export function lockedKmsBytes(db: Db, organisationId: string) {
  const used = db
    .selectFrom("organisation_usage")
    .select((eb) => eb("kms_bytes", "+", eb.ref("survey_bytes")).as("used"))
    .where("organisation_id", "=", organisationId);
  return db.getExecutor().adapter instanceof PostgresAdapter ? used.forUpdate() : used;
}

/** The quality system's stored bytes: values, their history and the client survey's answers. */
export async function kmsUsedBytes(db: Db, organisationId: string): Promise<number> {
  const [row] = await selectKmsBytes(db, organisationId);
  return Number(row?.kms_bytes ?? 0) + Number(row?.survey_bytes ?? 0);
}

/**
 * Documents, and the files of Word handbooks uploaded for import and not yet imported (their
 * drafts hold the bytes for a day: reserved against the documents quota like an unfinished upload).
 */
export async function documentsUsedBytes(db: Db, organisationId: string): Promise<number> {
  const [files, drafts] = await Promise.all([
    db
      .selectFrom("stored_file")
      .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
      .where("organisation_id", "=", organisationId)
      .executeTakeFirst(),
    db
      .selectFrom("handbook_import")
      .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
      .where("organisation_id", "=", organisationId)
      .executeTakeFirst(),
  ]);
  return Number(files?.bytes ?? 0) + Number(drafts?.bytes ?? 0);
}

export async function storageUsage(db: Db, config: Config, organisationId: string): Promise<StorageUsageDto> {
  return {
    kms: { usedBytes: await kmsUsedBytes(db, organisationId), quotaBytes: config.QUOTA_KMS_BYTES },
    documents: { usedBytes: await documentsUsedBytes(db, organisationId), quotaBytes: config.QUOTA_DOCUMENTS_BYTES },
  };
}

/**
 * Locks the organisation's usage row until the transaction ends (creating it when absent) and
 * answers the KMS bytes it holds. An upsert that changes nothing: it takes the row lock on
 * PostgreSQL and waits for a concurrent holder, then reads what that one committed.
 * Call it first in a transaction that writes the organisation's stored data, so every such
 * transaction takes the locks in the same order (no deadlocks with the usage triggers).
 */
export async function lockUsage(tx: Db, organisationId: string): Promise<number> {
  const row = await tx
    .insertInto("organisation_usage")
    .values({ organisation_id: organisationId, kms_bytes: 0 })
    .onConflict((oc) =>
      oc.column("organisation_id").doUpdateSet((eb) => ({ kms_bytes: eb.ref("organisation_usage.kms_bytes") })),
    )
    .returning(["kms_bytes", "survey_bytes"])
    .executeTakeFirstOrThrow();
  return Number(row.kms_bytes) + Number(row.survey_bytes);
}

const kmsFull = (config: Config) =>
  new ApiError(413, "quota_exceeded", quotaMessages.kmsFull(formatBytes(config.QUOTA_KMS_BYTES)));

/** The bytes a save of a KMS value adds: the current value and its history row, so it counts twice. */
export const kmsSaveBytes = (valueJson: string) => 2 * Buffer.byteLength(valueJson, "utf8");

/** Throws 413 when `bytes` more of the quality system's data do not fit. */
export type DataFits = (bytes: number) => void;

/**
 * The way to write the quality system's data (values, goal sets, survey answers, an import; the
 * one exception is the autosave's single statement, which checks the quota in its WHERE through
 * `lockedKmsBytes` and falls back to this way when it does not land):
 * the write runs in one transaction after the organisation's usage row is locked, and calls `fits`
 * with what it adds before it writes, also when it only knows that after reading under the lock
 * (a goal-set list is read, changed and saved in one step). A write that adds nothing (a delete)
 * needs only the lock. `full` makes the 413 when the words for an organisation's member do not fit.
 */
export function withDataRoom<T>(
  db: Db,
  config: Config,
  organisationId: string,
  write: (tx: Db, fits: DataFits) => Promise<T>,
  full: (config: Config) => ApiError = kmsFull,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const used = await lockUsage(tx, organisationId);
    return write(tx, (bytes) => {
      if (bytes > 0 && used + bytes > config.QUOTA_KMS_BYTES) throw full(config);
    });
  });
}

/** Runs the reservation of a new upload only if its declared length fits, in one transaction. */
export function withDocumentsRoom<T>(
  db: Db,
  config: Config,
  organisationId: string,
  size: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await lockUsage(tx, organisationId);
    await assertDocumentsRoom(tx, config, organisationId, size);
    return write(tx);
  });
}

/**
 * Throws 413 when `size` more bytes of documents do not fit; call under the usage lock (lockUsage).
 * `freed`: bytes the same write gives back (a Word draft that the new one replaces).
 */
export async function assertDocumentsRoom(tx: Db, config: Config, organisationId: string, size: number, freed = 0) {
  const used = (await documentsUsedBytes(tx, organisationId)) - freed;
  if (used + size > config.QUOTA_DOCUMENTS_BYTES) {
    throw new ApiError(
      413,
      "quota_exceeded",
      quotaMessages.documentsFull(formatBytes(used), formatBytes(config.QUOTA_DOCUMENTS_BYTES)),
    );
  }
}
