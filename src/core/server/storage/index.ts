/** Chooses the storage back end from the configuration: S3 when S3_BUCKET is set, else local disk. */
import path from "node:path";
import type { Config } from "@core/server/config";
import { createDiskStorage } from "@core/server/storage/disk";
import { createS3Storage } from "@core/server/storage/s3";
import type { FileStorage } from "@core/server/storage/types";

export type { FileStorage } from "@core/server/storage/types";
export { StoredBytesMissing } from "@core/server/storage/types";

export function createStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(config.dataDir, "files"));
}
