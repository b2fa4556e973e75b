/**
 * On PostgreSQL nothing in the stored answers tells in which order they came in: not where the rows
 * lie in the table (ctid) nor which transaction wrote them (xmin). The job in the server writes new
 * answers again in random order under one transaction (surveys/mixing.ts); the migration did so once
 * for the answers stored before. What the owner sees stays the same. PostgreSQL only: SQLite stores
 * these tables by their random ids (survey-closed.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import type { Db } from "@core/server/db";
import { amsterdamDay } from "@core/shared/calendar-day";
import { up as mixOnce } from "@core/server/db/migrations/0032_survey_answer_order";

const today = amsterdamDay(new Date());
let mixing: TestServer;
let still: TestServer;
beforeAll(async () => {
  mixing = await startTestServer({ SURVEY_RATE_LIMIT: "1000", SURVEY_MIX_INTERVAL_MS: "50" });
  still = await startTestServer({ SURVEY_RATE_LIMIT: "1000", SURVEY_MIX_INTERVAL_MS: "0" });
});
afterAll(async () => {
  await mixing?.close();
  await still?.close();
});

type Stored = { id: string; xmin: string };

/** The organisation's responses as they lie in the table, with the transaction that wrote each. */
async function storedOrder(db: Db, organisationId: string): Promise<Stored[]> {
  const { rows } = await sql<Stored>`
    SELECT id, xmin::text AS xmin FROM client_survey_response
    WHERE organisation_id = ${organisationId} ORDER BY ctid`.execute(db);
  return rows;
}

async function answerersOf(server: TestServer) {
  const owner = await server.user();
  const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
  const token = ((await owner.post("/api/surveys/link")).body.link.url as string).split("/").pop()!;
  /** Answers `n` times and gives the responses' ids in the order they came in. */
  const answerInTurn = async (n: number) => {
    const seen = new Set<string>();
    const order: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await server
        .client()
        .post(`/api/public/surveys/${token}`, { answers: { gehoord: (i % 5) + 1, beter: `antwoord ${i}` } });
      expect(res.status).toBe(201);
      for (const { id } of await storedOrder(server.db, organisationId))
        if (!seen.has(id)) {
          seen.add(id);
          order.push(id);
        }
    }
    return order;
  };
  return { owner, organisationId, answerInTurn };
}

const results = async (owner: TestClient) => (await owner.get(`/api/surveys/results?from=${today}&to=${today}`)).body;
const surveyBytes = async (db: Db, organisationId: string) =>
  Number(
    (
      await db
        .selectFrom("organisation_usage")
        .select("survey_bytes")
        .where("organisation_id", "=", organisationId)
        .executeTakeFirstOrThrow()
    ).survey_bytes,
  );

/** Without mixing, rows lie in the order they came: the premise of this file. */
const inArrivalOrder = (stored: Stored[], order: string[]) => stored.map((r) => r.id).join() === order.join();

describe("the order of stored answers on PostgreSQL", () => {
  it("is mixed by the job: random places, one transaction, the same results and usage", async () => {
    const { owner, organisationId, answerInTurn } = await answerersOf(mixing);
    const order = await answerInTurn(12);
    const deadline = Date.now() + 10_000;
    let stored = await storedOrder(mixing.db, organisationId);
    while (new Set(stored.map((r) => r.xmin)).size > 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      stored = await storedOrder(mixing.db, organisationId);
    }
    expect(new Set(stored.map((r) => r.xmin)).size).toBe(1);
    expect(stored.map((r) => r.id).sort()).toEqual([...order].sort());
    // 12 rows in the order they came by chance: once in 479,001,600.
    expect(inArrivalOrder(stored, order)).toBe(false);
    const shown = await results(owner);
    expect(shown.answers).toBe(12);
    const open = shown.questions.find((q: { id: string }) => q.id === "beter");
    expect(open.openAnswers).toHaveLength(12);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM client_survey_answer WHERE organisation_id = ${organisationId}`.execute(mixing.db);
    expect(Number(rows[0]!.n)).toBe(24);
  });

  it("was mixed once by the migration for answers stored before, keeping the usage", async () => {
    const { owner, organisationId, answerInTurn } = await answerersOf(still);
    const order = await answerInTurn(12);
    const before = await storedOrder(still.db, organisationId);
    expect(inArrivalOrder(before, order)).toBe(true);
    expect(new Set(before.map((r) => r.xmin)).size).toBe(12);
    const bytes = await surveyBytes(still.db, organisationId);
    const shown = await results(owner);

    await still.db.transaction().execute((tx) => mixOnce(tx as never));

    const after = await storedOrder(still.db, organisationId);
    expect(new Set(after.map((r) => r.xmin)).size).toBe(1);
    expect(inArrivalOrder(after, order)).toBe(false);
    expect(await surveyBytes(still.db, organisationId)).toBe(bytes);
    expect(await results(owner)).toEqual(shown);
  });
});
