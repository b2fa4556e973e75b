/**
 * A person's files (a VOG, a diploma, a certificate): documents of the organisation in the category
 * 'personeel', stored through the documents' storage and counted by the documents' quota, in one
 * request (at most PERSONNEL_FILE_MAX_BYTES). A replaced or removed file goes to the recycle bin,
 * which shows such files to an Eigenaar only; no document list, search or handbook shows them.
 */
import { Readable } from "node:stream";
import type { Db } from "@core/server/db";
import type { Config } from "@core/server/config";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { withDocumentsRoom } from "@modules/quota/server";
import {
  createPendingFile,
  discardPendingFile,
  finishUpload,
  moveToBin,
  contentTypeFor,
} from "@modules/documents/server";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { lazyRequire } from "@core/server/lazy-require";
import { displayName } from "@core/shared/file-names";
import { isExecutableName, uploadFileMessages } from "@modules/documents/server";
import type { DocumentCategory } from "@norm/catalogue";
import type { StoredFileDto } from "@modules/documents/model";
import { personnelMessages as m } from "../messages";
import { PERSONNEL_FILE_CATEGORY, PERSONNEL_FILE_MAX_BYTES } from "../model";

/** Checks what can be checked before a byte is stored: the name and the declared size. */
export function checkUpload(name: string, declaredLength: string | undefined): number {
  if (isExecutableName(displayName(name)))
    throw new ApiError(400, "file_is_program", uploadFileMessages.programs([displayName(name)]));
  if (declaredLength === undefined || !/^\d{1,15}$/.test(declaredLength))
    throw new ApiError(400, "invalid_input", m.fileSizeMissing);
  const size = Number(declaredLength);
  if (size === 0) throw new ApiError(400, "invalid_input", m.fileEmpty);
  if (size > PERSONNEL_FILE_MAX_BYTES) throw new ApiError(413, "file_too_large", m.fileTooBig);
  return size;
}

/**
 * Stores the body as a ready document of the category 'personeel': the size is reserved under the
 * quota first, then the bytes are written under the pending row's key, then it is made ready.
 */
export async function storePersonnelFile(
  deps: { db: Db; config: Config; storage: FileStorage },
  member: Member,
  user: SessionUser,
  file: { name: string; size: number; contentType?: string; body: ReadableStream<Uint8Array> | null },
): Promise<StoredFileDto> {
  const { db, config, storage } = deps;
  const { storageKey } = await withDocumentsRoom(db, config, member.organisationId, file.size, (tx) =>
    createPendingFile(tx, member, user, {
      // Not a category of the document lists: see PERSONNEL_FILE_CATEGORY.
      category: PERSONNEL_FILE_CATEGORY as DocumentCategory,
      filename: file.name,
      size: file.size,
      contentType: contentTypeFor(file.name, file.contentType),
    }),
  );
  try {
    const { Upload } = lazyRequire("@tus/server") as typeof import("@tus/server");
    await storage.uploads.create(new Upload({ id: storageKey, size: file.size, offset: 0, metadata: {} }));
    const stream = file.body
      ? Readable.fromWeb(file.body as import("node:stream/web").ReadableStream)
      : Readable.from([]);
    const written = await storage.uploads.write(stream, storageKey, 0);
    if (written !== file.size) throw new ApiError(400, "invalid_input", m.fileSizeMissing);
    return await finishUpload(db, member.organisationId, storageKey);
  } catch (err) {
    await storage.remove(storageKey).catch(() => undefined);
    await discardPendingFile(db, member.organisationId, storageKey);
    throw err;
  }
}

/** Moves files of removed or replaced items to the recycle bin (a file already gone is fine). */
export async function binFiles(db: Db, member: Member, user: SessionUser, fileIds: readonly (string | null)[]) {
  for (const id of fileIds) {
    if (!id) continue;
    await moveToBin(db, member, user, id).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    });
  }
}

/** The ready file's row and an open stream of its bytes. */
export async function openPersonnelFile(db: Db, storage: FileStorage, organisationId: string, fileId: string) {
  const row = await db
    .selectFrom("stored_file")
    .select(["name", "content_type", "storage_key"])
    .where("organisation_id", "=", organisationId)
    .where("id", "=", fileId)
    .where("status", "=", "ready")
    .where("category", "=", PERSONNEL_FILE_CATEGORY)
    .executeTakeFirst();
  if (!row) throw notFound(m.fileNotFound);
  try {
    return { row, opened: await storage.open(row.storage_key) };
  } catch (err) {
    if (err instanceof StoredBytesMissing) throw new ApiError(404, "file_missing", m.fileNotFound);
    throw err;
  }
}

/**
 * The files of the records that an answer to an auditor's question can link ('Vragen van de
 * auditor'), with whose record each is on; for one who keeps the records only (the route asks).
 */
export async function filesForAnswers(
  db: Db,
  organisationId: string,
): Promise<{ id: string; name: string; person: string }[]> {
  const rows = await db
    .selectFrom("personnel_item as i")
    .innerJoin("personnel_person as p", (j) =>
      j.onRef("p.id", "=", "i.person_id").onRef("p.organisation_id", "=", "i.organisation_id"),
    )
    .innerJoin("stored_file as f", (j) =>
      j
        .onRef("f.id", "=", "i.file_id")
        .onRef("f.organisation_id", "=", "i.organisation_id")
        .on("f.status", "=", "ready"),
    )
    .select(["f.id as id", "f.name as name", "p.name as person"])
    .where("i.organisation_id", "=", organisationId)
    .execute();
  // Sorted here, not by the engine: SQLite and PostgreSQL collate text differently.
  const order = new Intl.Collator("nl");
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? "", person: r.person }))
    .sort((a, b) => order.compare(a.person, b.person) || order.compare(a.name, b.name));
}
