/**
 * Every rate limit of the open routes, ours and better-auth's, counts a client under a keyed hash
 * of its address (the survey's, http/rate-limit.ts), never under the address itself: a copy of the
 * database does not tell who sent a request. Through the real server, on either engine.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
});
afterAll(async () => server?.close());

it("stores no client address in any rate-limit counter", async () => {
  const ip = "203.0.113.58";
  const from = { "x-forwarded-for": ip };
  const client = server.client();
  const token = "x".repeat(43);
  const calls = [
    client.post("/api/waitlist", { email: "wachtlijst@voorbeeld.nl" }, from),
    client.request("GET", `/api/password-reset/${token}`, undefined, from),
    client.request("GET", `/api/invitations/${token}`, undefined, from),
    client.request("GET", `/api/calendar/${token}.ics`, undefined, from),
    client.request("GET", `/api/reminders/unsubscribe?u=x&t=y`, undefined, from),
    client.request("GET", "/api/auditor-view", undefined, { ...from, authorization: `Bearer ${token}` }),
    // The client's complaint form (modules/reports): opening and sending count per address.
    client.request("GET", `/api/public/complaints/${"A".repeat(43)}`, undefined, from),
    client.post(`/api/public/complaints/${"A".repeat(43)}`, { description: "Klacht" }, from),
    client.post("/api/auth/sign-in/email", { email: "niemand@voorbeeld.nl", password: "fout-wachtwoord" }, from),
  ];
  const statuses = (await Promise.all(calls)).map((r) => r.status);
  expect(statuses.every((s) => s < 500)).toBe(true);

  const keys = (await server.db.selectFrom("rate_limit").select("key").execute()).map((r) => r.key);
  for (const name of [
    "waitlist",
    "password-reset",
    "invitation",
    "calendar-feed",
    "unsubscribe",
    "auditor-failed",
    "complaint-open",
    "complaint",
  ]) {
    expect(keys.some((k) => k.startsWith(`${name}:`))).toBe(true);
  }
  // better-auth's sign-in limit is counted in the same table.
  expect(keys.some((k) => k.startsWith("auth:"))).toBe(true);
  expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113\.58|127\.0\.0\.1|::1|::ffff/);
  // better-auth keeps no counters of its own (where it would store the address in the clear).
  const own = await sql<{
    n: number;
  }>`select count(*) as n from information_schema.tables where lower(table_name) = 'ratelimit'`
    .execute(server.db)
    .catch(() => ({ rows: [] as { n: number }[] }));
  const sqliteOwn = await sql<{ n: number }>`select count(*) as n from sqlite_master where lower(name) = 'ratelimit'`
    .execute(server.db)
    .catch(() => ({ rows: [] as { n: number }[] }));
  expect(Number(own.rows[0]?.n ?? 0) + Number(sqliteOwn.rows[0]?.n ?? 0)).toBe(0);
});
