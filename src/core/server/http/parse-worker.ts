/**
 * Parses a file a user sent in a worker thread, so that a hostile file cannot block or crash the
 * server for everyone else: the worker has its own heap with a ceiling (resourceLimits) and a time
 * limit (it is terminated), and one parse runs at a time per instance; a few more wait their turn,
 * beyond that the caller hears 'bezig'. The main thread only hands over a path and receives a
 * result (structured clone), or an ApiError the parser threw (status, code, message).
 *
 * A worker entry is a module whose default export takes the input and answers the result
 * (`defineParser`). From the sources (tsx, vitest) it is loaded through tsx's loader; in the build
 * it is a file of its own beside main.js (scripts/build.mjs builds every `*.worker.ts`).
 */
import { Worker } from "node:worker_threads";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import { createRequire } from "node:module";
import { ApiError } from "@core/server/http/errors";
import type { ErrorCode } from "@core/shared/errors";

export type ParseLimits = {
  /** The worker's old-generation heap ceiling, in MB. */
  memoryMb: number;
  /** Wall-clock time before the worker is terminated. */
  timeoutMs: number;
};

export type ParseRefusals = {
  /** Out of memory or out of time: the file is too big or too complex. */
  tooComplex: () => ApiError;
  /** Too many parses waiting on this instance. */
  busy: () => ApiError;
};

type Reply<T> = { ok: true; value: T } | { ok: false; status: number; code: ErrorCode; message: string };

/** One at a time per instance; `maxWaiting` more may queue (each waits for the one before). */
export class ParseQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  constructor(readonly maxWaiting: number) {}

  async run<T>(job: () => Promise<T>, busy: () => ApiError): Promise<T> {
    if (this.waiting > this.maxWaiting) throw busy();
    this.waiting++;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous.catch(() => undefined);
      return await job();
    } finally {
      this.waiting--;
      release();
    }
  }
}

let shared: ParseQueue | undefined;

/** The instance's one queue for every file parser (the first caller's config sets its length). */
export function parseQueue(config: { PARSE_MAX_WAITING: number }): ParseQueue {
  shared ??= new ParseQueue(config.PARSE_MAX_WAITING);
  return shared;
}

/**
 * Where a worker entry is: `entry` is the module's URL as its own file knows it
 * (`new URL("./x.worker.ts", import.meta.url)` from the sources). In the build every module sits
 * in main.js, so the entry is the built `<name>.js` next to it.
 */
function workerFile(entry: URL): { file: string; fromSource: boolean } {
  const own = fileURLToPath(import.meta.url);
  if (own.endsWith(".ts")) return { file: fileURLToPath(entry), fromSource: true };
  const name = path.basename(fileURLToPath(entry)).replace(/\.ts$/, ".js");
  return { file: path.join(path.dirname(own), name), fromSource: false };
}

/**
 * tsx's loader API as a file URL: a data: module cannot resolve a package name itself, and
 * require.resolve answers the CommonJS build, whose ES twin sits beside it.
 */
const tsxApi = () =>
  pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs"),
  ).href;

/** Runs the entry's parser on `input` in a fresh worker within the limits; throws its ApiError as is. */
export function runInWorker<I, T>(entry: URL, input: I, limits: ParseLimits, refusals: ParseRefusals): Promise<T> {
  const { file, fromSource } = workerFile(entry);
  // From the sources: a tiny ES module that registers tsx's loader in the worker, then loads the entry.
  const bootstrap = fromSource
    ? new URL(
        `data:text/javascript,${encodeURIComponent(
          `import { register } from ${JSON.stringify(tsxApi())}; register(); await import(${JSON.stringify(pathToFileURL(file).href)});`,
        )}`,
      )
    : file;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      // The worker reads no environment and no standard input of ours.
      env: {},
      stdin: false,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(refusals.tooComplex())), limits.timeoutMs);
    worker.once("message", (reply: Reply<T>) =>
      finish(() =>
        reply.ok
          ? resolve(reply.value)
          : reject(new ApiError(reply.status as ApiError["status"], reply.code, reply.message)),
      ),
    );
    // ERR_WORKER_OUT_OF_MEMORY, or anything the parser did not turn into an answer.
    worker.once("error", () => finish(() => reject(refusals.tooComplex())));
    worker.once("exit", () => finish(() => reject(refusals.tooComplex())));
  });
}
