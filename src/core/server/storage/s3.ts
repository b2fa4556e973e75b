/**
 * S3-compatible back end: @tus/s3-store receives uploads as multipart uploads; reads and deletes go
 * through @aws-sdk/client-s3 directly. Checksums are only computed when an operation requires them:
 * many S3-compatible servers do not understand the SDK's default streamed (aws-chunked) checksums.
 */
import type { Readable } from "node:stream";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { MetadataValue } from "@tus/s3-store";
import type { MemoryKvStore } from "@tus/server";
import { lazyRequire } from "@core/server/lazy-require";
import { assertStorageKey, StoredBytesMissing, type FileStorage } from "@core/server/storage/types";

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export function s3ClientConfig(o: S3StorageOptions): S3ClientConfig {
  return {
    endpoint: o.endpoint,
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === "NoSuchKey" ||
    e?.name === "NotFound" ||
    e?.name === "NoSuchUpload" ||
    e?.Code === "NoSuchKey" ||
    e?.Code === "NoSuchUpload" ||
    e?.$metadata?.httpStatusCode === 404
  );
};

export function createS3Storage(o: S3StorageOptions): FileStorage {
  // Loaded here, not at start: a server on disk storage never needs the S3 SDK.
  const { AbortMultipartUploadCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } =
    lazyRequire("@aws-sdk/client-s3") as typeof import("@aws-sdk/client-s3");
  const { S3Store } = lazyRequire("@tus/s3-store") as typeof import("@tus/s3-store");
  const config = s3ClientConfig(o);
  const client = new S3Client(config);
  // tus caches upload state per process; removal has to drop it, or a removed upload looks finished.
  const cache: MemoryKvStore<MetadataValue> = new (
    lazyRequire("@tus/server") as typeof import("@tus/server")
  ).MemoryKvStore<MetadataValue>();
  const uploads = new S3Store({
    cache,
    // Tags drive S3 lifecycle expiry; we clean up abandoned uploads ourselves from the database.
    useTags: false,
    s3ClientConfig: { ...config, bucket: o.bucket },
  });
  const Bucket = o.bucket;

  /** The multipart upload id tus recorded in `<key>.info`, if the upload was never finished. */
  async function pendingMultipartId(key: string): Promise<string | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: `${key}.info` }));
      return head.Metadata?.["upload-id"];
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  return {
    kind: "s3",
    uploads,
    async open(key) {
      assertStorageKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) throw new StoredBytesMissing(key);
        throw err;
      }
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      const uploadId = await pendingMultipartId(key);
      if (uploadId) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })).catch((err) => {
          // A finished upload has no multipart upload any more.
          if (!isNotFound(err)) throw err;
        });
      }
      // DeleteObject succeeds for a missing key, so removing twice is harmless.
      for (const Key of [key, `${key}.part`, `${key}.info`]) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
      await cache.delete(key);
    },
  };
}
