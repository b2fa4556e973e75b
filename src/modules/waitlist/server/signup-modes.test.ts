import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { approveWaitlist } from "./waitlist";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const anna = {
  name: "Anna",
  email: "anna@voorbeeld.nl",
  password: "een-goed-wachtwoord",
  organisationName: "Praktijk",
};

describe("SIGNUP_MODE", () => {
  it("open: anyone can sign up, and there is no waitlist", async () => {
    server = await startTestServer();
    expect((await server.client().get("/api/config")).body).toEqual({
      signupMode: "open",
      billingEnabled: false,
      mailEnabled: false,
      installation: {
        database: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite",
        fileStorage: "disk",
        activityRetentionDays: 730,
        trialDays: 14,
        contactEmail: null,
      },
    });
    expect((await server.client().post("/api/auth/sign-up/email", anna)).status).toBe(200);
    expect((await server.client().post("/api/waitlist", { email: "x@voorbeeld.nl" })).status).toBe(409);
  });

  it("waitlist: an address joins, is refused until approved, then can sign up", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist" });
    const visitor = server.client();
    expect((await visitor.get("/api/config")).body.signupMode).toBe("waitlist");

    const joined = await visitor.post("/api/waitlist", { email: " Anna@Voorbeeld.nl " });
    expect(joined).toMatchObject({ status: 200, body: { status: "received" } });
    expect(await server.db.selectFrom("waitlist").select(["email", "approved_at"]).execute()).toEqual([
      { email: "anna@voorbeeld.nl", approved_at: null },
    ]);

    const refused = await visitor.post("/api/auth/sign-up/email", anna);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("nog niet toegelaten");
    expect(await server.db.selectFrom("user").selectAll().execute()).toHaveLength(0);

    await approveWaitlist(server.db, "anna@voorbeeld.nl");
    expect((await visitor.post("/api/auth/sign-up/email", anna)).status).toBe(200);
    expect((await visitor.get("/api/me")).status).toBe(200);
  });

  it("waitlist: the operator admits an address with `npm run admin -- waitlist approve`", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist" });
    await server.client().post("/api/waitlist", { email: "bert@voorbeeld.nl" });
    const admin = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/admin.ts", ...args], {
        env: { ...process.env, ...server!.env, PORT: "0" },
      });
    expect((await admin("waitlist", "list")).stdout).toMatch(/bert@voorbeeld\.nl\twacht sinds/);
    const approved = await admin("waitlist", "approve", "Bert@Voorbeeld.nl");
    // Without SMTP_URL the admission mail is written to the log.
    expect(approved.stdout).toMatch(
      /E-mail \(geen SMTP_URL ingesteld\) aan bert@voorbeeld\.nl: U kunt nu een account aanmaken bij Normwijs/,
    );
    expect(approved.stdout).toContain("maak met dit e-mailadres uw account aan");
    expect(approved.stdout.trim().split("\n").at(-1)).toBe(
      "bert@voorbeeld.nl is toegelaten en kan nu een account aanmaken.",
    );
    const signUp = await server.client().post("/api/auth/sign-up/email", {
      name: "Bert",
      email: "bert@voorbeeld.nl",
      password: "een-goed-wachtwoord",
      organisationName: "Praktijk",
    });
    expect(signUp.status).toBe(200);
    await expect(admin("waitlist", "approve", "geen-adres")).rejects.toMatchObject({ code: 2 });
  });

  it("waitlist: a bad e-mail is refused with a Dutch message", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist" });
    const res = await server.client().post("/api/waitlist", { email: "geen-adres" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Vul een geldig e-mailadres in.");
  });

  it("closed: nobody can sign up, existing users still sign in", async () => {
    server = await startTestServer({ SIGNUP_MODE: "closed" });
    // An account made before the installation was closed.
    await server.auth.api.signUpEmail({
      body: { name: "Bestaand", email: "bestaand@voorbeeld.nl", password: "een-goed-wachtwoord" },
    });
    const refused = await server.client().post("/api/auth/sign-up/email", anna);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Nieuwe accounts aanmaken is op deze installatie niet mogelijk. U kunt wel inloggen.",
    );
    const client = server.client();
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: "bestaand@voorbeeld.nl",
      password: "een-goed-wachtwoord",
    });
    expect(signIn.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
