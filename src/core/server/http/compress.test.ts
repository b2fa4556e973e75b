/**
 * Compression, static files and their cache headers, and 404s, against the real server with a
 * built web app of the test's own (a temporary dist/ folder with precompressed siblings).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ORIGIN, type TestServer } from "../../../server/test/harness";
import { chooseEncoding } from "@core/server/http/compress";

let server: TestServer;
let distDir: string;
const appJs = `console.log(${JSON.stringify("Normwijs ".repeat(400))});\n`;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "normwijs-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Normwijs</title><div id=root></div>");
  writeFileSync(path.join(distDir, "signed-out.html"), "<!doctype html><title>Normwijs</title><!-- signed-out -->");
  writeFileSync(path.join(distDir, "assets", "app-Ab12Cd34.js"), appJs);
  writeFileSync(path.join(distDir, "assets", "app-Ab12Cd34.js.br"), brotliCompressSync(appJs));
  writeFileSync(path.join(distDir, "assets", "app-Ab12Cd34.js.gz"), gzipSync(appJs));
  writeFileSync(path.join(distDir, "theme-init.js"), "document.documentElement.dataset.theme = 'light';\n");
  writeFileSync(path.join(distDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  server = await startTestServer({}, { distDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw GET (node:http, no automatic decompression), so the bytes on the wire are what we see. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(server.url + pathname, { headers: { origin: TEST_ORIGIN, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("dynamic responses", () => {
  let cookie: string;
  const value = "Wij bieden ambulante jeugdhulp aan gezinnen in de regio. ".repeat(40);

  beforeAll(async () => {
    const user = await server.user();
    expect((await user.put("/api/kms/values/missie-en-visie", { value, baseRevision: 0 })).status).toBe(200);
    cookie = user.cookieHeader;
  });

  it("compresses a large JSON answer with brotli when accepted, else gzip, else not at all", async () => {
    const br = await get("/api/kms/values", { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    const decoded = JSON.parse(brotliDecompressSync(br.body).toString("utf8"));
    expect(JSON.stringify(decoded)).toContain(value.trim());
    // Security headers survive compression.
    expect(br.headers["x-content-type-options"]).toBe("nosniff");

    const gz = await get("/api/kms/values", { cookie, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toEqual(decoded);
    expect(gz.body.byteLength).toBeLessThan(JSON.stringify(decoded).length / 2);

    const plain = await get("/api/kms/values", { cookie });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(decoded);

    const refused = await get("/api/kms/values", { cookie, "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a small answer as it is", async () => {
    const res = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({ status: "ok" });
    expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("static files", () => {
  it("serves a hashed asset precompressed, with the original's type, cached for a year", async () => {
    const br = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(appJs);

    const gz = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(appJs);

    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(appJs);
  });

  it("caches theme-init.js, favicon.svg and robots.txt for an hour", async () => {
    for (const [p, type] of [
      ["/theme-init.js", /^text\/javascript/],
      ["/favicon.svg", /^image\/svg\+xml/],
      ["/robots.txt", /^text\/plain/],
    ] as const) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers["content-type"], p).toMatch(type);
      expect(res.headers["cache-control"], p).toBe("public, max-age=3600");
    }
    expect((await get("/robots.txt")).body.toString("utf8")).toBe("User-agent: *\nAllow: /\n");
  });

  it("answers 404 for a missing file instead of the app's page", async () => {
    for (const p of ["/foo.png", "/assets/ontbreekt-12345678.js", "/assets/app-Ab12Cd34.js.br", "/wp-login.php"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.body.toString("utf8"), p).not.toContain("<!doctype html>");
    }
  });

  it("answers a route of the app with index.html, not cached", async () => {
    // An element's number ('4.5') is not a file extension: the mail about an auditor's question links there.
    for (const p of ["/kwaliteitssysteem/missie-en-visie", "/normelementen/4.5"]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body.toString("utf8")).toContain("<div id=root>");
    }
  });
});

describe("a robots.txt that the build did not write", () => {
  it("answers 404", async () => {
    rmSync(path.join(distDir, "robots.txt"));
    expect((await get("/robots.txt")).status).toBe(404);
  });
});

it("chooses brotli, then gzip, and honours q=0", () => {
  expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(chooseEncoding("gzip")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding("identity")).toBeUndefined();
  expect(chooseEncoding(undefined)).toBeUndefined();
});

describe("event streams", () => {
  it("are never buffered or compressed, whatever their path", async () => {
    const { Hono } = await import("hono");
    const { streamSSE } = await import("hono/streaming");
    const { compress } = await import("@core/server/http/compress");
    const app = new Hono();
    app.use(compress());
    let end!: () => void;
    const ended = new Promise<void>((r) => (end = r));
    app.get("/stream", (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: "kms", data: "x".repeat(4096) });
        await ended;
      }),
    );
    const res = await app.request("/stream", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = res.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("buffered")), 2_000)),
    ]);
    expect(new TextDecoder().decode(first.value)).toMatch(/^event: kms\ndata: x{4096}\n\n$/);
    end();
    await reader.cancel();
  });
});

describe("the signed-out entry", () => {
  it("answers /, /login and the legal pages without a session cookie with the light page, and everything else with the app", async () => {
    for (const page of ["/", "/login", "/privacy", "/voorwaarden", "/contact"]) {
      const res = await get(page, { cookie: "normwijs-theme=dark" });
      expect(res.body.toString()).toContain("signed-out");
      expect(res.headers["vary"]).toMatch(/cookie/i);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    for (const page of ["/kwaliteitssysteem/missie-en-visie", "/wachtwoord-vergeten", "/vragenlijst"]) {
      expect((await get(page)).body.toString()).not.toContain("signed-out");
    }
  });

  it("answers a client's questionnaire with the light page, with or without a session cookie", async () => {
    const user = await server.user();
    for (const cookie of [undefined, user.cookieHeader]) {
      const res = await get("/vragenlijst/Ab12-cd_34", cookie ? { cookie } : {});
      expect(res.body.toString()).toContain("signed-out");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers /, /login and the legal pages with the app for a browser with a session cookie", async () => {
    const user = await server.user();
    for (const page of ["/", "/login", "/privacy", "/contact"]) {
      const res = await get(page, { cookie: user.cookieHeader });
      expect(res.body.toString()).not.toContain("signed-out");
      expect(res.body.toString()).toContain("<div id=root></div>");
    }
  });
});
