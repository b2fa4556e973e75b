/**
 * The worker side of parse-worker.ts: runs one parse on the input it was given and posts the
 * result, or the ApiError the parser threw (status, code, message); anything else is 'damaged'.
 */
import { parentPort, workerData } from "node:worker_threads";
import { ApiError } from "@core/server/http/errors";

export function defineParser<I, T>(parse: (input: I) => Promise<T>, damaged: () => ApiError): void {
  if (!parentPort) return;
  const port = parentPort;
  // A parser that throws at once is answered like one that rejects.
  Promise.resolve()
    .then(() => parse(workerData as I))
    .then(
      (value) => port.postMessage({ ok: true, value }),
      (err: unknown) => {
        const e = err instanceof ApiError ? err : damaged();
        port.postMessage({ ok: false, status: e.status, code: e.code, message: e.message });
      },
    );
}
