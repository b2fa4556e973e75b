/**
 * Statements per request for the requests a signed-in user makes most (the mix of bench/load.ts),
 * on the engine the suite runs on (SQLite, or PostgreSQL with TEST_DATABASE_URL). Every statement is
 * a round trip on PostgreSQL, so a request's count decides its latency under load more than any
 * single query does. The counts must not grow with the data: the organisation here has several
 * values, documents, review dates and members, so a read per row (N+1) shows as a larger count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "./test/harness";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import { topics } from "@norm/catalogue";

let server: TestServer;
let owner: TestClient;
let counting = false;
let statements: string[] = [];
let lastStatementAt = 0;

/**
 * Until the server has heard the database's notices of every change to sessions and memberships
 * so far (on PostgreSQL they arrive on their own connection, later under load, and make the guard
 * read again), and has sent nothing for 100 ms (at most 5 s): a write's announcement to the other
 * instances (pg_notify) leaves after its answer, and must not be counted for the next request.
 */
async function quiet() {
  await server.sessionChangesHeard();
  const until = performance.now() + 5_000;
  while (performance.now() - lastStatementAt < 100 && performance.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

const texts = topics.flatMap((t) => t.sections.flatMap((s) => (s.kind === "text" && !s.date ? [s.name] : [])));

/** More of everything a request reads: values, documents (each linked to an element), members. */
async function addData(from: number, to: number) {
  for (const name of texts.slice(from, to)) {
    const res = await owner.put(`/api/kms/values/${name}`, { value: `Tekst van ${name}.`, baseRevision: 0 });
    expect(res.status).toBe(200);
  }
  for (let n = from; n < to; n++) {
    await tusUpload(owner, Buffer.from(`beleid ${n}`), { ...meta(`beleid-${n}.txt`, "beleid"), elements: "1.2" });
  }
  await server.member(owner, "editor");
}

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      onQuery: (sql, parameters) => {
        // The session guard's probe (auth/guard-cache.ts: a notice it must hear back, every 30 s
        // from a timer on PostgreSQL) is no request's statement; under load it fell in a window.
        if (/pg_notify/.test(sql) && String(parameters[1] ?? "").startsWith("heard:")) return;
        lastStatementAt = performance.now();
        if (counting) statements.push(sql);
      },
    },
  );
  owner = await server.user();
  await addData(0, 3);
});
afterAll(() => server.close());

/** The statements one request sends, after a first run that warms caches (as under load). */
async function statementsOf(method: "GET" | "PUT", path: string, body?: () => unknown) {
  const send = () => owner.request(method, path, body?.());
  // Earlier writes' notices first: one heard after the warming run would empty the guard's cache.
  await quiet();
  expect((await send()).status).toBe(200);
  await quiet();
  statements = [];
  counting = true;
  const res = await send();
  counting = false;
  expect(res.status).toBe(200);
  return statements;
}

let revision = 0;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * The session guard's one read (session, user and membership together). On PostgreSQL the guard
 * keeps it between requests until the database announces a change (auth/guard-cache.ts), so a
 * repeated request sends none; on SQLite the read costs no round trip and is made every time.
 */
const guard = postgres ? 0 : 1;
/** The mix of bench/load.ts, each with the most statements it may send: the guard's, then the work. */
const requests: [string, number, () => Promise<string[]>][] = [
  ["GET /api/me", guard + 1, () => statementsOf("GET", "/api/me")],
  ["GET /api/kms/values", guard + 1, () => statementsOf("GET", "/api/kms/values")],
  ["GET /api/kms/values/:name", guard + 1, () => statementsOf("GET", "/api/kms/values/missie-en-visie")],
  // The update with its quota check in one statement (kms.ts saveInOneStatement); on PostgreSQL
  // also the notice that tells the other instances' open pages (live/index.ts).
  [
    "PUT /api/kms/values/:name",
    guard + (postgres ? 2 : 1),
    () =>
      statementsOf("PUT", "/api/kms/values/missie-en-visie", () => ({
        value: `Versie ${revision + 1}.`,
        baseRevision: revision++,
      })),
  ],
  ["GET /api/documents?category=…", guard + 1, () => statementsOf("GET", "/api/documents?category=beleid")],
  // Values, documents with their elements, review dates, completions, actions, audits, the newest
  // management review's day (the yearly review's due date), the approvals, the law the organisation
  // works under (the complaint clock), the people, their dated records and the VOG rule (Medewerkers,
  // 3), recent changes (2) and the Verbeteren part's coverage (2): on
  // PostgreSQL one statement for all (db/read-together.ts), on SQLite (in the process, no round
  // trip) one each.
  ["GET /api/planning/overview", guard + (postgres ? 1 : 16), () => statementsOf("GET", "/api/planning/overview")],
  // The calendar: the same due data without recent changes and coverage (twelve reads).
  ["GET /api/planning/calendar", guard + (postgres ? 1 : 12), () => statementsOf("GET", "/api/planning/calendar")],
];

describe("statements per common request", () => {
  it("stay within each request's number, and do not grow with the organisation's data", async () => {
    revision = (await owner.get("/api/kms/values/missie-en-visie")).body.value?.revision ?? 0;
    const before = new Map<string, number>();
    for (const [name, max, run] of requests) {
      const sent = await run();
      expect(sent.length, `${name}:\n${sent.join("\n")}`).toBeLessThanOrEqual(max);
      // The guard's read is kept on PostgreSQL: a repeated request does not send it again.
      if (postgres)
        expect(
          sent.some((sql) => sql.includes('from "session"')),
          name,
        ).toBe(false);
      before.set(name, sent.length);
    }
    await addData(3, 8);
    for (const [name, , run] of requests) {
      const sent = await run();
      expect(sent.length, `${name} with more data:\n${sent.join("\n")}`).toBe(before.get(name));
    }
  });
});
