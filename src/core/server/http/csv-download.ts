/**
 * A CSV download streamed from its lines as they are read, a page at a time, never all in memory.
 * The byte-order mark comes first, so spreadsheet programs read the UTF-8 (é, ë). Lines are sent
 * in chunks of about 16 kB. Stopping the download stops the reading. Such a route's path is
 * excluded from compression (app.ts), which would otherwise wait for the whole body.
 */
import { contentDisposition } from "@core/server/http/content-disposition";

const chunkChars = 16 * 1024;

export function csvDownload(fileName: string, lines: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = started ? "" : "\uFEFF";
      started = true;
      while (chunk.length < chunkChars) {
        const { value, done } = await lines.next();
        if (done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          return controller.close();
        }
        chunk += value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition("attachment", fileName),
      "cache-control": "private, no-store",
    },
  });
}
