/**
 * The two storage back ends the API tests run on, and a test server on either: with `s3` the
 * server stores in a fresh s3rver bucket, else in its own data folder. `storage` reaches the same
 * bytes directly, so a test can check what the server stored.
 */
import path from "node:path";
import { startTestServer, type TestServer } from "../../../../server/test/harness";
import { createDiskStorage } from "@core/server/storage/disk";
import { createS3Storage } from "@core/server/storage/s3";
import type { FileStorage } from "@core/server/storage";
import { startFakeS3 } from "./fake-s3";

export const storageBackEnds = [
  { name: "local disk", s3: false },
  { name: "S3 (s3rver)", s3: true },
];

export async function startServerOnBackEnd(
  s3: boolean,
): Promise<{ server: TestServer; storage: FileStorage; close(): Promise<void> }> {
  const fakeS3 = s3 ? await startFakeS3() : undefined;
  const server = await startTestServer(fakeS3?.env ?? {});
  const storage = fakeS3 ? createS3Storage(fakeS3.options) : createDiskStorage(path.join(server.dataDir, "files"));
  return {
    server,
    storage,
    async close() {
      await server.close();
      await fakeS3?.close();
    },
  };
}
