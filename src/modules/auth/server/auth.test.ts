import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";

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
      organisationName: "  Praktijk De Linde ",
    });
    expect(res.status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: "Anna de Vries", email: "anna@voorbeeld.nl" });
    expect(me.body.organisation).toMatchObject({ name: "Praktijk De Linde", role: "owner" });
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
      organisationName: "Praktijk",
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.",
    );
  });

  it("refuses a password that is too short", async () => {
    const res = await server.client().post("/api/auth/sign-up/email", {
      name: "Kort",
      email: "kort@voorbeeld.nl",
      password: "kort",
      organisationName: "Praktijk",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Het wachtwoord moet minstens 10 tekens hebben.");
  });

  it("checks the sign-up input with our own rules and stores nothing when it is wrong", async () => {
    const res = await server.client().post("/api/auth/sign-up/email", {
      name: "x".repeat(101),
      email: "lang@voorbeeld.nl",
      password: "een-goed-wachtwoord",
      organisationName: "Praktijk",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Uw naam is te lang.");
    const rows = await server.db.selectFrom("user").select("email").where("email", "=", "lang@voorbeeld.nl").execute();
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["no organisation name", {}, "Vul een organisatienaam in."],
    ["a blank one", { organisationName: "   " }, "Vul een organisatienaam in."],
    ["one on two lines", { organisationName: "Praktijk\nDe Linde" }, "Een organisatienaam past op één regel."],
    ["one too long", { organisationName: "x".repeat(121) }, "Een organisatienaam is ten hoogste 120 tekens."],
  ])("refuses a sign-up with %s, as Instellingen would, and stores nothing", async (_case, extra, message) => {
    const email = `zonder-naam-${Math.random().toString(36).slice(2)}@voorbeeld.nl`;
    const res = await server
      .client()
      .post("/api/auth/sign-up/email", { name: "Anna", email, password: "een-goed-wachtwoord", ...extra });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await server.db.selectFrom("user").select("id").where("email", "=", email).execute()).toEqual([]);
  });

  it("keeps better-auth endpoints the app does not use closed", async () => {
    const user = await server.user();
    for (const [method, path] of [
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/revoke-sessions"],
      ["GET", "/api/auth/reset-password/abc"],
      ["POST", "/api/auth/set-password"],
      ["POST", "/api/auth/delete-user"],
    ] as const) {
      expect((await user.request(method, path, method === "POST" ? {} : undefined)).status, path).toBe(404);
    }
  });

  it("signs in with the right password and out again", async () => {
    await server.user({ email: "bert@voorbeeld.nl", password: "bert-zijn-wachtwoord" });
    const client = server.client();
    const wrong = await client.post("/api/auth/sign-in/email", {
      email: "bert@voorbeeld.nl",
      password: "fout-wachtwoord",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Het e-mailadres of het wachtwoord klopt niet.");
    expect((await client.get("/api/me")).status).toBe(401);

    const ok = await client.post("/api/auth/sign-in/email", {
      email: "bert@voorbeeld.nl",
      password: "bert-zijn-wachtwoord",
    });
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
    expect(await res.json()).toEqual({
      code: "cross_site",
      message: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam.",
    });
  });
});

describe("sessions", () => {
  it("never trusts a planted second session cookie", async () => {
    const victim = await server.user();
    const real = victim.cookieHeader.match(/better-auth\.session_token=([^;]+)/)![1]!;
    const planted = "aangeplant.token";
    // The victim's browser sends a planted cookie next to the real one …
    const both = await fetch(`${server.url}/api/me`, {
      headers: { cookie: `better-auth.session_token=${planted}; better-auth.session_token=${real}` },
    });
    expect(both.status).toBe(401);
    // … and the attacker, holding only the planted value, gets nothing.
    const attacker = await fetch(`${server.url}/api/me`, {
      headers: { cookie: `better-auth.session_token=${planted}` },
    });
    expect(attacker.status).toBe(401);
  });

  it("refuses a user whose membership was removed with 403, and creates no organisation", async () => {
    const user = await server.user();
    const id = (await user.get("/api/me")).body.user.id;
    await server.db.deleteFrom("membership").where("user_id", "=", id).execute();
    const organisations = (await server.db.selectFrom("organisation").select("id").execute()).length;
    for (const res of [await user.get("/api/me"), await user.patch("/api/organisation", { name: "Nieuw" })]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: "no_membership",
        message:
          "Uw account hoort niet (meer) bij een organisatie in Normwijs. Vraag de eigenaar van uw organisatie om u weer toe te voegen, of log uit.",
      });
    }
    expect((await server.db.selectFrom("organisation").select("id").execute()).length).toBe(organisations);
    expect(await server.db.selectFrom("membership").selectAll().where("user_id", "=", id).execute()).toEqual([]);
    // Signing out still works.
    expect((await user.post("/api/auth/sign-out", {})).status).toBe(200);
  });
});

describe("protected API", () => {
  it("refuses a body over 1 MB with 413 and changes nothing", async () => {
    const user = await server.user({ organisationName: "Praktijk De Linde" });
    const res = await user.patch("/api/organisation", { name: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("De gegevens die u stuurt zijn te groot.");
    expect((await user.get("/api/organisation")).body.name).toBe("Praktijk De Linde");
  });

  it.each(["/api/me", "/api/organisation"])("answers 401 on %s without a session", async (p) => {
    const res = await server.client().get(p);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthenticated", message: "U bent niet ingelogd." });
  });

  it("answers a JSON 404 for an unknown /api route, signed in or not; a known protected one stays 401", async () => {
    const notFound = { code: "not_found", message: "Deze API-route bestaat niet." };
    const signedOut = await server.client().get("/api/bestaat-niet");
    expect(signedOut.status).toBe(404);
    expect(signedOut.body).toEqual(notFound);
    expect((await server.client().get("/api/kms/values")).status).toBe(401);
    const user = await server.user();
    expect((await user.get("/api/bestaat-niet")).body).toEqual(notFound);
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
