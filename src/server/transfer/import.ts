/**
 * 'Importeren (ZIP)': restores a full export (export.ts) into an empty organisation, all or nothing.
 *
 * 1. The request body is streamed to a temporary file (never held in memory), at most the
 *    organisation's document quota plus a margin (413 above it).
 * 2. Everything is checked before anything is written: a readable ZIP, no unsafe or unexpected
 *    entry (traversal, absolute paths, backslashes, drive letters, symlinks, encrypted entries),
 *    limits against zip bombs (entry count, declared sizes per entry and in total, compression
 *    ratio, and the actual inflated bytes never exceeding the declared size), the manifest (format
 *    and version), every entry listed in it and the other way round with the same size and
 *    SHA-256, values.json against the value schemas of the catalogue, document categories, sizes,
 *    and both quotas.
 * 3. Documents go into storage under new keys; then the values and the document rows are written
 *    in one transaction that re-checks that the organisation is still empty. On any failure the
 *    stored documents are removed again; the temporary file is always removed.
 *
 * What is restored: the live value of every part (deleted parts stay deleted), saved as a new
 * revision by the importing user, and every document with its original name and upload date. The
 * original revision history stays in the ZIP (kms/values.json): the people in it have no account
 * here, so it is not replayed into this organisation's history.
 *
 * "Empty": no document rows at all (also no upload in progress), and no value with content: a text
 * with only white space, a table without a filled cell and the goal-set list itself count as empty
 * (a new organisation's pages may have saved those). Such empty values are overwritten.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Context } from "hono";
import { sql, SqliteAdapter } from "kysely";
import type { Entry, ZipFile } from "yauzl";
import type { Config } from "../config";
import type { Db } from "../db";
import { inTransaction, now } from "../db";
import type { Member, SessionUser } from "../http/context";
import { ApiError } from "../http/errors";
import type { ErrorCode } from "../../shared/errors";
import { streamingRequest } from "../http/body";
import type { Logger } from "../logger";
import { lazyRequire } from "../lazy-require";
import { contentTypeFor } from "../files/names";
import { displayName, numberedName } from "../../shared/file-names";
import type { FileStorage } from "../files/storage";
import { documentsUsedBytes, kmsUsedBytes } from "../quota/quota";
import { documentCategorySlugs } from "../../shared/catalogue";
import { formatBytes } from "../../shared/files";
import { limits } from "../../shared/limits";
import {
  GOAL_SETS_NAME,
  assertWithinLimits,
  goalSetIdOf,
  kindOf,
  valueSchema,
  type ValueKind,
} from "../../shared/kms-values";
import {
  DOCUMENTS_FOLDER,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  HANDBOOK_FOLDER,
  MANIFEST_PATH,
  VALUES_PATH,
  manifestSchema,
  transferMessages as t,
  valuesFileSchema,
  type ImportResultDto,
  type Manifest,
} from "../../shared/transfer";

/** Room for the ZIP's own structure, the handbook files and values.json on top of the documents. */
export const uploadMarginBytes = 200 * 1024 * 1024;
/** At most this many entries: documents plus the four fixed ones. */
export const maxEntries = 20_000;
const maxManifestBytes = 16 * 1024 * 1024;
const maxHandbookBytes = 200 * 1024 * 1024;
/** values.json holds the values and their full history: the KMS quota, with room for JSON around it. */
const maxValuesBytes = (config: Config) => 4 * config.QUOTA_KMS_BYTES;
/** Deflate can reach about 1:1000; more than that is no ordinary file. */
const maxRatio = 1000;

const refuse = (status: 400 | 409 | 413 | 422, code: ErrorCode, message: string) => new ApiError(status, code, message);
const damaged = () => refuse(400, "damaged", t.damaged);
const bomb = () => refuse(413, "zip_bomb", t.bomb);

/** The most an import upload may be for this configuration. */
export const maxUploadBytes = (config: Config) => config.QUOTA_DOCUMENTS_BYTES + uploadMarginBytes;

class Counter extends Transform {
  size = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.max) done(new TooLarge());
    else done(null, chunk);
  }
}
class TooLarge extends Error {}

/**
 * Streams the request body into a new temporary directory; answers the file. The caller removes
 * the directory (`dir`) whatever happens.
 */
export async function receiveZip(c: Context, config: Config): Promise<{ dir: string; file: string; size: number }> {
  const max = maxUploadBytes(config);
  const tooLarge = () => refuse(413, "too_large", t.tooLarge(formatBytes(max)));
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > max) throw tooLarge();
  const base = path.join(config.dataDir, "tmp");
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, "import-"));
  const file = path.join(dir, "upload.zip");
  const body = streamingRequest(c).body;
  const counter = new Counter(max);
  try {
    if (!body) throw refuse(400, "no_file", t.noFile);
    await pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream),
      counter,
      createWriteStream(file),
    );
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    if (err instanceof ApiError) throw err;
    if (err instanceof TooLarge) throw tooLarge();
    throw refuse(400, "upload_interrupted", t.uploadInterrupted);
  }
  if (counter.size === 0) {
    await rm(dir, { recursive: true, force: true });
    throw refuse(400, "no_file", t.noFile);
  }
  return { dir, file, size: counter.size };
}

/** What a value holds that the user typed: text, a filled table cell. The goal-set list is structure. */
function hasContent(kind: ValueKind | undefined, value: unknown): boolean {
  if (!kind) return value !== null;
  if (kind.kind === "text") return typeof value === "string" && value.trim() !== "";
  if (kind.kind === "goalSets") return false;
  return (
    Array.isArray(value) &&
    value.some(
      (row) =>
        row &&
        typeof row === "object" &&
        Object.entries(row).some(([key, cell]) => key !== "id" && typeof cell === "string" && cell.trim() !== ""),
    )
  );
}

/** Refuses (409) unless the organisation is empty in the sense above. */
export async function assertEmpty(db: Db, organisationId: string): Promise<void> {
  const file = await db
    .selectFrom("stored_file")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .limit(1)
    .executeTakeFirst();
  if (file) throw refuse(409, "not_empty", t.notEmpty);
  const values = await db
    .selectFrom("kms_value")
    .select(["name", "value"])
    .where("organisation_id", "=", organisationId)
    .where("deleted", "=", 0)
    .execute();
  if (values.some((v) => hasContent(kindOf(v.name), JSON.parse(v.value)))) throw refuse(409, "not_empty", t.notEmpty);
}

/** Checks a name the ZIP gives for an entry; the library already refused '..', absolute and '\'. */
function assertSafePath(name: string): void {
  const segments = name.split("/");
  // eslint-disable-next-line no-control-regex -- control characters in a name are the point
  if (/[\u0000-\u001f\u007f:]/.test(name) || segments.some((s) => s === "" || s === "." || s === "..")) {
    throw refuse(400, "unsafe_entry", t.unsafeEntry(name));
  }
}

/** Which part of the layout a path is, or undefined when it has no place in an export. */
function kindOfPath(p: string): "manifest" | "values" | "handbook" | "document" | undefined {
  if (p === MANIFEST_PATH) return "manifest";
  if (p === VALUES_PATH) return "values";
  const segments = p.split("/");
  if (p.startsWith(HANDBOOK_FOLDER) && segments.length === 2 && /\.(pdf|docx)$/i.test(p)) return "handbook";
  if (p.startsWith(DOCUMENTS_FOLDER) && segments.length === 3) return "document";
  return undefined;
}

const symlinkMode = 0o120000;
const isSymlink = (e: Entry) => ((e.externalFileAttributes >>> 16) & 0o170000) === symlinkMode;

/** Reads an entry to its end through `sink`, with yauzl checking the actual size against the declared one. */
async function readEntry(zip: ZipFile, entry: Entry, sink: (chunk: Buffer) => void): Promise<void> {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) sink(chunk as Buffer);
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    // yauzl: "too many bytes in the stream" / "not enough bytes": the declared size was a lie.
    if (/too many bytes|expected uncompressed size/i.test(message)) throw bomb();
    throw damaged();
  }
}

async function readSmall(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await readEntry(zip, entry, (c) => chunks.push(c));
  return Buffer.concat(chunks);
}

type CheckedDocument = { entry: Entry; category: string; name: string; size: number; uploadedAt: string };
type CheckedValue = { name: string; value: unknown };
type Checked = { documents: CheckedDocument[]; values: CheckedValue[] };

async function openZip(file: string): Promise<ZipFile> {
  const yauzl = lazyRequire("yauzl") as typeof import("yauzl");
  try {
    return await yauzl.openPromise(file, {
      autoClose: false,
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw damaged();
  }
}

/** Every entry, each with a safe, expected path, within the zip-bomb limits. */
async function listEntries(zip: ZipFile, config: Config): Promise<Map<string, Entry>> {
  if (zip.entryCount > maxEntries) throw refuse(413, "too_many_entries", t.tooManyEntries);
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      assertSafePath(name);
      if (isSymlink(entry) || entry.isEncrypted()) throw refuse(400, "unsafe_entry", t.unsafeEntry(name));
      if (entries.has(name)) throw refuse(400, "unexpected_entry", t.unexpectedEntry(name));
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw damaged();
      const kind = kindOfPath(name);
      const max =
        kind === "manifest"
          ? maxManifestBytes
          : kind === "values"
            ? maxValuesBytes(config)
            : kind === "handbook"
              ? maxHandbookBytes
              : limits.fileMaxBytes;
      if (entry.uncompressedSize > max) throw bomb();
      if (
        entry.uncompressedSize > 1024 * 1024 &&
        entry.uncompressedSize > maxRatio * Math.max(entry.compressedSize, 1)
      ) {
        throw bomb();
      }
      total += entry.uncompressedSize;
      if (total > maxUploadBytes(config)) throw bomb();
      entries.set(name, entry);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message = err instanceof Error ? err.message : "";
    const unsafe = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
    if (unsafe) throw refuse(400, "unsafe_entry", t.unsafeEntry(unsafe[2]!));
    throw damaged();
  }
  // A ZIP without a manifest is someone else's; in ours every entry has its place.
  if (!entries.has(MANIFEST_PATH)) throw refuse(400, "not_an_export", t.notAnExport);
  for (const name of entries.keys()) {
    if (!kindOfPath(name)) throw refuse(400, "unexpected_entry", t.unexpectedEntry(name));
  }
  return entries;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Step 2: everything checked, nothing written. */
async function check(zip: ZipFile, db: Db, config: Config, organisationId: string): Promise<Checked> {
  const entries = await listEntries(zip, config);
  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry) throw refuse(400, "not_an_export", t.notAnExport);
  const raw = parseJson(await readSmall(zip, manifestEntry));
  const format = raw && typeof raw === "object" ? (raw as { format?: unknown; version?: unknown }) : {};
  if (format.format !== EXPORT_FORMAT) throw refuse(400, "not_an_export", t.notAnExport);
  if (format.version !== EXPORT_VERSION) throw refuse(400, "unknown_version", t.unknownVersion);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw refuse(400, "not_an_export", t.notAnExport);
  const manifest: Manifest = parsed.data;

  // Every entry in the manifest, and every listed path in the ZIP, with the same size.
  const listed = new Set<string>();
  for (const item of manifest.entries) {
    if (listed.has(item.path)) throw refuse(400, "unexpected_entry", t.unexpectedEntry(item.path));
    listed.add(item.path);
    const entry = entries.get(item.path);
    if (!entry) throw refuse(400, "missing_entry", t.missingEntry(item.path));
    if (kindOfPath(item.path) !== item.kind) throw refuse(400, "unexpected_entry", t.unexpectedEntry(item.path));
    if (entry.uncompressedSize !== item.size) throw refuse(400, "checksum_mismatch", t.checksum(item.path));
  }
  for (const name of entries.keys()) {
    if (name !== MANIFEST_PATH && !listed.has(name)) throw refuse(400, "not_in_manifest", t.notInManifest(name));
  }
  const valuesItem = manifest.entries.find((e) => e.kind === "values");
  if (!valuesItem) throw refuse(400, "missing_entry", t.missingEntry(VALUES_PATH));

  // The documents: known categories, allowed sizes, within the quota.
  const documents: CheckedDocument[] = [];
  let documentBytes = 0;
  for (const item of manifest.entries) {
    if (item.kind !== "document") continue;
    const folder = item.path.split("/")[1]!;
    if (!(documentCategorySlugs as readonly string[]).includes(item.category) || folder !== item.category) {
      throw refuse(400, "unknown_category", t.unknownCategory(item.category));
    }
    if (item.size > limits.fileMaxBytes) throw refuse(413, "too_large", t.documentTooLarge(item.name));
    documentBytes += item.size;
    const uploadedAt = Number.isNaN(Date.parse(item.uploadedAt)) ? now() : new Date(item.uploadedAt).toISOString();
    documents.push({
      entry: entries.get(item.path)!,
      category: item.category,
      name: displayName(item.name),
      size: item.size,
      uploadedAt,
    });
  }
  const used = await documentsUsedBytes(db, organisationId);
  if (used + documentBytes > config.QUOTA_DOCUMENTS_BYTES) {
    throw refuse(413, "quota_exceeded", t.tooLarge(formatBytes(config.QUOTA_DOCUMENTS_BYTES)));
  }

  // Every byte as exported: the SHA-256 of every listed entry (reading them also catches an entry
  // that inflates beyond its declared size).
  let valuesBytes: Buffer | undefined;
  for (const item of manifest.entries) {
    const entry = entries.get(item.path)!;
    const hash = createHash("sha256");
    const keep: Buffer[] | undefined = item.kind === "values" ? [] : undefined;
    await readEntry(zip, entry, (chunk) => {
      hash.update(chunk);
      keep?.push(chunk);
    });
    if (hash.digest("hex") !== item.sha256) throw refuse(400, "checksum_mismatch", t.checksum(item.path));
    if (keep) valuesBytes = Buffer.concat(keep);
  }

  // The values: known names, valid shapes, within the size limits and the KMS quota.
  const valuesFile = valuesFileSchema.safeParse(parseJson(valuesBytes!));
  if (!valuesFile.success) throw refuse(400, "not_an_export", t.notAnExport);
  const live = valuesFile.data.values.filter((v) => !v.deleted);
  const goalSets = live.find((v) => v.name === GOAL_SETS_NAME);
  const values: CheckedValue[] = [];
  const seen = new Set<string>();
  let kmsBytes = 0;
  for (const v of live) {
    const kind = kindOf(v.name);
    if (!kind || seen.has(v.name)) throw refuse(422, "unknown_value", t.unknownValue(v.name));
    seen.add(v.name);
    let clean: unknown;
    try {
      assertWithinLimits(kind, v.value);
      clean = valueSchema(kind).parse(v.value);
    } catch {
      throw refuse(422, "unknown_value", t.unknownValue(v.name));
    }
    values.push({ name: v.name, value: clean });
    kmsBytes += 2 * Buffer.byteLength(JSON.stringify(clean), "utf8");
  }
  // A goal's parts belong to a set in the list; parts of a set no longer listed are left out
  // (no page shows them, see kms.ts).
  const setIds = new Set(Array.isArray(goalSets?.value) ? (goalSets.value as string[]) : []);
  const kept = values.filter((v) => {
    const setId = goalSetIdOf(v.name);
    return setId === undefined || setIds.has(setId);
  });
  if ((await kmsUsedBytes(db, organisationId)) + kmsBytes > config.QUOTA_KMS_BYTES) {
    throw refuse(413, "quota_exceeded", t.tooLarge(formatBytes(config.QUOTA_KMS_BYTES)));
  }
  return { documents, values: kept };
}

/** Unique names per category, as the upload route would have given them (' (2)'). */
function uniqueNames(documents: CheckedDocument[]): string[] {
  const taken = new Set<string>();
  return documents.map((d) => {
    let n = 1;
    while (taken.has(`${d.category}/${numberedName(d.name, n)}`)) n++;
    const name = numberedName(d.name, n);
    taken.add(`${d.category}/${name}`);
    return name;
  });
}

export type ImportDeps = { db: Db; config: Config; storage: FileStorage; log: Logger };

/** One import at a time per organisation in this process; the transaction re-checks across instances. */
const running = new Set<string>();

/**
 * Steps 2 and 3 for a received file. Answers what was restored and the names of the values
 * written (for the live-update events).
 */
export async function importZip(
  deps: ImportDeps,
  member: Member,
  user: SessionUser,
  file: string,
): Promise<ImportResultDto & { names: { name: string; revision: number; updatedAt: string }[] }> {
  const { db, config, storage, log } = deps;
  if (running.has(member.organisationId)) throw refuse(409, "not_empty", t.notEmpty);
  running.add(member.organisationId);
  const zip = await openZip(file).catch((err) => {
    running.delete(member.organisationId);
    throw err;
  });
  const written: string[] = [];
  try {
    await assertEmpty(db, member.organisationId);
    const { documents, values } = await check(zip, db, config, member.organisationId);

    // Documents into storage first, each under a new key.
    const keys: string[] = [];
    try {
      for (const doc of documents) {
        const key = randomBytes(16).toString("hex");
        written.push(key);
        const { Upload } = lazyRequire("@tus/server") as typeof import("@tus/server");
        await storage.uploads.create(new Upload({ id: key, size: doc.size, offset: 0, metadata: {} }));
        const stream = await zip.openReadStreamPromise(doc.entry);
        await storage.uploads.write(stream, key, 0);
        keys.push(key);
      }
    } catch (err) {
      log.error("Import: documenten opslaan mislukt", err);
      throw new ApiError(503, "storage_unavailable", t.storageFailed);
    }

    // Then the values and the document rows, in one transaction.
    const names = uniqueNames(documents);
    const at = now();
    const revisions = await inTransaction(db, async (tx) => {
      if (!(tx.getExecutor().adapter instanceof SqliteAdapter)) {
        // PostgreSQL: two imports into the same organisation on different instances wait here.
        await sql`SELECT id FROM organisation WHERE id = ${member.organisationId} FOR UPDATE`.execute(tx);
      }
      await assertEmpty(tx, member.organisationId);
      const result: { name: string; revision: number; updatedAt: string }[] = [];
      for (const v of values) {
        const json = JSON.stringify(v.value);
        const row = await tx
          .insertInto("kms_value")
          .values({
            organisation_id: member.organisationId,
            name: v.name,
            value: json,
            revision: 1,
            updated_at: at,
            updated_by: user.id,
          })
          .onConflict((oc) =>
            oc.columns(["organisation_id", "name"]).doUpdateSet((eb) => ({
              value: json,
              revision: eb("kms_value.revision", "+", 1),
              updated_at: at,
              updated_by: user.id,
              deleted: 0,
            })),
          )
          .returning("revision")
          .executeTakeFirstOrThrow();
        result.push({ name: v.name, revision: Number(row.revision), updatedAt: at });
      }
      for (const [i, doc] of documents.entries()) {
        await tx
          .insertInto("stored_file")
          .values({
            id: randomUUID(),
            organisation_id: member.organisationId,
            category: doc.category,
            name: names[i]!,
            requested_name: doc.name,
            size: doc.size,
            content_type: contentTypeFor(names[i]!),
            storage_key: keys[i]!,
            status: "ready",
            created_at: at,
            uploaded_at: doc.uploadedAt,
            uploaded_by: user.id,
          })
          .execute();
      }
      return result;
    });
    written.length = 0;
    return { values: values.length, documents: documents.length, names: revisions };
  } finally {
    zip.close();
    running.delete(member.organisationId);
    // Anything stored for an import that did not complete goes again.
    for (const key of written) {
      await storage.remove(key).catch((err) => log.error("Import: opruimen van een document mislukt", err));
    }
  }
}

/** The temporary directory of an upload, removed whatever happened. */
export const removeTemp = (dir: string) => rm(dir, { recursive: true, force: true });
