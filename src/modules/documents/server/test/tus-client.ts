/** Uploads from Node with tus-js-client, as the browser does, with the test user's cookies. */
import * as tus from "tus-js-client";
import type { TestClient } from "../../../../server/test/harness";
import { limits } from "@core/shared/limits";

export type UploadResult = { url: string; chunks: number[]; finalBody: string };

export function tusUpload(
  client: TestClient,
  bytes: Buffer,
  metadata: Record<string, string>,
  options: Partial<tus.UploadOptions> = {},
): Promise<UploadResult> {
  const chunks: number[] = [];
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint: `${client.baseUrl}/api/documents/uploads`,
      headers: { cookie: client.cookieHeader },
      chunkSize: limits.uploadChunkBytes,
      retryDelays: null,
      metadata,
      onChunkComplete: (_size, accepted) => chunks.push(accepted),
      onSuccess: ({ lastResponse }) => resolve({ url: upload.url!, chunks, finalBody: lastResponse.getBody() }),
      onError: reject,
      ...options,
    });
    upload.start();
  });
}

/** The status and Dutch message of a refused tus request. */
export function refusal(err: unknown): { status: number; body: { code: string; message: string } } {
  const res = (err as tus.DetailedError).originalResponse;
  if (!res) throw err;
  return { status: res.getStatus(), body: JSON.parse(res.getBody()) };
}

export const meta = (filename: string, category = "beleid", filetype = "") => ({ filename, category, filetype });
