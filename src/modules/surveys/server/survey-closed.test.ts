/**
 * Cliëntervaringen, sturdy through the real server: the owner closes and reopens the questionnaire
 * (the link then says it is closed and stores nothing; export and import carry it), answers count
 * against the storage quota, a broken surrogate is refused, nothing in a stored answer tells its
 * order or time of day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { amsterdamDay } from "@core/shared/calendar-day";
import { defaultSurveyQuestions } from "../messages";
import { surveyMessages } from "../messages";
import { verbeterenFileSchema } from "@modules/transfer/verbeteren-archive";
import { exportSurvey, insertImportedSurvey } from "./bulk";
import { getSurvey } from "./survey";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ QUOTA_KMS_BYTES: String(1024 * 1024), SURVEY_RATE_LIMIT: "1000" });
});
afterAll(async () => server?.close());

const today = amsterdamDay(new Date());

async function linkOf(owner: TestClient) {
  const res = await owner.post("/api/surveys/link");
  expect(res.status).toBe(200);
  return (res.body.link.url as string).split("/").pop()!;
}

const answer = (token: string, answers: Record<string, unknown>) =>
  server.client().post(`/api/public/surveys/${token}`, { answers });

const organisationOf = async (c: TestClient) => (await c.get("/api/me")).body.organisation.id as string;
const responses = async (c: TestClient) =>
  (await c.get(`/api/surveys/results?from=${today}&to=${today}`)).body.answers as number;

describe("closing the questionnaire", () => {
  it("lets the owner close it: the link says so, answers are refused and nothing is stored; reopening works", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    expect((await answer(token, { gehoord: 5 })).status).toBe(201);

    const closed = await owner.put("/api/surveys/closed", { closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toBe(true);
    expect((await owner.get("/api/surveys")).body.closed).toBe(true);

    const opened = await server.client().get(`/api/public/surveys/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ closed: true, questions: [] });
    const refused = await answer(token, { gehoord: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: "survey_closed", message: surveyMessages.closed });
    expect(await responses(owner)).toBe(1);

    const reopened = await owner.put("/api/surveys/closed", { closed: false });
    expect(reopened.body.closed).toBe(false);
    expect((await server.client().get(`/api/public/surveys/${token}`)).body).toMatchObject({
      closed: false,
      questions: defaultSurveyQuestions,
    });
    expect((await answer(token, { gehoord: 4 })).status).toBe(201);
    expect(await responses(owner)).toBe(2);

    const kinds = (await owner.get("/api/activity")).body.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["survey.closed", "survey.reopened"]));
  });

  it("is for an owner only, and refuses a body that is not the closed state", async () => {
    const owner = await server.user();
    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      expect((await member.put("/api/surveys/closed", { closed: true })).status).toBe(403);
    }
    expect((await owner.put("/api/surveys/closed", { closed: "ja" })).status).toBe(400);
    expect((await owner.put("/api/surveys/closed", { closed: true, extra: 1 })).status).toBe(400);
    expect((await owner.get("/api/surveys")).body.closed).toBe(false);
  });

  it("goes along in the export and the import; an archive without it imports open", async () => {
    const a = await server.user();
    await linkOf(a);
    await a.put("/api/surveys/closed", { closed: true });
    const exported = await exportSurvey(server.db, await organisationOf(a));
    expect(exported?.closed).toBe(true);

    const b = await server.user();
    const orgB = await organisationOf(b);
    await insertImportedSurvey(server.db, orgB, { ...exported!, updatedBy: null }, []);
    expect((await getSurvey(server.db, loadConfig(server.env), orgB, true)).closed).toBe(true);

    // An archive made before the questionnaire could be closed has no `closed`: it parses, and stays open.
    const { closed: _, ...older } = exported!;
    const file = { format: "normwijs-verbeteren", version: 1, people: [], actions: [] };
    const parsed = verbeterenFileSchema.safeParse({
      ...file,
      audits: { cycleStart: null, audits: [] },
      survey: { ...older, updatedBy: null },
      surveyResponses: [],
      reviews: [],
    });
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    const c = await server.user();
    const orgC = await organisationOf(c);
    await insertImportedSurvey(server.db, orgC, parsed.data!.survey, []);
    expect((await getSurvey(server.db, loadConfig(server.env), orgC, true)).closed).toBe(false);
  });
});

describe("answers", () => {
  it("refuses an unpaired surrogate with a Dutch 400 and stores nothing", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    for (const text of ["Goed\ud800", "\udc00x", "a\ud800\ud800b"]) {
      const res = await answer(token, { gehoord: 4, goed: text });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(surveyMessages.answerInvisible);
    }
    // A whole pair (an emoji) is fine.
    expect((await answer(token, { goed: "Top 👍" })).status).toBe(201);
    expect(await responses(owner)).toBe(1);
  });

  it("counts the answers in the storage usage, and refuses one that does not fit with 413", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const usage = async () => (await owner.get("/api/quota")).body.kms.usedBytes as number;
    const before = await usage();
    expect((await answer(token, { goed: "x".repeat(1000) })).status).toBe(201);
    // The answer, its question's id, text and kind.
    expect((await usage()) - before).toBe(1000 + "goed".length + "Wat gaat goed?".length + "open".length);

    const organisationId = await organisationOf(owner);
    await server.db
      .updateTable("organisation_usage")
      .set({ kms_bytes: 1024 * 1024 - (await usage()) - 500 })
      .where("organisation_id", "=", organisationId)
      .execute();
    const full = await answer(token, { goed: "y".repeat(1000) });
    expect(full.status).toBe(413);
    expect(full.body).toEqual({ code: "quota_exceeded", message: surveyMessages.storageFull });
    expect(await responses(owner)).toBe(1);
    // A small answer still fits.
    expect((await answer(token, { gehoord: 3 })).status).toBe(201);
  });

  it("keeps nothing that tells an answer's order or time of day: random ids, the day, no rowid", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    for (let i = 0; i < 5; i++) expect((await answer(token, { gehoord: (i % 5) + 1 })).status).toBe(201);
    const rows = await server.db
      .selectFrom("client_survey_response")
      .selectAll()
      .where("organisation_id", "=", await organisationOf(owner))
      .execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["id", "organisation_id", "submitted_on"]);
      // Version 4: random, unlike time-ordered ids (version 1, 7).
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.submitted_on).toBe(today);
    }
    if (!process.env.TEST_DATABASE_URL) {
      const { sql } = await import("kysely");
      await expect(sql`SELECT rowid FROM client_survey_response`.execute(server.db)).rejects.toThrow(/rowid/);
      await expect(sql`SELECT rowid FROM client_survey_answer`.execute(server.db)).rejects.toThrow(/rowid/);
    }
  });
});
