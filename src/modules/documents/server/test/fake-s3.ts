/**
 * S3 for tests: s3rver on 127.0.0.1 with a fresh bucket. s3rver lacks two operations every real S3
 * has and @tus/s3-store needs — ListParts and AbortMultipartUpload — so this adds them at the
 * network edge, reading s3rver's own upload directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "@core/server/storage/s3";

export type FakeS3 = {
  options: S3StorageOptions;
  /** Environment variables that point the server at this S3. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "normwijs-s3-"));
  const bucket = "normwijs-test";
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  s3.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query?.uploadId as string | undefined;
    if (!uploadId || !["GET", "DELETE"].includes(ctx.method) || ctx.query.partNumber) return next();
    const [, bucketName, ...keyParts] = decodeURIComponent(ctx.path).split("/");
    const uploadDir = path.join(s3.store.getResourcePath(bucketName!, undefined, "uploads"), path.basename(uploadId));
    const exists = await stat(uploadDir).then(
      () => true,
      () => false,
    );
    ctx.type = "application/xml";
    if (!exists) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (ctx.method === "DELETE") {
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = (await readdir(uploadDir))
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const size = (await stat(path.join(uploadDir, String(n)))).size;
        const md5 = await readFile(path.join(uploadDir, `${n}.md5`), "utf8").catch(() => "");
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${bucketName}</Bucket><Key>${keyParts.join("/")}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
  });
  const address = await s3.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const options: S3StorageOptions = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
