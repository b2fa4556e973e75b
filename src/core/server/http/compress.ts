/**
 * Compresses text answers to GET requests (JSON, HTML, plain text, JavaScript, CSS, SVG) with brotli, or gzip for
 * clients without brotli, as Accept-Encoding allows. Bodies under 1 KiB are sent as they are: the
 * saving would not pay for the work. Responses that are streamed rather than built in memory are
 * left alone (the `exclude` test, e.g. stored files and uploads; server-sent event streams always), as are bodies already encoded, such
 * as the precompressed static files. Small bodies are compressed synchronously (a few microseconds,
 * no thread-pool round trip); large ones in the thread pool so the event loop stays free.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const minBytes = 1024;
const syncMaxBytes = 64 * 1024;
/** Never buffer more than this to compress it (a KMS value is at most 8 MB). */
const maxBytes = 16 * 1024 * 1024;

export const compressibleType = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)|\+json\b/i;

type Encoding = "br" | "gzip";

/** The encoding to use: brotli when accepted, else gzip, else none. Honours q=0 ("not this one"). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (e: string) => (accepted.get(e) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return undefined;
}

const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const small = body.byteLength <= syncMaxBytes;
  if (encoding === "br") {
    const options = {
      ...brotliOptions,
      params: { ...brotliOptions.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    };
    return small ? brotliCompressSync(body, options) : brotliAsync(body, options);
  }
  return small ? gzipSync(body, { level: 6 }) : gzipAsync(body, { level: 6 });
}

export function compress(options: { exclude?: (c: Context) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only reads carry content worth compressing; the answer to a write is a small confirmation.
    if (c.req.method !== "GET" || options.exclude?.(c)) return;
    const res = c.res;
    if (res.status === 204 || res.status === 304) return;
    // Taken once: reading the body below makes `res.headers` a copy without the Vary added here.
    const headers = res.headers;
    const type = headers.get("Content-Type") ?? "";
    // An event stream never ends: reading its body to compress it would hold every event forever.
    if (/^text\/event-stream/i.test(type)) return;
    if (!compressibleType.test(type) || headers.has("Content-Encoding")) return;
    // The answer depends on Accept-Encoding from here on, whether compressed this time or not.
    if (!/accept-encoding/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
    // Decided from the headers alone, before the body is looked at: reading `res.body` turns Hono's
    // light response into a full web Response with a stream, which the server then sends piece by
    // piece; for a client that takes no compression, or a small answer, that is work for nothing.
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const declared = Number(headers.get("Content-Length") ?? NaN);
    if (declared < minBytes || declared > maxBytes) return;
    if (!res.body) return;
    const raw = new Uint8Array(await res.arrayBuffer());
    // The status and headers as plain init, so the new response is a light one again.
    const init = { status: res.status, headers };
    if (raw.byteLength < minBytes || raw.byteLength > maxBytes) {
      c.res = new Response(raw, init);
      return;
    }
    const encoded = await encode(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), encoding);
    c.res = new Response(new Uint8Array(encoded), init);
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.set("Content-Length", String(encoded.byteLength));
  };
}
