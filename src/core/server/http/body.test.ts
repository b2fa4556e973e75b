/**
 * Request bodies read from Node's stream (http/body.ts): a declared or chunked body is read in
 * full and whole, a chunked one over the limit is refused with 413 and stores nothing, and a body
 * read by limitBody still reaches better-auth, which reads the web Request. An upload's body is
 * handed on whole and in blocks, and fails (not ends short) when the client goes away.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamBlockBytes, streamingRequest } from "@core/server/http/body";
import { startTestServer, TEST_ORIGIN, type TestServer, type TestClient } from "../../../server/test/harness";

let server: TestServer;
let user: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user({ organisationName: "Praktijk De Linde" });
});
afterAll(() => server.close());

/** Sends a JSON body in small chunks without Content-Length (Transfer-Encoding: chunked). */
async function sendChunked(method: string, path: string, json: string, cookie = "") {
  const bytes = new TextEncoder().encode(json);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 1000));
      offset += 1000;
    },
  });
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe("request bodies", () => {
  it("saves a KMS value sent chunked, byte for byte, with its Dutch characters", async () => {
    const value = "Wij bieden jeugdhulp in de regio’s Zeeland en Brabant — ook thuis. ".repeat(200);
    const res = await sendChunked(
      "PUT",
      "/api/kms/values/missie-en-visie",
      JSON.stringify({ value, baseRevision: 0 }),
      user.cookieHeader,
    );
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(1);
    const stored = (await user.get("/api/kms/values")).body as { values: Record<string, { value: unknown }> };
    expect(stored.values["missie-en-visie"]?.value).toBe(value);
  });

  it("refuses a chunked body over the 1 MB limit with 413 and changes nothing", async () => {
    const res = await sendChunked(
      "PATCH",
      "/api/organisation",
      JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) }),
      user.cookieHeader,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "too_large", message: "De gegevens die u stuurt zijn te groot." });
    expect((await user.get("/api/organisation")).body.name).toBe("Praktijk De Linde");
  });

  it("passes a chunked sign-in body on to better-auth after counting it", async () => {
    const res = await sendChunked(
      "POST",
      "/api/auth/sign-in/email",
      JSON.stringify({ email: user.email, password: "een-goed-wachtwoord" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
  });

  it("answers a body that is not JSON with a Dutch 400", async () => {
    const res = await fetch(`${server.url}/api/organisation`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie: user.cookieHeader },
      body: '{"name": "Zorg',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "De gegevens konden niet worden gelezen. Probeer het opnieuw." });
  });
});

describe("streamingRequest (uploads)", () => {
  type Outcome = { pieces: number[]; sha256: string } | { error: string; pieces: number[] };

  /**
   * A bare app whose route reads the streamed body and reports its pieces and their digest. With
   * `busy`, the route takes the first piece and then waits until the whole body has arrived
   * before it asks for more, as a consumer still writing that first piece to disk would.
   */
  async function startEcho({ busy = false } = {}) {
    const { Hono } = await import("hono");
    const { serve } = await import("@hono/node-server");
    const outcomes: Promise<Outcome>[] = [];
    const app = new Hono<{ Bindings: { incoming: IncomingMessage } }>().patch("/upload", async (c) => {
      const arrived = new Promise((r) => c.env.incoming.once("end", r));
      const outcome = (async (): Promise<Outcome> => {
        const pieces: number[] = [];
        const hash = createHash("sha256");
        try {
          const reader = streamingRequest(c).body!.getReader();
          for (let r = await reader.read(); !r.done; r = await reader.read()) {
            pieces.push(r.value.byteLength);
            hash.update(r.value);
            if (busy && pieces.length === 1) await arrived;
          }
          return { pieces, sha256: hash.digest("hex") };
        } catch (e) {
          return { error: (e as Error).message, pieces };
        }
      })();
      outcomes.push(outcome);
      return c.json(await outcome);
    });
    const srv = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => srv.once("listening", r));
    const port = (srv.address() as AddressInfo).port;
    return { port, outcomes, close: () => new Promise((r) => srv.close(r)) };
  }

  /** PATCHes `bytes` in 10 KB writes, so Node's request stream gets many small pieces. */
  async function send(port: number, bytes: Buffer): Promise<{ pieces: number[]; sha256: string }> {
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 10_000));
        offset += 10_000;
      },
    });
    const res = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: "PATCH",
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    return (await res.json()) as { pieces: number[]; sha256: string };
  }

  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  it("hands the body on byte for byte, in full blocks and a shorter last one", async () => {
    const echo = await startEcho();
    try {
      const bytes = randomBytes(3 * streamBlockBytes + 12345);
      const got = await send(echo.port, bytes);
      expect(got.sha256).toBe(sha256(bytes));
      expect(got.pieces.reduce((a, b) => a + b, 0)).toBe(bytes.length);
      // One file write per block, not one for each few pieces Node read from the socket.
      for (const piece of got.pieces.slice(0, -1)) expect(piece).toBeGreaterThanOrEqual(streamBlockBytes);
      expect(Math.max(...got.pieces)).toBeLessThan(streamBlockBytes + 64 * 1024);
    } finally {
      await echo.close();
    }
  });

  it("hands a body shorter than a block on in one piece, also to a consumer that is busy", async () => {
    const echo = await startEcho({ busy: true });
    try {
      const bytes = randomBytes(900_000);
      const got = await send(echo.port, bytes);
      expect(got.sha256).toBe(sha256(bytes));
      expect(got.pieces).toEqual([bytes.length]);
    } finally {
      await echo.close();
    }
  });

  it("fails the body (never ends it short) when the client goes away before the end", async () => {
    const echo = await startEcho();
    try {
      const socket = connect(echo.port, "127.0.0.1");
      await new Promise((r) => socket.once("connect", r));
      socket.write(`PATCH /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${2 * streamBlockBytes}\r\n\r\n`);
      socket.write(randomBytes(300_000));
      await expect.poll(() => echo.outcomes.length).toBe(1);
      socket.destroy();
      // What arrived (less than a block) is handed on first, so tus stores it and a resumed
      // upload need not send it again.
      const outcome = await echo.outcomes[0];
      expect(outcome).toEqual({ error: expect.any(String), pieces: expect.any(Array) });
      expect(outcome!.pieces.reduce((a, b) => a + b, 0)).toBe(300_000);
    } finally {
      await echo.close();
    }
  });
});
