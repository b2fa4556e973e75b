/**
 * One compliance suite for every storage back end: local disk and S3 (s3rver). A back end passes
 * when uploads arrive in pieces at the right offsets, finished bytes read back identically as a
 * stream, and removal is complete and idempotent.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { Upload } from "@tus/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "@core/server/storage/disk";
import { createS3Storage } from "@core/server/storage/s3";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage/types";
import { startFakeS3, type FakeS3 } from "@modules/documents/server/test/fake-s3";

const key = () => randomBytes(16).toString("hex");
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function readAll(storage: FileStorage, k: string): Promise<Buffer> {
  const { stream } = await storage.open(k);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function upload(storage: FileStorage, k: string, bytes: Buffer, pieces: number[]): Promise<void> {
  await storage.uploads.create(new Upload({ id: k, size: bytes.length, offset: 0, metadata: {} }));
  let offset = 0;
  for (const size of pieces) {
    offset = await storage.uploads.write(Readable.from([bytes.subarray(offset, offset + size)]), k, offset);
  }
}

const backEnds: { name: string; start(): Promise<{ storage: FileStorage; stop(): Promise<void> }> }[] = [
  {
    name: "local disk",
    async start() {
      const dir = mkdtempSync(path.join(tmpdir(), "normwijs-disk-"));
      return { storage: createDiskStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async start() {
      const s3: FakeS3 = await startFakeS3();
      return { storage: createS3Storage(s3.options), stop: () => s3.close() };
    },
  },
];

describe.each(backEnds)("storage compliance: $name", (backEnd) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await backEnd.start());
  });
  afterAll(async () => stop?.());

  it("stores an upload sent in one piece and streams the same bytes back", async () => {
    const k = key();
    const bytes = randomBytes(300_000);
    await upload(storage, k, bytes, [bytes.length]);
    const { size } = await storage.open(k);
    expect(size).toBe(bytes.length);
    expect(sha256(await readAll(storage, k))).toBe(sha256(bytes));
    expect(await storage.exists(k)).toBe(true);
  });

  it("continues an upload at the offset it reports, across small and large pieces", async () => {
    const k = key();
    const bytes = randomBytes(6 * 1024 * 1024 + 123_457);
    await storage.uploads.create(new Upload({ id: k, size: bytes.length, offset: 0, metadata: {} }));
    const pieces = [256 * 1024, 100_000, 5 * 1024 * 1024 + 300_000];
    let offset = 0;
    for (const size of pieces) {
      offset = await storage.uploads.write(Readable.from([bytes.subarray(offset, offset + size)]), k, offset);
      expect((await storage.uploads.getUpload(k)).offset).toBe(offset);
    }
    expect(offset).toBeLessThan(bytes.length);
    await storage.uploads.write(Readable.from([bytes.subarray(offset)]), k, offset);
    expect(sha256(await readAll(storage, k))).toBe(sha256(bytes));
  });

  it("stores an empty file", async () => {
    const k = key();
    await upload(storage, k, Buffer.alloc(0), [0]);
    expect((await readAll(storage, k)).length).toBe(0);
  });

  it("removes a finished file completely, and removing again is fine", async () => {
    const k = key();
    await upload(storage, k, Buffer.from("notulen van de vergadering"), [26]);
    expect(await text((await storage.open(k)).stream)).toBe("notulen van de vergadering");
    await storage.remove(k);
    expect(await storage.exists(k)).toBe(false);
    await expect(storage.open(k)).rejects.toBeInstanceOf(StoredBytesMissing);
    await expect(storage.uploads.getUpload(k)).rejects.toBeTruthy();
    await storage.remove(k);
  });

  it("removes an unfinished upload with its partial bytes", async () => {
    const k = key();
    const bytes = randomBytes(1024 * 1024);
    await storage.uploads.create(new Upload({ id: k, size: bytes.length, offset: 0, metadata: {} }));
    await storage.uploads.write(Readable.from([bytes.subarray(0, 200_000)]), k, 0);
    await storage.remove(k);
    await expect(storage.uploads.getUpload(k)).rejects.toBeTruthy();
    expect(await storage.exists(k)).toBe(false);
  });

  it("treats a key that never existed as missing", async () => {
    const k = key();
    expect(await storage.exists(k)).toBe(false);
    await expect(storage.open(k)).rejects.toBeInstanceOf(StoredBytesMissing);
    await storage.remove(k);
  });

  it("refuses keys it did not generate", async () => {
    for (const bad of ["../../etc/passwd", "ABC", "", "a".repeat(31) + "/"]) {
      await expect(storage.open(bad)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(bad)).rejects.toThrow(/Invalid storage key/);
    }
  });
});
