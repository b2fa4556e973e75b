/**
 * A ZIP written to a response as it is made (yazl), for the downloads that hold documents (the full
 * export, the auditdossier). Entries go in one at a time; a stream entry's source is read only as
 * fast as the client takes the ZIP, so memory stays flat whatever the documents' total size. When
 * the client goes away, the source being read is closed and `gone` tells the writer to open nothing
 * more. yazl writes ZIP64 records by itself when an entry or the archive passes 4 GB.
 */
import { createHash } from "node:crypto";
import { pipeline, type Readable, Transform, type TransformCallback } from "node:stream";
import { finished } from "node:stream/promises";
import type { ZipFile } from "yazl";
import { lazyRequire } from "@core/server/lazy-require";

/** Counts and hashes the bytes that pass through, unchanged. */
class Hasher extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
}

export type EntryOptions = { compress: boolean; mtime: Date; size?: number };

export type ZipStream = {
  /** The ZIP's bytes, for the response. */
  output: Readable;
  /** Whether the client went away. */
  readonly gone: boolean;
  addBuffer(bytes: Uint8Array, path: string, options: EntryOptions): void;
  /** Adds one stream as an entry and waits until the ZIP has taken all of it; answers its size and SHA-256. */
  addStream(source: Readable, path: string, options: EntryOptions): Promise<{ size: number; sha256: string }>;
  /**
   * Runs `write` (which adds the entries) and ends the ZIP; when it fails, the entry being read is
   * stopped, `onError` hears it (unless the client left first) and the output ends in an error.
   */
  write(write: () => Promise<void>, onError: (err: unknown) => void): void;
};

export function createZipStream(): ZipStream {
  const yazl = lazyRequire("yazl") as typeof import("yazl");
  const zip: ZipFile = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  /** The entry being written: its source and the hash it flows through. */
  let current: { source: Readable; hasher: Hasher } | undefined;
  const stopCurrent = (err?: Error) => {
    current?.source.destroy();
    current?.hasher.destroy(err);
  };
  let gone = false;
  // The client went away (the response stream was cancelled): stop reading the current source.
  output.once("close", () => {
    gone = true;
    stopCurrent(new Error("The client went away"));
  });

  return {
    output,
    get gone() {
      return gone;
    },
    addBuffer(bytes, path, options) {
      zip.addBuffer(Buffer.from(bytes), path, options);
    },
    async addStream(source, path, options) {
      const hasher = new Hasher();
      current = { source, hasher };
      // Either side failing ends both (a storage read error fails the entry, and so the ZIP).
      pipeline(source, hasher, () => undefined);
      zip.addReadStream(hasher, path, options);
      await finished(hasher, { readable: true, writable: true });
      current = undefined;
      return { size: hasher.size, sha256: hasher.hash.digest("hex") };
    },
    write(write, onError) {
      write()
        .then(() => zip.end())
        .catch((err) => {
          stopCurrent();
          if (!gone) onError(err);
          output.destroy(err instanceof Error ? err : new Error(String(err)));
        });
    },
  };
}
