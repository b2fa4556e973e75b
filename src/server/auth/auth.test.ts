import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("sign-up, sign-in and sign-out", () => {
  it("signs up, creates the user's own organisation with role owner, and opens a session", async () => {
    const client = server.client();
    const res = await client.post("/api/auth/sign-up/email", {
      name: "Anna de Vries",
      email: "Anna@Voorbeeld.nl",
      password: "een-goed-wachtwoord",
    });
    expect(res.status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: "Anna de Vries", email: "anna@voorbeeld.nl" });
    expect(me.body.organisation).toMatchObject({ name: "", role: "owner" });
    const rows = await server.db.selectFrom("membership").selectAll().execute();
    expect(rows.filter((r) => r.user_id === me.body.user.id)).toHaveLength(1);
  });

  it("refuses a second account with the same e-mail in Dutch", async () => {
    const first = await server.user({ email: "dubbel@voorbeeld.nl" });
    expect(first.email).toBe("dubbel@voorbeeld.nl");
    const res = await server.client().post("/api/auth/sign-up/email", {
      name: "Iemand anders",
      email: "dubbel@voorbeeld.nl",
      password: "nog-een-wachtwoord",
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.");
  });

  it("refuses a password that is too short", async () => {
    const res = await server.client().post("/api/auth/sign-up/email", {
      name: "Kort",
      email: "kort@voorbeeld.nl",
      password: "kort",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Het wachtwoord is te kort.");
  });

  it("signs in with the right password and out again", async () => {
    await server.user({ email: "bert@voorbeeld.nl", password: "bert-zijn-wachtwoord" });
    const client = server.client();
    const wrong = await client.post("/api/auth/sign-in/email", { email: "bert@voorbeeld.nl", password: "fout-wachtwoord" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Het e-mailadres of het wachtwoord klopt niet.");
    expect((await client.get("/api/me")).status).toBe(401);

    const ok = await client.post("/api/auth/sign-in/email", { email: "bert@voorbeeld.nl", password: "bert-zijn-wachtwoord" });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/me")).body.user.email).toBe("bert@voorbeeld.nl");

    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses an auth request from another origin", async () => {
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kwaadaardig.example" },
      body: JSON.stringify({ email: "bert@voorbeeld.nl", password: "bert-zijn-wachtwoord" }),
    });
    expect(res.status).toBe(403);
  });
});

describe("protected API", () => {
  it.each(["/api/me", "/api/organisation"])("answers 401 on %s without a session", async (p) => {
    const res = await server.client().get(p);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthenticated", message: "U bent niet ingelogd." });
  });

  it("answers 401 for an unknown /api route without a session and 404 with one", async () => {
    expect((await server.client().get("/api/bestaat-niet")).status).toBe(401);
    const user = await server.user();
    expect((await user.get("/api/bestaat-niet")).status).toBe(404);
  });

  it("answers health once the database answers", async () => {
    const res = await server.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("sends security headers on every response", async () => {
    for (const p of ["/api/health", "/", "/kwaliteitssysteem/missie-en-visie"]) {
      const res = await server.client().fetch(p);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline' 'self'; script");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});
