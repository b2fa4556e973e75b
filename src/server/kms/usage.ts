/**
 * Storage quota per organisation: the quality system's data (values and their full history, counted
 * by triggers, migration 0007) and uploaded documents (finished and unfinished uploads, by their
 * declared length). A write that would go over the quota is refused and stores nothing, with 413
 * rather than 507: the web app retries 5xx answers as passing trouble (KMS saves, tus uploads),
 * while a 4xx shows the message at once, and retrying cannot make room.
 */
import type { Config } from "../config";
import type { Db } from "../db";
import { compiledOnce } from "../db/compiled-once";
import { ApiError } from "../http/errors";
import { formatBytes, type StorageUsageDto } from "../../shared/files";

/** Compiled once: read on every save (see db/compiled-once.ts). */
const selectKmsBytes = compiledOnce((db: Db, organisationId: string) =>
  db.selectFrom("organisation_usage").select("kms_bytes").where("organisation_id", "=", organisationId),
);

export async function kmsUsedBytes(db: Db, organisationId: string): Promise<number> {
  const [row] = await selectKmsBytes(db, organisationId);
  return Number(row?.kms_bytes ?? 0);
}

export async function documentsUsedBytes(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom("stored_file")
    .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function storageUsage(db: Db, config: Config, organisationId: string): Promise<StorageUsageDto> {
  return {
    kms: { usedBytes: await kmsUsedBytes(db, organisationId), quotaBytes: config.QUOTA_KMS_BYTES },
    documents: { usedBytes: await documentsUsedBytes(db, organisationId), quotaBytes: config.QUOTA_DOCUMENTS_BYTES },
  };
}

/**
 * Refuses a KMS save that would take the organisation over its quota. A save stores the value
 * twice (the current value and its history row), so it counts twice.
 */
export async function assertKmsRoom(db: Db, config: Config, organisationId: string, valueJson: string): Promise<void> {
  const extra = 2 * Buffer.byteLength(valueJson, "utf8");
  if ((await kmsUsedBytes(db, organisationId)) + extra > config.QUOTA_KMS_BYTES) {
    throw new ApiError(
      413,
      "quota_exceeded",
      `De opslagruimte van uw organisatie voor het kwaliteitssysteem is vol (${formatBytes(config.QUOTA_KMS_BYTES)}). ` +
        "Deze wijziging is niet opgeslagen. Neem contact met ons op voor meer ruimte.",
    );
  }
}

/** Refuses a new upload whose declared length would take the organisation over its quota. */
export async function assertDocumentsRoom(db: Db, config: Config, organisationId: string, size: number): Promise<void> {
  const used = await documentsUsedBytes(db, organisationId);
  if (used + size > config.QUOTA_DOCUMENTS_BYTES) {
    throw new ApiError(
      413,
      "quota_exceeded",
      `De opslagruimte van uw organisatie voor documenten is vol: ${formatBytes(used)} van ${formatBytes(config.QUOTA_DOCUMENTS_BYTES)} gebruikt. ` +
        "Verwijder documenten die u niet meer nodig hebt, of neem contact met ons op voor meer ruimte.",
    );
  }
}
