/**
 * Request bodies without the detour through web streams. Hono on Node builds a full web Request
 * (with a ReadableStream over Node's request stream) the first time anything touches the body, and
 * hono's bodyLimit touches it on every request, also a GET. That detour was a large share of a
 * small save's CPU time. Here:
 * - limitBody refuses a declared Content-Length over the limit without reading anything, lets a
 *   request without a body through untouched, reads (counting) a chunked body, whose length is
 *   unknown until it has arrived, and reads a declared one whole before the route starts: a
 *   client that stops short and closes its side gets a 400 and no route runs (a route that reads
 *   no body would otherwise write as soon as the headers are in);
 * - readBody takes the bytes straight from Node's request stream when nothing has read it yet, and
 *   otherwise from the web Request as usual.
 */
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "@core/server/http/errors";
import { httpMessages } from "@core/server/http/messages";

/** Bodies read (and counted) by limitBody, for the route's readBody. */
const buffered = new WeakMap<Request, Buffer>();

/** Node's request behind the context, when the app runs on @hono/node-server. */
function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === "function" ? incoming : undefined;
}

/** Reads a stream to its end; undefined as soon as it has more than maxSize bytes. */
async function readCapped(stream: AsyncIterable<Uint8Array>, maxSize: number): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxSize) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Node's request stream read to its end with plain events (cheaper than an async iterator for the
 * one or two chunks of a small body). Its length is bounded by Content-Length, checked before.
 * Rejects when the client goes away before the end.
 */
function readIncoming(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const done = (result: Buffer | Error) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onEnd).off("close", onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = (err?: Error) => done(err ?? Buffer.concat(chunks));
    const onClose = () => done(new Error("The request ended before its body was complete"));
    incoming.on("data", onData).on("end", onEnd).on("error", onEnd).on("close", onClose);
  });
}

/** The client went away before the end of its body: a 400 (if it still listens), and no route runs. */
const cutOff = (): never => {
  throw new ApiError(400, "invalid_input", httpMessages.unreadable);
};

/**
 * Refuses a body over maxSize with onError (which throws or answers). A refused body is not read:
 * the caller's error handler closes the connection rather than reuse it.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    const chunked = c.req.header("transfer-encoding") !== undefined;
    if (!chunked) {
      // Node's parser reads exactly Content-Length bytes (none without it), so the header is the size.
      const length = c.req.header("content-length");
      if (length !== undefined && Number(length) > maxSize) return onError(c);
      const incoming = nodeRequest(c);
      if (length !== undefined && Number(length) > 0 && incoming && untouched(incoming)) {
        // The whole body before the route starts, also a route that reads none: a client that stops
        // short of Content-Length and closes its side gets a 400, and no route ran to write anything.
        keepBody(incoming, await readIncoming(incoming).catch(cutOff));
      }
      return next();
    }
    const incoming = nodeRequest(c);
    const body = c.req.raw.body as AsyncIterable<Uint8Array> | null;
    const source = incoming && untouched(incoming) ? incoming : body;
    const bytes = source ? await readCapped(source, maxSize).catch(cutOff) : Buffer.alloc(0);
    if (!bytes) return onError(c);
    // Routes that hand the web Request on (sign-in, uploads) read these bytes from it.
    c.req.raw = new Request(c.req.raw, { body: new Uint8Array(bytes) });
    buffered.set(c.req.raw, bytes);
    return next();
  };
}

/**
 * Keeps a body read from Node's stream where @hono/node-server looks for one (`rawBody`, as on
 * hosts that read bodies before the app), so a route that hands the web Request on still reads it.
 */
function keepBody(incoming: IncomingMessage, bytes: Buffer) {
  (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
}

/** No one has started reading the stream (it would otherwise be split between two readers). */
const untouched = (incoming: IncomingMessage) => incoming.readableFlowing === null && !incoming.readableDidRead;

/** The whole request body. Routes behind limitBody only: the limit is what keeps this bounded. */
export async function readBody(c: Context): Promise<Buffer> {
  const incoming = nodeRequest(c);
  const read = incoming && (incoming as { rawBody?: unknown }).rawBody;
  if (read instanceof Buffer) return read;
  const kept = buffered.get(c.req.raw);
  if (kept) return kept;
  if (incoming && untouched(incoming)) return readIncoming(incoming);
  return Buffer.from(await c.req.arrayBuffer());
}

/** An upload's body goes on in blocks of this size (the last one shorter). */
export const streamBlockBytes = 1024 * 1024;

/**
 * The web Request for a route that streams a large body on (uploads), with a body stream over
 * Node's request. Node hands the body over in pieces of at most 64 KB, and every piece then passes
 * half a dozen stream stages on its way to disk (tus's proxy, limiter and counter, a file write on
 * the thread pool): that per-piece cost, not the bytes, was most of an upload's CPU time. So the
 * pieces are gathered into blocks of streamBlockBytes and each block is handed on whole, once full:
 * one file write per block (for 500 MB about 500 instead of the 1,000 writes of handing on whatever
 * had arrived whenever the consumer asked), so the server spends less on the thread pool and the
 * stages. Reading pauses while a full block waits for the consumer. The last block is shorter; when
 * the client goes away before the end, what arrived is handed on, then the stream fails.
 */
export function streamingRequest(c: Context): Request {
  const raw = c.req.raw;
  const incoming = nodeRequest(c);
  if (!incoming || !untouched(incoming) || (raw.method !== "POST" && raw.method !== "PATCH")) return raw;
  const waiting: Buffer[] = [];
  let waitingBytes = 0;
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  /** Hands on a full block (or the rest, at the end), else the end or the failure; false when nothing is ready. */
  const handOn = (controller: ReadableStreamDefaultController<Uint8Array>): boolean => {
    if (waitingBytes > 0 && (waitingBytes >= streamBlockBytes || ended || failure)) {
      controller.enqueue(waiting.length === 1 ? waiting[0]! : Buffer.concat(waiting, waitingBytes));
      waiting.length = 0;
      waitingBytes = 0;
      if (incoming.isPaused() && !ended) incoming.resume();
      return true;
    }
    if (failure) controller.error(failure);
    else if (ended) controller.close();
    return Boolean(failure || ended);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start() {
        incoming.on("data", (chunk: Buffer) => {
          waiting.push(chunk);
          waitingBytes += chunk.length;
          if (waitingBytes < streamBlockBytes) return;
          incoming.pause();
          wake?.();
        });
        incoming.on("end", () => {
          ended = true;
          wake?.();
        });
        incoming.on("error", (err) => {
          failure ??= err;
          wake?.();
        });
        incoming.on("close", () => {
          if (ended) return;
          failure ??= new Error("The request ended before its body was complete");
          wake?.();
        });
      },
      pull(controller) {
        if (handOn(controller)) return;
        return new Promise<void>((resolve) => {
          wake = () => {
            wake = undefined;
            handOn(controller);
            resolve();
          };
        });
      },
      cancel() {
        incoming.destroy();
      },
    },
    // Asked only when the consumer reads.
    { highWaterMark: 0 },
  );
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body, duplex: "half" } as RequestInit);
}
