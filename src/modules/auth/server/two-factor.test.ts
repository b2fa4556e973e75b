import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ORIGIN, type TestClient, type TestServer } from "../../../server/test/harness";
import { secretOf, setUpTwoFactor, totp } from "../../../server/test/totp";

const password = "een-goed-wachtwoord";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Sets up two-factor sign-in for a signed-in client; returns its secret and backup codes. */
const setUp = (client: TestClient) => setUpTwoFactor(client, password);

/** Signs in with the password only: the first of two steps. */
async function firstStep(email: string) {
  const client = server.client();
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  expect(res.status).toBe(200);
  return { client, res };
}

describe("setting up two-factor sign-in", () => {
  it("refuses a wrong password with a Dutch message", async () => {
    const user = await server.user();
    const res = await user.post("/api/auth/two-factor/enable", { password: "niet-mijn-wachtwoord" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "INVALID_PASSWORD", message: "Het wachtwoord klopt niet." });
  });

  it("gives an otpauth URI (Normwijs, 6 digits, 30 s) and ten backup codes; on only after a first code", async () => {
    const user = await server.user();
    const res = await user.post("/api/auth/two-factor/enable", { password });
    expect(res.status).toBe(200);
    const uri = new URL(res.body.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("issuer")).toBe("Normwijs");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(res.body.backupCodes).toHaveLength(10);
    expect(new Set(res.body.backupCodes).size).toBe(10);
    expect((await user.get("/api/me")).body.twoFactor).toEqual({ enabled: false, required: false });

    const wrong = await user.post("/api/auth/two-factor/verify-totp", {
      code: "000000" === totp(secretOf(res.body.totpURI)) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      "De verificatiecode klopt niet. Controleer de code in uw app en probeer het opnieuw.",
    );
    expect((await user.get("/api/me")).body.twoFactor.enabled).toBe(false);

    const ok = await user.post("/api/auth/two-factor/verify-totp", { code: totp(secretOf(res.body.totpURI)) });
    expect(ok.status).toBe(200);
    // Still signed in (better-auth replaced the session), now with two factors.
    expect((await user.get("/api/me")).body.twoFactor).toEqual({ enabled: true, required: false });
  });
});

describe("signing in with two factors", () => {
  it("gives no session after the password, only after a correct code", async () => {
    const user = await server.user();
    const { secret } = await setUp(user);
    const { client, res } = await firstStep(user.email);
    expect(res.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(client.cookieHeader).not.toContain("session_token");
    expect(client.cookieHeader).toContain("two_factor");
    // The half-signed-in state reaches nothing.
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/organisation")).status).toBe(401);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();

    const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: "12345" });
    expect(wrong.status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(401);

    const ok = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/me")).body.user.email).toBe(user.email);
    // The activity log: one sign-in, at the second step (setting up the app was no sign-in), and
    // the wrong code as a failed sign-in of this person.
    const signIns = (await user.get("/api/activity?kind=signin")).body.entries;
    expect(signIns).toMatchObject([{ detail: "met tweestapsverificatie" }]);
    const failed = (await user.get("/api/activity?kind=signin.failed")).body.entries;
    expect(failed).toMatchObject([{ detail: "verkeerde code", actor: expect.stringContaining(user.email!) }]);
  });

  it("logs the sign-in and a wrong code whatever cookies come along (a stale session cookie)", async () => {
    const user = await setUpAndSignOut();
    const { client } = await firstStep(user.email);
    const post = (code: string) =>
      fetch(`${server.url}/api/auth/two-factor/verify-totp`, {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          cookie: `${user.staleCookie}; ${client.cookieHeader}`,
        },
        body: JSON.stringify({ code }),
      });
    const wrong = totp(user.secret) === "000000" ? "111111" : "000000";
    expect((await post(wrong)).status).toBe(401);
    expect((await post(totp(user.secret))).status).toBe(200);
    const owner = await firstStep(user.email);
    expect((await owner.client.post("/api/auth/two-factor/verify-totp", { code: totp(user.secret) })).status).toBe(200);
    const failed = (await owner.client.get("/api/activity?kind=signin.failed")).body.entries;
    expect(failed).toMatchObject([{ detail: "verkeerde code" }]);
    const signIns = (await owner.client.get("/api/activity?kind=signin")).body.entries;
    expect(signIns).toMatchObject([{ detail: "met tweestapsverificatie" }, { detail: "met tweestapsverificatie" }]);
  });

  /** A user with two-factor sign-in, signed out; with the session cookie that no longer counts. */
  async function setUpAndSignOut() {
    const user = await server.user();
    const { secret } = await setUp(user);
    const staleCookie = user.cookieHeader;
    expect((await user.post("/api/auth/sign-out")).status).toBe(200);
    expect(staleCookie).toContain("session_token");
    return { email: user.email, secret, staleCookie };
  }

  it("refuses a code without the first step", async () => {
    const res = await server.client().post("/api/auth/two-factor/verify-totp", { code: "123456" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Uw inlogpoging is verlopen. Log opnieuw in met uw e-mailadres en wachtwoord.");
  });

  it("accepts a backup code once", async () => {
    const user = await server.user();
    const { backupCodes } = await setUp(user);
    const first = await firstStep(user.email);
    expect((await first.client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[3] })).status).toBe(
      200,
    );
    expect((await first.client.get("/api/me")).status).toBe(200);

    const again = await firstStep(user.email);
    const reused = await again.client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[3] });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe("Deze back-upcode klopt niet of is al gebruikt.");
    expect((await again.client.get("/api/me")).status).toBe(401);
    expect((await again.client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[4] })).status).toBe(
      200,
    );
  });

  it("makes new backup codes (password), after which the old ones no longer work", async () => {
    const user = await server.user();
    const { backupCodes } = await setUp(user);
    expect((await user.post("/api/auth/two-factor/generate-backup-codes", { password: "fout-fout-fout" })).status).toBe(
      400,
    );
    const fresh = await user.post("/api/auth/two-factor/generate-backup-codes", { password });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    const { client } = await firstStep(user.email);
    expect((await client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(401);
    expect(
      (await client.post("/api/auth/two-factor/verify-backup-code", { code: fresh.body.backupCodes[0] })).status,
    ).toBe(200);
  });

  it("switches off with the password only", async () => {
    const user = await server.user();
    await setUp(user);
    const wrong = await user.post("/api/auth/two-factor/disable", { password: "fout-fout-fout" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Het wachtwoord klopt niet.");
    expect((await user.post("/api/auth/two-factor/disable", { password })).status).toBe(200);
    expect((await user.get("/api/me")).body.twoFactor.enabled).toBe(false);
    const { client, res } = await firstStep(user.email);
    expect(res.body.twoFactorRedirect).toBeUndefined();
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("keeps the endpoints the app does not use closed", async () => {
    const user = await server.user();
    await setUp(user);
    for (const path of [
      "/api/auth/two-factor/get-totp-uri",
      "/api/auth/two-factor/send-otp",
      "/api/auth/totp/generate",
    ]) {
      expect((await user.post(path, { password })).status).toBe(404);
    }
  });
});

describe("'Tweestapsverificatie verplicht'", () => {
  it("only an owner who has two-factor sign-in switches it on; readers and editors may not", async () => {
    const owner = await server.user();
    const refused = await owner.patch("/api/organisation", { twoFactorRequired: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("two_factor_not_set_up");
    expect((await owner.patch("/api/organisation", { twoFactorRequired: "ja" })).status).toBe(400);
    expect((await owner.patch("/api/organisation", {})).status).toBe(400);

    const reader = await server.member(owner, "reader");
    const editor = await server.member(owner, "editor");
    await setUp(owner);
    for (const member of [reader, editor]) {
      const res = await member.patch("/api/organisation", { twoFactorRequired: true });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Alleen een eigenaar kan de instellingen van de organisatie wijzigen.");
    }
    const on = await owner.patch("/api/organisation", { twoFactorRequired: true });
    expect(on.status).toBe(200);
    expect(on.body.twoFactorRequired).toBe(true);
    expect((await owner.get("/api/me")).body.organisation.twoFactorRequired).toBe(true);
  });

  it("stops a member without it on every data route until they set it up", async () => {
    const owner = await server.user();
    await setUp(owner);
    const reader = await server.member(owner, "reader");
    expect((await owner.patch("/api/organisation", { twoFactorRequired: true })).status).toBe(200);

    for (const path of ["/api/organisation", "/api/kms/values", "/api/quota", "/api/team/members"]) {
      const res = await reader.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({
        code: "two_factor_required",
        message: "Uw organisatie vraagt tweestapsverificatie. Stel die eerst in onder Account; daarna kunt u verder.",
      });
    }
    // What setting it up needs stays open.
    const me = await reader.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.twoFactor).toEqual({ enabled: false, required: true });
    await setUp(reader);
    expect((await reader.get("/api/kms/values")).status).toBe(200);
    expect((await owner.get("/api/kms/values")).status).toBe(200);

    // Switched off again: a member who turned two-factor off passes once more.
    expect((await reader.post("/api/auth/two-factor/disable", { password })).status).toBe(200);
    expect((await reader.get("/api/kms/values")).status).toBe(403);
    expect((await owner.patch("/api/organisation", { twoFactorRequired: false })).status).toBe(200);
    expect((await reader.get("/api/kms/values")).status).toBe(200);
  });

  it("lets a member of two organisations switch to the one that does not require it", async () => {
    const strict = await server.user();
    await setUp(strict);
    expect((await strict.patch("/api/organisation", { twoFactorRequired: true })).status).toBe(200);
    const consultant = await server.user();
    const own = (await consultant.get("/api/me")).body.organisation.id;
    const strictId = (await strict.get("/api/me")).body.organisation.id;
    const userId = (await consultant.get("/api/me")).body.user.id;
    await server.db
      .insertInto("membership")
      .values({ organisation_id: strictId, user_id: userId, role: "editor", created_at: new Date().toISOString() })
      .execute();
    expect((await consultant.post("/api/organisation/switch", { organisationId: strictId })).status).toBe(200);
    expect((await consultant.get("/api/kms/values")).status).toBe(403);
    expect((await consultant.post("/api/organisation/switch", { organisationId: own })).status).toBe(200);
    expect((await consultant.get("/api/kms/values")).status).toBe(200);

    // Setting it up while working in the strict organisation keeps them there (new session, same choice).
    expect((await consultant.post("/api/organisation/switch", { organisationId: strictId })).status).toBe(200);
    await setUp(consultant);
    expect((await consultant.get("/api/me")).body.organisation.id).toBe(strictId);
    expect((await consultant.get("/api/kms/values")).status).toBe(200);
    expect((await consultant.post("/api/auth/two-factor/disable", { password })).status).toBe(200);
    expect((await consultant.get("/api/me")).body.organisation.id).toBe(strictId);
    expect((await consultant.get("/api/kms/values")).status).toBe(403);
  });
});

describe("rate limit on code entry", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ TWO_FACTOR_RATE_LIMIT: "5" });
  });
  afterAll(async () => limited?.close());

  it("answers 429 with a Dutch message after 5 codes a minute from one address", async () => {
    const user = await limited.user();
    const enabled = await user.post("/api/auth/two-factor/enable", { password });
    const secret = secretOf(enabled.body.totpURI);
    expect((await user.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    const client = limited.client();
    await client.post("/api/auth/sign-in/email", { email: user.email, password });
    const wrong = totp(secret) === "999999" ? "888888" : "999999";
    // The setup's code counted too: four more wrong ones fill the minute.
    for (let i = 0; i < 4; i++) {
      expect((await client.post("/api/auth/two-factor/verify-totp", { code: wrong })).status).toBe(401);
    }
    const res = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/);
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
