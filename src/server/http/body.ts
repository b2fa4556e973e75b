/**
 * Request bodies without the detour through web streams. Hono on Node builds a full web Request
 * (with a ReadableStream over Node's request stream) the first time anything touches the body, and
 * hono's bodyLimit touches it on every request, also a GET. That detour was a large share of a
 * small save's CPU time. Here:
 * - limitBody refuses a declared Content-Length over the limit without reading anything, lets a
 *   request without a body through untouched, and only reads (counting) a chunked body, whose
 *   length is unknown until it has arrived;
 * - readBody takes the bytes straight from Node's request stream when nothing has read it yet, and
 *   otherwise from the web Request as usual.
 */
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

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
      return next();
    }
    const incoming = nodeRequest(c);
    const body = c.req.raw.body as AsyncIterable<Uint8Array> | null;
    const source = incoming && untouched(incoming) ? incoming : body;
    const bytes = source ? await readCapped(source, maxSize) : Buffer.alloc(0);
    if (!bytes) return onError(c);
    // Routes that hand the web Request on (sign-in, uploads) read these bytes from it.
    c.req.raw = new Request(c.req.raw, { body: new Uint8Array(bytes) });
    buffered.set(c.req.raw, bytes);
    return next();
  };
}

/** No one has started reading the stream (it would otherwise be split between two readers). */
const untouched = (incoming: IncomingMessage) => incoming.readableFlowing === null && !incoming.readableDidRead;

/** The whole request body. Routes behind limitBody only: the limit is what keeps this bounded. */
export async function readBody(c: Context): Promise<Buffer> {
  const kept = buffered.get(c.req.raw);
  if (kept) return kept;
  const incoming = nodeRequest(c);
  if (incoming && untouched(incoming)) return readIncoming(incoming);
  return Buffer.from(await c.req.arrayBuffer());
}

/**
 * The web Request for a route that streams a large body on (uploads), with a body stream over
 * Node's request that hands the chunks on as they are. (Node 20's own conversion copies every
 * chunk, which cost a fifth of an upload's CPU time.) Reading pauses while the consumer is behind.
 */
export function streamingRequest(c: Context): Request {
  const raw = c.req.raw;
  const incoming = nodeRequest(c);
  if (!incoming || !untouched(incoming) || (raw.method !== "POST" && raw.method !== "PATCH")) return raw;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on("data", (chunk: Buffer) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.on("end", () => {
        ended = true;
        controller.close();
      });
      incoming.on("error", (err) => controller.error(err));
      incoming.on("close", () => {
        if (!ended) controller.error(new Error("The request ended before its body was complete"));
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      incoming.destroy();
    },
  });
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body, duplex: "half" } as RequestInit);
}
