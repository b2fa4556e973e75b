/** The open waitlist route: it tells nobody who is on the list, is rate limited and size limited. */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { startServer, type RunningServer } from "../../../server/server";
import { approveWaitlist } from "./waitlist";

let server: TestServer | undefined;
let second: RunningServer | undefined;
afterEach(async () => {
  await second?.close();
  await server?.close();
  server = second = undefined;
});

describe("POST /api/waitlist", () => {
  it("gives the same answer for a new, a waiting and an admitted address", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist" });
    await approveWaitlist(server.db, "toegelaten@voorbeeld.nl");
    await server.client().post("/api/waitlist", { email: "wacht@voorbeeld.nl" });
    const answers = [];
    for (const email of ["nieuw@voorbeeld.nl", "wacht@voorbeeld.nl", "toegelaten@voorbeeld.nl"]) {
      const res = await server.client().post("/api/waitlist", { email });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: "received" } }));
    // Joining again does not undo an admission.
    const admitted = await server.db
      .selectFrom("waitlist")
      .select("approved_at")
      .where("email", "=", "toegelaten@voorbeeld.nl")
      .executeTakeFirstOrThrow();
    expect(admitted.approved_at).not.toBeNull();
  });

  it("refuses a body over 1 MB with 413 before reading it, and stores nothing", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist" });
    const res = await server
      .client()
      .post("/api/waitlist", { email: "groot@voorbeeld.nl", opvulling: "x".repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "too_large", message: "De gegevens die u stuurt zijn te groot." });
    expect(await server.db.selectFrom("waitlist").selectAll().execute()).toEqual([]);
  });

  it("limits attempts per client address with a Dutch 429 and Retry-After, counted in the database by every instance", async () => {
    server = await startTestServer({ SIGNUP_MODE: "waitlist", AUTH_RATE_LIMIT: "3" });
    second = await startServer(loadConfig({ ...server.env, PORT: "0" }));
    const join = (url: string, n: number) =>
      fetch(`${url}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `p${n}@voorbeeld.nl` }),
      });
    expect((await join(server.url, 1)).status).toBe(200);
    expect((await join(second.url, 2)).status).toBe(200);
    expect((await join(server.url, 3)).status).toBe(200);
    const limited = await join(second.url, 4);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/),
    });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Nothing of the refused request was stored.
    expect((await server.db.selectFrom("waitlist").select("email").execute()).map((r) => r.email).sort()).toEqual([
      "p1@voorbeeld.nl",
      "p2@voorbeeld.nl",
      "p3@voorbeeld.nl",
    ]);
  });
});
