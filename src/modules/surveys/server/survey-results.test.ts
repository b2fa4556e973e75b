/**
 * The results with many answers, through the real server: the open answers shown are chosen by the
 * database (never all loaded), the CSV is streamed a page at a time with every line, and a period of
 * more than five years is refused.
 */
import { randomUUID } from "node:crypto";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import type { Db } from "@core/server/db";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { surveyLimits } from "../model";
import { surveyMessages } from "../messages";
import { surveyResults } from "./results";
import { surveysSummary } from "./summary";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const today = amsterdamDay(new Date());
const period = `from=${addDays(today, -30)}&to=${today}`;

/** Stores `n` responses straight into the database, one a day back from today in turn over 10 days. */
async function storeResponses(organisationId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), on: addDays(today, -(i % 10)), i }));
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    await server.db
      .insertInto("client_survey_response")
      .values(chunk.map((r) => ({ id: r.id, organisation_id: organisationId, submitted_on: r.on })))
      .execute();
    await server.db
      .insertInto("client_survey_answer")
      .values(
        chunk.flatMap((r) => [
          {
            response_id: r.id,
            organisation_id: organisationId,
            question_id: "goed",
            question_text: "Wat gaat goed?",
            kind: "open" as const,
            score: null,
            answer_text: `Antwoord ${r.i}`,
          },
          {
            response_id: r.id,
            organisation_id: organisationId,
            question_id: "gehoord",
            question_text: "Ik voel me gehoord door mijn begeleider.",
            kind: "scale" as const,
            score: (r.i % 5) + 1,
            answer_text: null,
          },
        ]),
      )
      .execute();
  }
}

/** The database with a count of every row a query hands back. */
function counting(db: Db) {
  const seen = { rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      seen.rows += args.result.rows.length;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

describe("many answers", () => {
  const n = 1200;
  let owner: TestClient;
  let organisationId: string;
  beforeAll(async () => {
    owner = await server.user();
    organisationId = (await owner.get("/api/me")).body.organisation.id;
    await storeResponses(organisationId, n);
  });

  it("shows the newest open answers, at most openAnswersShown, chosen in the database", async () => {
    const res = await owner.get(`/api/surveys/results?${period}`);
    expect(res.status).toBe(200);
    expect(res.body.answers).toBe(n);
    const open = res.body.questions.find((q: { id: string }) => q.id === "goed");
    expect(open.count).toBe(n);
    expect(open.openAnswers).toHaveLength(surveyLimits.openAnswersShown);
    const days = open.openAnswers.map((a: { on: string }) => a.on);
    expect(days).toEqual([...days].sort().reverse());
    expect(days[0]).toBe(today);

    const { db, seen } = counting(server.db);
    await surveyResults(db, organisationId, addDays(today, -30), today);
    expect(seen.rows).toBeLessThan(surveyLimits.openAnswersShown + 50);
  });

  it("gives the management review counts only: no answer's text is read", async () => {
    const { db, seen } = counting(server.db);
    const summary = await surveysSummary(db, organisationId, addDays(today, -30), today);
    expect(summary.answers).toBe(n);
    expect(summary.questions.find((q) => q.text === "Wat gaat goed?")).toMatchObject({ count: n, average: null });
    expect(summary.questions.find((q) => q.kind === "scale" && q.count === n)?.average).toBe(3);
    expect(seen.rows).toBeLessThan(50);
  });

  it("streams the CSV: every response a line, oldest day first, over more than one page", async () => {
    const res = await owner.fetch(`/api/surveys/export.csv?${period}`);
    expect(res.status).toBe(200);
    // Streamed, not built whole first: no length known in advance.
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(n + 1);
    expect(lines[0]!.startsWith("Datum;")).toBe(true);
    const days = lines.slice(1).map((l) => l.split(";")[0]!.split("-").reverse().join("-"));
    expect(days).toEqual([...days].sort());
    expect(new Set(lines.slice(1).map((l) => l.split(";").find((c) => c.startsWith("Antwoord"))))).toHaveProperty(
      "size",
      n,
    );
  });
});

describe("the period", () => {
  it("is at most five years, for the results and the CSV", async () => {
    const owner = await server.user();
    for (const path of ["/api/surveys/results", "/api/surveys/export.csv"]) {
      const over = await owner.get(`${path}?from=2020-01-01&to=2025-01-01`);
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(surveyMessages.periodTooLong);
      expect((await owner.fetch(`${path}?from=2020-01-01&to=2024-12-31`)).status).toBe(200);
    }
  });
});
