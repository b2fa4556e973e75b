/**
 * A cookie passes the same input rule as every other input: a control character in one of the
 * app's cookies (a NUL in the session token) is a Dutch 400 before any route or better-auth reads
 * it, never a 500 from a PostgreSQL query. Through the real server, on either engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { httpMessages } from "@core/server/http/messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const badTokens = ["%00a.b", "a%00.b", "%1Fa.b", "a%7F.b", "%C2%85a.b", "a\tb.c"];

describe("a control character in the app's cookies", () => {
  for (const token of badTokens) {
    it(`refuses the session cookie ${JSON.stringify(token)} with a Dutch 400, before and after sign-in`, async () => {
      const client = server.client();
      const cookie = `better-auth.session_token=${token}`;
      for (const [method, path] of [
        ["POST", "/api/auth/two-factor/verify-totp"],
        ["POST", "/api/auth/sign-out"],
        ["GET", "/api/auth/get-session"],
        ["GET", "/api/me"],
        ["GET", "/api/search?q=klacht"],
      ] as const) {
        const res = await client.request(method, path, method === "POST" ? { code: "123456" } : undefined, { cookie });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body).toEqual({ code: "invalid_input", message: httpMessages.unsafeCookie });
      }
    });
  }

  it("refuses the two-factor cookie and the signed session data too", async () => {
    for (const name of ["better-auth.two_factor", "better-auth.session_data"]) {
      const res = await server
        .client()
        .request("POST", "/api/auth/two-factor/verify-totp", { code: "123456" }, { cookie: `${name}=x%00y` });
      expect(res.status, name).toBe(400);
    }
  });

  it("leaves a signed-in member with sound cookies alone, and another site's cookie is not ours to judge", async () => {
    const user = await server.user();
    expect((await user.get("/api/me")).status).toBe(200);
    const cookie = `${user.cookieHeader}; andere=a%00b`;
    const res = await server.client().request("GET", "/api/me", undefined, { cookie });
    expect(res.status).toBe(200);
  });
});
