/**
 * Uploads one file with the tus protocol: resumable, in chunks that start at 256 KB (sent with the
 * request that creates the upload) and are then sized by the connection's speed (see
 * nextChunkSize), retried after a dropped connection from the last byte the server acknowledged —
 * also after a reload, because the upload URL is remembered per file and category until the upload
 * succeeds.
 */
import type * as tus from "tus-js-client";
import { limits } from "@core/shared/limits";
import type { DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { nextChunkSize, type StoredFileDto } from "../../model";
import { messages } from "../messages";

export const uploadEndpoint = "/api/documents/uploads";

/** tus-js-client (about 13 kB of compressed script) loads with the first upload, not with the page. */
const loadTus = () => import("tus-js-client");

export async function uploadFile(
  file: File,
  category: DocumentCategory,
  elements: readonly HkzElementNumber[],
  onProgress: (sent: number, total: number) => void,
): Promise<StoredFileDto | undefined> {
  // Offline before the first upload: the usual message, not the loader's.
  const tus = await loadTus().catch(() => {
    throw new Error(messages.uploadFailed);
  });
  return new Promise((resolve, reject) => {
    let chunkStarted = performance.now();
    const upload = new tus.Upload(file, {
      endpoint: uploadEndpoint,
      chunkSize: limits.uploadChunkBytes,
      // The first chunk goes with the request that creates the upload: a file up to 256 KB goes up
      // in one request instead of two, a larger one saves a round trip too.
      uploadDataDuringCreation: true,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      // The path inside a picked folder keeps two same-named files of one folder apart.
      fingerprint: async (f: File) =>
        ["normwijs", category, f.webkitRelativePath || f.name, f.size, f.lastModified].join("|"),
      metadata: {
        filename: file.name,
        category,
        filetype: file.type,
        ...(elements.length ? { elements: elements.join(",") } : {}),
      },
      onShouldRetry: (err) => {
        // Retry network trouble and server hiccups, never a refusal.
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress,
      onChunkComplete: () => {
        // tus-js-client reads options.chunkSize for every next chunk.
        const now = performance.now();
        upload.options.chunkSize = nextChunkSize(upload.options.chunkSize!, now - chunkStarted);
        chunkStarted = now;
      },
      onSuccess: ({ lastResponse }) => {
        try {
          resolve((JSON.parse(lastResponse.getBody()) as { file?: StoredFileDto }).file);
        } catch {
          resolve(undefined);
        }
      },
      onError: (err) => reject(new Error(uploadErrorMessage(err))),
    });
    upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
}

/** The server's Dutch message when it refused the upload, else a general one. */
function uploadErrorMessage(err: Error): string {
  const res = (err as tus.DetailedError).originalResponse;
  if (res) {
    try {
      const body = JSON.parse(res.getBody()) as { message?: string };
      if (body.message) return body.message;
    } catch {
      /* not our JSON */
    }
  }
  return messages.uploadFailed;
}
