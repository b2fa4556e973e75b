/**
 * Request bodies read from Node's stream (http/body.ts): a declared or chunked body is read in
 * full and whole, a chunked one over the limit is refused with 413 and stores nothing, and a body
 * read by limitBody still reaches better-auth, which reads the web Request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ORIGIN, type TestServer, type TestClient } from "../test/harness";

let server: TestServer;
let user: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user();
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
    expect((await user.get("/api/organisation")).body.name).toBe("");
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
