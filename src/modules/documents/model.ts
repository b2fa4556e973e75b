/**
 * Uploaded documents: the shape the API returns, the upload limits and chunk sizes, and
 * the Dutch messages the browser and the server both show for a refused upload.
 */
import type { DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { limits } from "@core/shared/limits";

export type StoredFileDto = {
  id: string;
  /** The user's own file name (display); a later upload of the same name gets ' (2)'. */
  name: string;
  size: number;
  contentType: string;
  /** ISO 8601, UTC. */
  uploadedAt: string;
  category: DocumentCategory;
  /** Opens the file (inline where safe); add ?download=1 to save it. */
  url: string;
  /** The HKZ elements it belongs to ('Hoort bij normelement'), in norm order. */
  elements: HkzElementNumber[];
};

/**
 * The category of a person's files (Medewerkers: a VOG, a diploma). They are documents of the
 * organisation for the quota, the bin and the export, but no document list, search, handbook or
 * download of the documents shows them: only the personnel routes open them.
 */
export const PERSONNEL_FILE_CATEGORY = "personeel";

/** A deleted document stays this many days in the recycle bin ('Prullenbak'); then its bytes are removed. */
export const BIN_RETENTION_DAYS = 30;

/** A document in the recycle bin. */
export type BinEntryDto = {
  id: string;
  name: string;
  category: DocumentCategory;
  size: number;
  /** ISO 8601, UTC. */
  deletedAt: string;
  /** Who deleted it; null when that account no longer exists. */
  deletedByName: string | null;
  /** When it will be removed for good (deletedAt + BIN_RETENTION_DAYS). */
  purgeAt: string;
};

export type RestoredFileDto = { file: StoredFileDto; renamed: boolean };

/** When a document deleted at `deletedAt` leaves the bin for good. */
export const purgeDate = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + BIN_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();

export const isTooBig = (size: number) => size > limits.fileMaxBytes;

/**
 * Chunk sizes for tus uploads. A file above limits.uploadChunkBytes (256 KB) goes up in several
 * requests, starting with 256 KB; every next chunk is sized to take about two seconds at the speed
 * the last one went, between 256 KB and a whole file. On a fast connection the second request
 * carries the rest of the file: every request more waits a round trip for its answer, and the
 * sending starts afresh (over loopback, one request for the rest took about a tenth less time than
 * chunks growing fourfold to 16 MB). A connection that slows down gets smaller chunks at once, so a
 * chunk stays far within the server's 60 s for one request and a bad connection keeps moving.
 */
export const uploadChunkMaxBytes = limits.fileMaxBytes;
const chunkTargetMs = 2_000;

export function nextChunkSize(current: number, elapsedMs: number): number {
  const atThisSpeed = elapsedMs > 0 ? Math.floor((current * chunkTargetMs) / elapsedMs) : uploadChunkMaxBytes;
  return Math.min(Math.max(atThisSpeed, limits.uploadChunkBytes), uploadChunkMaxBytes);
}

/** Dutch notation of a size, as a person reads it: '45 bytes', '1,2 MB', '5 GB'. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toLocaleString("nl-NL", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}
