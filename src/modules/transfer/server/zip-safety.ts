/**
 * The ZIP of 'Importeren (ZIP)', handled safely before anything in it is trusted: the request body
 * is streamed to a temporary file (never held in memory), at most the organisation's document
 * quota plus a margin (413 above it); entries are listed with no unsafe or unexpected one
 * (traversal, absolute paths, backslashes, drive letters, symlinks, encrypted entries) and within
 * the limits against zip bombs (entry count, declared sizes per entry and in total, compression
 * ratio, and the actual inflated bytes never exceeding the declared size).
 */
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Context } from "hono";
import type { Entry, ZipFile } from "yauzl";
import type { Config } from "@core/server/config";
import { ApiError } from "@core/server/http/errors";
import type { ErrorCode } from "@core/shared/errors";
import { streamingRequest } from "@core/server/http/body";
import { lazyRequire } from "@core/server/lazy-require";
import { formatBytes } from "@modules/documents/model";
import { limits } from "@core/shared/limits";
import {
  DOCUMENTS_FOLDER,
  HANDBOOK_FOLDER,
  MANIFEST_PATH,
  QUESTIONS_PATH,
  READING_PATH,
  ORGANISATION_PATH,
  PERSONNEL_PATH,
  REPORTS_PATH,
  VALUES_PATH,
  VERBETEREN_DATA_PATH,
} from "../model";
import { transferMessages as t } from "../messages";

/** Room for the ZIP's own structure, the handbook files and values.json on top of the documents. */
export const uploadMarginBytes = 200 * 1024 * 1024;
/** At most this many entries: documents plus the five fixed ones. */
export const maxEntries = 20_000;
const maxManifestBytes = 16 * 1024 * 1024;
const maxHandbookBytes = 200 * 1024 * 1024;
/**
 * values.json holds the values and their full history. The KMS quota counts each value at twice its
 * JSON size, history included, so an export of an organisation within its quota writes a
 * values.json well under the quota itself; the other half is room for the revision numbers, dates
 * and notes around it. Any more is refused by the declared size, before a byte is read or parsed
 * (at four times the quota a 199 MB file once kept the parser busy for minutes).
 */
export const maxValuesBytes = (config: Config) => config.QUOTA_KMS_BYTES;
/**
 * verbeteren/data.json is read whole and parsed at once, so it has a cap of its own, far below the
 * quota. A care organisation of about ten people writes some 50 actions a year (about 1.5 kB each
 * with their history), a few audits (some 50 points of 200 bytes), around a hundred questionnaire
 * answers (500 bytes) and a review of about 5 kB a version: some 200 kB a year, 2 MB in ten years.
 * 8 MB leaves four times that.
 */
export const maxVerbeterenBytes = 8 * 1024 * 1024;
/** Deflate can reach about 1:1000; more than that is no ordinary file. */
const maxRatio = 1000;

export const refuse = (status: 400 | 409 | 413 | 422, code: ErrorCode, message: string) =>
  new ApiError(status, code, message);
export const damaged = () => refuse(400, "damaged", t.damaged);
export const bomb = () => refuse(413, "zip_bomb", t.bomb);

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
export function receiveZip(c: Context, config: Config): Promise<{ dir: string; file: string; size: number }> {
  const max = maxUploadBytes(config);
  return receiveUpload(c, config, {
    max,
    prefix: "import-",
    fileName: "upload.zip",
    tooLarge: () => refuse(413, "too_large", t.tooLarge(formatBytes(max))),
    noFile: () => refuse(400, "no_file", t.noFile),
  });
}

/**
 * The request body streamed into a file in a new temporary directory, never held in memory: a
 * declared or actual length over `max` is refused (413), an empty body is 400 'no_file' (with the
 * page's own message, `noFile`), a body cut off 400 'upload_interrupted'. The caller removes `dir`
 * whatever happens.
 */
export async function receiveUpload(
  c: Context,
  config: Config,
  options: { max: number; prefix: string; fileName: string; tooLarge: () => ApiError; noFile: () => ApiError },
): Promise<{ dir: string; file: string; size: number }> {
  const { max, tooLarge, noFile } = options;
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > max) throw tooLarge();
  const base = path.join(config.dataDir, "tmp");
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, options.prefix));
  const file = path.join(dir, options.fileName);
  const body = streamingRequest(c).body;
  const counter = new Counter(max);
  try {
    if (!body) throw noFile();
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
    throw noFile();
  }
  return { dir, file, size: counter.size };
}

/** Checks a name the ZIP gives for an entry; the library already refused '..', absolute and '\'. */
export function assertSafePath(name: string): void {
  const segments = name.split("/");
  // eslint-disable-next-line no-control-regex -- control characters in a name are the point
  if (/[\u0000-\u001f\u007f:]/.test(name) || segments.some((s) => s === "" || s === "." || s === "..")) {
    throw refuse(400, "unsafe_entry", t.unsafeEntry(name));
  }
}

/** Which part of the layout a path is, or undefined when it has no place in an export. */
export function kindOfPath(
  p: string,
):
  | "manifest"
  | "values"
  | "verbeteren"
  | "questions"
  | "reading"
  | "organisation"
  | "personnel"
  | "reports"
  | "handbook"
  | "document"
  | undefined {
  if (p === MANIFEST_PATH) return "manifest";
  if (p === VALUES_PATH) return "values";
  if (p === VERBETEREN_DATA_PATH) return "verbeteren";
  if (p === QUESTIONS_PATH) return "questions";
  if (p === READING_PATH) return "reading";
  if (p === ORGANISATION_PATH) return "organisation";
  if (p === PERSONNEL_PATH) return "personnel";
  if (p === REPORTS_PATH) return "reports";
  const segments = p.split("/");
  if (p.startsWith(HANDBOOK_FOLDER) && segments.length === 2 && /\.(pdf|docx)$/i.test(p)) return "handbook";
  if (p.startsWith(DOCUMENTS_FOLDER) && segments.length === 3) return "document";
  return undefined;
}

const symlinkMode = 0o120000;
const isSymlink = (e: Entry) => ((e.externalFileAttributes >>> 16) & 0o170000) === symlinkMode;

/** Reads an entry to its end through `sink`, with yauzl checking the actual size against the declared one. */
export async function readEntry(
  zip: ZipFile,
  entry: Entry,
  sink: (chunk: Buffer) => void,
  refusals: { bomb: () => ApiError; damaged: () => ApiError } = { bomb, damaged },
): Promise<void> {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) sink(chunk as Buffer);
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    // yauzl: "too many bytes in the stream" / "not enough bytes": the declared size was a lie.
    if (err instanceof ApiError) throw err;
    if (/too many bytes|expected uncompressed size/i.test(message)) throw refusals.bomb();
    throw refusals.damaged();
  }
}

export async function readSmall(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await readEntry(zip, entry, (c) => chunks.push(c));
  return Buffer.concat(chunks);
}

export async function openZip(file: string, onDamaged: () => ApiError = damaged): Promise<ZipFile> {
  const yauzl = lazyRequire("yauzl") as typeof import("yauzl");
  try {
    return await yauzl.openPromise(file, {
      autoClose: false,
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw onDamaged();
  }
}

/** The zip-bomb limits of one kind of archive; `maxOf` may refuse an entry by its own rule. */
export type EntryLimits = {
  maxEntries: number;
  /** The most all entries may hold inflated. */
  maxTotal: number;
  maxOf: (entry: Entry) => number;
  tooManyEntries: () => ApiError;
  bomb: () => ApiError;
  damaged: () => ApiError;
  /** Folder entries ('word/') are allowed and skipped: Word and other writers of .docx make them. */
  allowFolders?: boolean;
  /** A name that comes twice; by default the export's 'does not belong in an export'. */
  duplicate?: (name: string) => ApiError;
  /** An unsafe name, a symlink or an encrypted entry; by default 'een onveilige bestandsnaam'. */
  unsafe?: (name: string) => ApiError;
};

/**
 * Every entry of an archive, each with a safe path, no symlink or encrypted entry, no name twice,
 * within the limits against zip bombs: the entry count, each entry's and the total declared size,
 * and the compression ratio (yauzl then holds every entry to its declared size while it is read).
 */
export async function safeEntries(zip: ZipFile, lim: EntryLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > lim.maxEntries) throw lim.tooManyEntries();
  const entries = new Map<string, Entry>();
  let total = 0;
  const unsafe = (name: string) => (lim.unsafe ? lim.unsafe(name) : refuse(400, "unsafe_entry", t.unsafeEntry(name)));
  const assertSafe = (name: string) => {
    try {
      assertSafePath(name);
    } catch {
      throw unsafe(name);
    }
  };
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (lim.allowFolders && name.endsWith("/")) {
        assertSafe(name.slice(0, -1));
        if (entry.uncompressedSize !== 0) throw lim.damaged();
        continue;
      }
      assertSafe(name);
      if (isSymlink(entry) || entry.isEncrypted()) throw unsafe(name);
      if (entries.has(name)) {
        throw lim.duplicate ? lim.duplicate(name) : refuse(400, "unexpected_entry", t.unexpectedEntry(name));
      }
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw lim.damaged();
      // Refused by its declared size, before a byte of it is read.
      if (entry.uncompressedSize > lim.maxOf(entry)) throw lim.bomb();
      if (
        entry.uncompressedSize > 1024 * 1024 &&
        entry.uncompressedSize > maxRatio * Math.max(entry.compressedSize, 1)
      ) {
        throw lim.bomb();
      }
      total += entry.uncompressedSize;
      if (total > lim.maxTotal) throw lim.bomb();
      entries.set(name, entry);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message = err instanceof Error ? err.message : "";
    const bad = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
    if (bad) throw unsafe(bad[2]!);
    throw lim.damaged();
  }
  return entries;
}

/** Every entry, each with a safe, expected path, within the zip-bomb limits. */
export async function listEntries(zip: ZipFile, config: Config): Promise<Map<string, Entry>> {
  const entries = await safeEntries(zip, {
    maxEntries,
    maxTotal: maxUploadBytes(config),
    tooManyEntries: () => refuse(413, "too_many_entries", t.tooManyEntries),
    bomb,
    damaged,
    maxOf: (entry) => {
      const kind = kindOfPath(entry.fileName);
      // values.json and verbeteren/data.json have caps of their own with messages of their own.
      if (kind === "values" && entry.uncompressedSize > maxValuesBytes(config)) {
        throw refuse(413, "too_large", t.valuesTooLarge(formatBytes(maxValuesBytes(config))));
      }
      if (kind === "verbeteren" && entry.uncompressedSize > maxVerbeterenBytes) {
        throw refuse(422, "too_large", t.verbeterenTooLarge(formatBytes(maxVerbeterenBytes)));
      }
      return kind === "manifest"
        ? maxManifestBytes
        : kind === "values"
          ? maxValuesBytes(config)
          : kind === "verbeteren" ||
              kind === "questions" ||
              kind === "reading" ||
              kind === "organisation" ||
              kind === "personnel" ||
              kind === "reports"
            ? maxVerbeterenBytes
            : kind === "handbook"
              ? maxHandbookBytes
              : limits.fileMaxBytes;
    },
  });
  // A ZIP without a manifest is someone else's; in ours every entry has its place.
  if (!entries.has(MANIFEST_PATH)) throw refuse(400, "not_an_export", t.notAnExport);
  for (const name of entries.keys()) {
    if (!kindOfPath(name)) throw refuse(400, "unexpected_entry", t.unexpectedEntry(name));
  }
  return entries;
}

/** The temporary directory of an upload, removed whatever happened. */
export const removeTemp = (dir: string) => rm(dir, { recursive: true, force: true });
