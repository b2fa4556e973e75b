/**
 * The public survey's rate limits and what they keep, through the real server: a limit per link
 * (per minute and per hour) that trips whatever the address, a flood from one address that does not
 * close the link for others, counters keyed on a keyed hash of the address that changes daily (never
 * the address itself), and their removal by the cleanup job as soon as their window is over.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { anonymousAddress, removeExpiredRateLimits } from "@core/server/http/rate-limit";
import { httpMessages } from "@core/server/http/messages";
import { amsterdamDay } from "@core/shared/calendar-day";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: "true",
    SURVEY_RATE_LIMIT: "3",
    SURVEY_ADDRESS_HOURLY_LIMIT: "1000",
    SURVEY_LINK_MINUTE_LIMIT: "5",
    SURVEY_LINK_HOURLY_LIMIT: "8",
    SURVEY_DAILY_LIMIT: "1000",
  });
});
afterAll(async () => server?.close());

async function linkOf(owner: TestClient) {
  const res = await owner.post("/api/surveys/link");
  expect(res.status).toBe(200);
  return (res.body.link.url as string).split("/").pop()!;
}

const answerFrom = (token: string, ip: string) =>
  server.client().post(`/api/public/surveys/${token}`, { answers: { gehoord: 4 } }, { "x-forwarded-for": ip });

const answersOf = async (owner: TestClient) =>
  (await owner.get(`/api/surveys/results?from=${amsterdamDay(new Date())}&to=${amsterdamDay(new Date())}`)).body
    .answers as number;

/** Moves every counter's window back, as if that much time had passed. */
const timePasses = (ms: number) =>
  server.db
    .updateTable("rate_limit")
    .set((eb) => ({ window_start: eb("window_start", "-", ms) }))
    .execute();

/**
 * The windows lie on the clock: a test that counts within one window first waits until the
 * current minute has at least 10 seconds left, so the window cannot turn over mid-test.
 */
async function wellInsideMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
}

const setAsideOf = async (owner: TestClient) => (await owner.get("/api/surveys/set-aside")).body.count as number;

describe("limits per link", () => {
  it("sets aside answers past the link's minute limit whatever the address, for that link only", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    await wellInsideMinute();
    for (let i = 1; i <= 5; i++) expect((await answerFrom(token, `198.51.100.${i}`)).status).toBe(201);
    // The client is not turned away: the answer is kept, but aside, outside the results.
    const aside = await answerFrom(token, "198.51.100.6");
    expect(aside.status).toBe(202);
    expect(aside.body).toEqual({ ok: true });
    expect(await answersOf(owner)).toBe(5);
    expect(await setAsideOf(owner)).toBe(1);
    // Another organisation's link is not affected.
    const other = await server.user();
    expect((await answerFrom(await linkOf(other), "198.51.100.6")).status).toBe(201);
    expect(await setAsideOf(other)).toBe(0);

    await timePasses(60_001);
    expect((await answerFrom(token, "198.51.100.7")).status).toBe(201);
    expect(await answersOf(owner)).toBe(6);
  });

  it("sets aside answers past the link's hour limit, and counts them again when the hour is over", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      if (i === 6) await timePasses(60_001);
      statuses.push((await answerFrom(token, `192.0.2.${i}`)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 202)).toHaveLength(2);
    expect(await setAsideOf(owner)).toBe(2);
    await timePasses(3_600_001);
    expect((await answerFrom(token, "192.0.2.50")).status).toBe(201);
  });

  it("counts an IPv6 client by its /64: other addresses of the same /64 share its limit", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    await wellInsideMinute();
    for (const host of ["1", "2", "abcd:ef01:2345"]) {
      expect((await answerFrom(token, `2001:db8:1:2::${host}`)).status).toBe(201);
    }
    const refused = await answerFrom(token, "2001:db8:1:2:ffff:ffff:ffff:ffff");
    expect(refused.status).toBe(429);
    expect(refused.body.message.startsWith("Te veel pogingen")).toBe(true);
    // The next /64 is another client.
    expect((await answerFrom(token, "2001:db8:1:3::1")).status).toBe(201);
    expect(await answersOf(owner)).toBe(4);
  });

  it("stops a flood from one address before it counts against the link: other addresses still answer", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const flood = await Promise.all(Array.from({ length: 20 }, () => answerFrom(token, "203.0.113.66")));
    expect(flood.filter((r) => r.status === 201)).toHaveLength(3);
    expect(flood.filter((r) => r.status === 429).every((r) => r.body.message.startsWith("Te veel pogingen"))).toBe(
      true,
    );
    expect((await answerFrom(token, "203.0.113.67")).status).toBe(201);
    expect((await answerFrom(token, "203.0.113.68")).status).toBe(201);
    expect(await answersOf(owner)).toBe(5);
  });
});

describe("what the counters keep", () => {
  it("stores no address: the survey's keys hold a keyed hash that is the same all day", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const ip = "198.51.100.77";
    expect((await server.client().get(`/api/public/surveys/${token}`)).status).toBe(200);
    expect((await answerFrom(token, ip)).status).toBe(201);
    expect((await answerFrom("c".repeat(43), ip)).status).toBe(404);

    const keys = (await server.db.selectFrom("rate_limit").select("key").execute()).map((r) => r.key);
    const surveyKeys = keys.filter((k) => k.startsWith("survey-"));
    expect(surveyKeys.length).toBeGreaterThan(0);
    expect(JSON.stringify(surveyKeys)).not.toMatch(/198\.51\.100\.77|127\.0\.0\.1|::1|::ffff/);
    const hashed = await anonymousAddress(server.db, "test-secret-test-secret-test-secret-0123", ip);
    expect(hashed).not.toContain(ip);
    expect(keys).toContain(`survey-answer:${hashed}`);
    // Every window starts on the clock, not at the millisecond of the client's first answer.
    const rows = await server.db.selectFrom("rate_limit").select(["key", "window_start", "expires_at"]).execute();
    const mine = rows.filter((r) => r.key.startsWith("survey-") && r.key.endsWith(`:${hashed}`));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const row of mine) {
      const windowMs = Number(row.expires_at) - Number(row.window_start);
      expect([60_000, 3_600_000, 86_400_000]).toContain(windowMs);
      expect(Number(row.window_start) % windowMs).toBe(0);
    }
    // The same address gets the same key all day and another one the next day.
    const morning = new Date(`${amsterdamDay(new Date())}T06:00:00+01:00`);
    const evening = new Date(`${amsterdamDay(new Date())}T22:00:00+01:00`);
    const secret = "test-secret-test-secret-test-secret-0123";
    expect(await anonymousAddress(server.db, secret, ip, morning)).toBe(
      await anonymousAddress(server.db, secret, ip, evening),
    );
    const tomorrow = new Date(evening.getTime() + 24 * 60 * 60 * 1000);
    expect(await anonymousAddress(server.db, secret, ip, tomorrow)).not.toBe(hashed);
    // Without the server's secret, the stored day value alone does not give the key.
    expect(await anonymousAddress(server.db, "another-secret-another-secret-another-0", ip)).not.toBe(hashed);
  });

  it("the cleanup removes counters as soon as their window is over, and the day values of past days", async () => {
    const now = Date.now();
    await server.db
      .insertInto("rate_limit")
      .values([
        { key: "test-over", window_start: now - 61_000, count: 1, expires_at: now - 1_000 },
        { key: "test-running", window_start: now - 1_000, count: 1, expires_at: now + 59_000 },
      ])
      .execute();
    await server.db.insertInto("rate_limit_secret").values({ day: "2020-01-01", secret: "oud" }).execute();
    expect(await removeExpiredRateLimits(server.db)).toBeGreaterThanOrEqual(2);
    const keys = (await server.db.selectFrom("rate_limit").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("test-running");
    expect(keys).not.toContain("test-over");
    const days = (await server.db.selectFrom("rate_limit_secret").select("day").execute()).map((r) => r.day);
    expect(days).not.toContain("2020-01-01");
  });

  it("runs the cleanup as a job in the server", async () => {
    const quick = await startTestServer({ RATE_LIMIT_CLEANUP_INTERVAL_MS: "50" });
    try {
      const now = Date.now();
      await quick.db
        .insertInto("rate_limit")
        .values({ key: "test-over", window_start: now - 61_000, count: 1, expires_at: now - 1_000 })
        .execute();
      const deadline = Date.now() + 10_000;
      let left = 1;
      while (left > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        left = (await quick.db.selectFrom("rate_limit").select("key").where("key", "=", "test-over").execute()).length;
      }
      expect(left).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it("keeps the generic limit's Dutch message for guessing tokens", async () => {
    for (let i = 0; i < 3; i++) expect((await answerFrom("d".repeat(43), "198.51.100.99")).status).toBe(404);
    const refused = await answerFrom("d".repeat(43), "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(httpMessages.tooManyAttempts(refused.headers.get("retry-after")!));
  });
});

describe("what counts as one address, and when a window starts", () => {
  it("counts every address of one IPv6 /64 as one client", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    for (let i = 1; i <= 3; i++) expect((await answerFrom(token, `2001:db8:77:1::${i}`)).status).toBe(201);
    const refused = await answerFrom(token, "2001:db8:77:1:ffff:ffff:ffff:fffe");
    expect(refused.status).toBe(429);
    // The next /64 is another client.
    expect((await answerFrom(token, "2001:db8:77:2::1")).status).toBe(201);
  });

  it("starts every questionnaire window on the clock, never at the millisecond of a client's first answer", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    // Only this answer's counters (earlier tests moved theirs back in time).
    await server.db.deleteFrom("rate_limit").execute();
    expect((await answerFrom(token, "192.0.2.99")).status).toBe(201);
    const rows = await server.db.selectFrom("rate_limit").select(["key", "window_start"]).execute();
    const surveyRows = rows.filter((r) => r.key.startsWith("survey-"));
    expect(surveyRows.length).toBeGreaterThan(0);
    for (const r of surveyRows) expect(Number(r.window_start) % 60_000, r.key).toBe(0);
  });
});
