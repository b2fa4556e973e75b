/**
 * Local disk back end: uploads and finished files under one directory (DATA_DIR/files), one file
 * per key plus tus's `<key>.json` with the upload state.
 */
import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "@tus/file-store";
import { lazyRequire } from "@core/server/lazy-require";
import { assertStorageKey, StoredBytesMissing, type FileStorage } from "@core/server/storage/types";

export function createDiskStorage(directory: string): FileStorage {
  const dir = path.resolve(directory);
  // tus's file store is loaded with the first upload, not at start-up.
  let store: FileStore | undefined;
  const uploads = () =>
    (store ??= new (lazyRequire("@tus/file-store") as typeof import("@tus/file-store")).FileStore({ directory: dir }));
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    kind: "disk",
    get uploads() {
      return uploads();
    },
    async open(key) {
      const file = fileOf(key);
      const size = await stat(file).then(
        (s) => s.size,
        (err: NodeJS.ErrnoException) => {
          if (err.code === "ENOENT") throw new StoredBytesMissing(key);
          throw err;
        },
      );
      return { stream: createReadStream(file), size };
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      const file = fileOf(key);
      await mkdir(dir, { recursive: true });
      await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
    },
  };
}
