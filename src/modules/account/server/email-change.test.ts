/**
 * Changing the e-mail address asks the current password: whoever holds an open session must not
 * take the account over by guessing it. Wrong guesses are limited per account as well as per
 * address (a guesser with many addresses gets no more), and each one is in the activity log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { activityKinds } from "@modules/activity/messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: "3", TRUST_PROXY: "true" });
});
afterAll(async () => server?.close());

describe("wrong current passwords on the e-mail change", () => {
  it("are limited per account, from whatever address, and logged", async () => {
    const user = await server.user();
    const from = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
    const change = (currentPassword: string, n: number) =>
      user.post("/api/auth/change-email", { newEmail: "nieuw@voorbeeld.nl", currentPassword }, from(n));

    for (let n = 1; n <= 3; n++) {
      const wrong = await change("niet-mijn-wachtwoord", n);
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("INVALID_PASSWORD");
    }
    // A fourth address, and even the right password: the account waits.
    const locked = await change("een-goed-wachtwoord", 4);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await user.get("/api/me")).body.user.email).toBe(user.email);

    const log = await user.get("/api/activity?kind=account.email.failed");
    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(3);
    expect(log.body.entries[0]).toMatchObject({ detail: "verkeerd wachtwoord", address: "198.51.100.3" });
    expect(activityKinds["account.email.failed"]).toBe("E-mailadres wijzigen mislukt");
  });

  it("do not count against another account", async () => {
    const other = await server.user();
    const res = await other.post(
      "/api/auth/change-email",
      { newEmail: `ander-${Date.now()}@voorbeeld.nl`, currentPassword: "een-goed-wachtwoord" },
      { "x-forwarded-for": "198.51.100.20" },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
