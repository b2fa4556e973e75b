/**
 * Business operations on uploaded documents. Every query carries the organisation in its WHERE
 * clause; a row in status 'uploading' belongs to a tus upload in progress and is invisible in lists.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import type { DocumentCategory } from "@norm/catalogue";
import { PERSONNEL_FILE_CATEGORY, type StoredFileDto } from "../model";
import type { StoredFileTable } from "./tables";
import { displayName, numberedName, safeFileName } from "@core/shared/file-names";
import type { FileStorage } from "@core/server/storage";
import { documentsMessages } from "./messages";
import { elementsOfDocuments, inNormOrder, insertLinks } from "./element-links";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, type Read } from "@core/server/db/read-together";
import type { HkzElementNumber } from "@norm/norm";

type FileRow = Pick<
  StoredFileTable,
  "id" | "category" | "name" | "size" | "content_type" | "uploaded_at" | "storage_key"
>;

const columns = ["id", "category", "name", "size", "content_type", "uploaded_at", "storage_key"] as const;

/** What goes out: never the storage key or the organisation. */
export function presentFile(row: FileRow, elements: HkzElementNumber[] = []): StoredFileDto {
  return {
    id: row.id,
    name: row.name ?? "",
    size: Number(row.size),
    contentType: row.content_type,
    uploadedAt: row.uploaded_at ?? "",
    category: row.category as DocumentCategory,
    url: `/api/documents/${row.id}/content`,
    elements,
  };
}

/** Rows as they go out, each with its elements (one query). */
async function presentFiles(db: Db, organisationId: string, rows: FileRow[]): Promise<StoredFileDto[]> {
  const elements = await elementsOfDocuments(
    db,
    organisationId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentFile(row, elements.get(row.id)));
}

/**
 * Ready documents with their elements in one query (a row per document and element), compiled
 * once: the document lists and every overview and calendar read them.
 */
const readyFilesQuery = (db: Db, organisationId: string) =>
  db
    .selectFrom("stored_file")
    .leftJoin("document_element", (join) =>
      join
        .onRef("document_element.document_id", "=", "stored_file.id")
        .onRef("document_element.organisation_id", "=", "stored_file.organisation_id"),
    )
    .select([
      "stored_file.id as id",
      "stored_file.category as category",
      "stored_file.name as name",
      "stored_file.size as size",
      "stored_file.content_type as content_type",
      "stored_file.uploaded_at as uploaded_at",
      "stored_file.storage_key as storage_key",
      "document_element.element as element",
    ])
    .where("stored_file.organisation_id", "=", organisationId)
    .where("stored_file.status", "=", "ready")
    // A person's files are opened through Medewerkers only.
    .where("stored_file.category", "<>", PERSONNEL_FILE_CATEGORY)
    .orderBy("stored_file.uploaded_at", "desc");
const readyFiles = compiledOnce(readyFilesQuery);
const readyFilesOf = compiledOnce((db: Db, organisationId: string, category: string) =>
  readyFilesQuery(db, organisationId).where("stored_file.category", "=", category),
);

/** One document per id, newest upload first, its elements in norm order. */
function groupElements(rows: (FileRow & { element: string | null })[]): StoredFileDto[] {
  const byId = new Map<string, { row: FileRow; elements: string[] }>();
  for (const { element, ...row } of rows) {
    const entry = byId.get(row.id) ?? byId.set(row.id, { row, elements: [] }).get(row.id)!;
    if (element !== null) entry.elements.push(element);
  }
  return [...byId.values()].map(({ row, elements }) => presentFile(row, inNormOrder(elements)));
}

export async function listFiles(db: Db, member: Member, category: DocumentCategory): Promise<StoredFileDto[]> {
  return groupElements(await readyFilesOf(db, member.organisationId, category));
}

/** Every ready document of the organisation, for the handbook's document lists. */
export async function listAllFiles(db: Db, organisationId: string): Promise<StoredFileDto[]> {
  return runRead(db, allFilesRead(organisationId));
}

/** The same, as a read that can share a round trip (db/read-together.ts). */
export const allFilesRead = (organisationId: string): Read<StoredFileDto[]> =>
  read(readyFiles.with(organisationId), groupElements);

/** A ready document of the organisation; a file of Medewerkers only with `personnel`. */
export async function findReadyFile(
  db: Db,
  organisationId: string,
  id: string,
  { personnel = false }: { personnel?: boolean } = {},
): Promise<FileRow> {
  let query = db
    .selectFrom("stored_file")
    .select(columns)
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .where("status", "=", "ready");
  if (!personnel) query = query.where("category", "<>", PERSONNEL_FILE_CATEGORY);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(documentsMessages.notFound);
  return row;
}

/**
 * Starts an upload: a row in status 'uploading' with a fresh storage key for tus, and its links to
 * elements ('Hoort bij normelement'), which count once the upload is done.
 */
export async function createPendingFile(
  db: Db,
  member: Member,
  user: SessionUser,
  input: {
    category: DocumentCategory;
    filename: string;
    size: number;
    contentType: string;
    elements?: readonly string[];
  },
): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = randomBytes(16).toString("hex");
  await db
    .insertInto("stored_file")
    .values({
      id,
      organisation_id: member.organisationId,
      category: input.category,
      name: null,
      requested_name: displayName(input.filename),
      size: input.size,
      content_type: input.contentType,
      storage_key: storageKey,
      status: "uploading",
      created_at: now(),
      uploaded_at: null,
      uploaded_by: user.id,
    })
    .execute();
  await insertLinks(db, member.organisationId, id, input.elements ?? []);
  return { id, storageKey };
}

/** The upload in progress (or finished) under a storage key, only within the member's organisation. */
export async function findUpload(db: Db, member: Member, storageKey: string) {
  return db
    .selectFrom("stored_file")
    .select(["id", "status", "storage_key"])
    .where("organisation_id", "=", member.organisationId)
    .where("storage_key", "=", storageKey)
    .executeTakeFirst();
}

/** Forgets an upload that was cancelled, refused or abandoned; only while it is still in progress. */
export async function discardPendingFile(db: Db, organisationId: string, storageKey: string): Promise<void> {
  await db
    .deleteFrom("stored_file")
    .where("organisation_id", "=", organisationId)
    .where("storage_key", "=", storageKey)
    .where("status", "=", "uploading")
    .execute();
}

/**
 * Makes a finished upload visible under a name that is free in its category: an existing document
 * is never overwritten, the new one gets ' (2)', ' (3)', …
 */
export async function finishUpload(db: Db, organisationId: string, storageKey: string): Promise<StoredFileDto> {
  const pending = await db
    .selectFrom("stored_file")
    .select(["id", "category", "requested_name", "status"])
    .where("organisation_id", "=", organisationId)
    .where("storage_key", "=", storageKey)
    .executeTakeFirst();
  if (!pending || pending.status !== "uploading") {
    throw new ApiError(404, "upload_gone", documentsMessages.uploadGone);
  }
  const { file } = await makeReadyUnderFreeName(db, organisationId, pending, "uploading", {
    first: pending.requested_name,
    base: pending.requested_name,
    set: { uploaded_at: now() },
  });
  return file;
}

/**
 * Turns a row (in status `from`) into a ready document under the first free name in its category:
 * `first`, else `base` numbered ' (2)', ' (3)', … The unique index on ready names settles races
 * (a few attempts). Answers the document and whether it got a name other than `first`.
 */
export async function makeReadyUnderFreeName(
  db: Db,
  organisationId: string,
  row: { id: string; category: string },
  from: StoredFileTable["status"],
  name: { first: string; base: string; set?: Partial<Pick<StoredFileTable, "uploaded_at">> },
): Promise<{ file: StoredFileDto; renamed: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = new Set(
      (
        await db
          .selectFrom("stored_file")
          .select("name")
          .where("organisation_id", "=", organisationId)
          .where("category", "=", row.category)
          .where("status", "=", "ready")
          .execute()
      ).map((r) => r.name),
    );
    let chosen = name.first;
    for (let n = 2; taken.has(chosen); n++) chosen = numberedName(name.base, n);
    try {
      const changed = await db
        .updateTable("stored_file")
        .set({ ...name.set, name: chosen, status: "ready", deleted_at: null, deleted_by: null })
        .where("organisation_id", "=", organisationId)
        .where("id", "=", row.id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw notFound(documentsMessages.notFound);
      const ready = await db
        .selectFrom("stored_file")
        .select(columns)
        .where("organisation_id", "=", organisationId)
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      const [file] = await presentFiles(db, organisationId, [ready]);
      return { file: file!, renamed: chosen !== name.first };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new ApiError(409, "name_conflict", documentsMessages.nameConflict);
}

/**
 * Removes uploads that were started but not finished before `olderThanMs` ago. Returns how many.
 * The one query across organisations: a system sweep with no member; each removal is then scoped
 * to the row's own organisation.
 */
export async function removeAbandonedUploads(db: Db, storage: FileStorage, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const rows = await db
    .selectFrom("stored_file")
    .select(["organisation_id", "storage_key"])
    .where("status", "=", "uploading")
    .where("created_at", "<", cutoff)
    .execute();
  for (const row of rows) {
    await storage.remove(row.storage_key);
    await discardPendingFile(db, row.organisation_id, row.storage_key);
  }
  return rows.length;
}

/** The name a browser saves the download under. */
export function downloadName(row: Pick<FileRow, "name">): string {
  return safeFileName(row.name ?? "bestand");
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}
