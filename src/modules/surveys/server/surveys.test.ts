/**
 * Cliëntervaringen through the real server: the owner's questionnaire (defaults, bounds, stale
 * saves, owner only), the public link (stored hashed, renewal ends the old one, isolation between
 * organisations), the public answers (bounded, rate limited, capped per day, nothing about the
 * client stored), the results per period for every member, the CSV with its formula guard, and
 * the summary for the management review.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { defaultSurveyQuestions } from "../messages";
import { surveyLimits } from "../model";
import { surveyMessages } from "../messages";
import { surveysSummary } from "./summary";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SURVEY_RATE_LIMIT: "1000" });
});
afterAll(async () => server?.close());

const today = amsterdamDay(new Date());
// The longest period the results read: five years less a day.
const period = `from=${addMonths(today, -59)}&to=${today}`;

const tokenOf = (url: string) => {
  const match = /\/vragenlijst\/([A-Za-z0-9_-]{43})$/.exec(url);
  if (!match) throw new Error(`no survey link: ${url}`);
  return match[1]!;
};

async function linkOf(owner: TestClient) {
  const res = await owner.post("/api/surveys/link");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tokenOf(res.body.link.url);
}

const answer = (token: string, answers: Record<string, unknown>, s = server) =>
  s.client().post(`/api/public/surveys/${token}`, { answers });

describe("the questionnaire", () => {
  it("starts with the default questions, and an owner saves an edited set with its revision", async () => {
    const owner = await server.user();
    const start = await owner.get("/api/surveys");
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      questions: defaultSurveyQuestions,
      revision: 0,
      updatedAt: null,
      link: null,
      closed: false,
    });

    const questions = [
      { id: "q1", kind: "scale", text: "  Ik word vriendelijk geholpen.  " },
      { id: "q2", kind: "open", text: "Wat wilt u ons nog zeggen?" },
    ];
    const saved = await owner.put("/api/surveys", { revision: 0, questions });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(1);
    expect(saved.body.questions[0].text).toBe("Ik word vriendelijk geholpen.");

    // A second tab that still holds revision 0 is refused, with the current questionnaire.
    const stale = await owner.put("/api/surveys", { revision: 0, questions: defaultSurveyQuestions });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(surveyMessages.stale);
    expect(stale.body.details.current.revision).toBe(1);

    const again = await owner.put("/api/surveys", { revision: 1, questions: questions.slice(0, 1) });
    expect(again.body.revision).toBe(2);
    expect((await owner.get("/api/surveys")).body.questions).toHaveLength(1);
  });

  it.each([
    ["no questions", [], surveyMessages.questionsMin],
    [
      "too many questions",
      Array.from({ length: surveyLimits.questionsMax + 1 }, (_, i) => ({ id: `q${i}`, kind: "scale", text: "Vraag" })),
      surveyMessages.questionsMax,
    ],
    ["an empty text", [{ id: "a", kind: "open", text: "   " }], surveyMessages.questionMissing],
    ["a text too long", [{ id: "a", kind: "open", text: "x".repeat(201) }], surveyMessages.questionTooLong],
    ["a line break", [{ id: "a", kind: "open", text: "Twee\nregels" }], surveyMessages.questionOneLine],
    [
      "a doubled id",
      [
        { id: "a", kind: "open", text: "Een" },
        { id: "a", kind: "scale", text: "Twee" },
      ],
      surveyMessages.questionDuplicate,
    ],
    ["a bad id", [{ id: "a b", kind: "open", text: "Een" }], surveyMessages.questionIdInvalid],
  ])("refuses %s with a Dutch 400 and keeps the questionnaire", async (_name, questions, message) => {
    const owner = await server.user();
    const res = await owner.put("/api/surveys", { revision: 0, questions });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.get("/api/surveys")).body.revision).toBe(0);
  });

  it("lets editors and readers see the questions and results, but not change them or see the link", async () => {
    const owner = await server.user();
    await linkOf(owner);
    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      const seen = await member.get("/api/surveys");
      expect(seen.status).toBe(200);
      expect(seen.body.link).toBeNull();
      expect((await member.get(`/api/surveys/results?${period}`)).status).toBe(200);
      const put = await member.put("/api/surveys", { revision: 1, questions: defaultSurveyQuestions });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe("Alleen een eigenaar kan de vragenlijst en de link wijzigen.");
      expect((await member.post("/api/surveys/link")).status).toBe(403);
    }
    expect((await owner.get("/api/surveys")).body.link.url).toMatch(/\/vragenlijst\//);
  });

  it("needs a session for every owner's and member's route", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/api/surveys")).status).toBe(401);
    expect((await anonymous.post("/api/surveys/link")).status).toBe(401);
    expect((await anonymous.get(`/api/surveys/results?${period}`)).status).toBe(401);
  });
});

describe("the public link", () => {
  it("is stored only as a hash, shows again to the owner, and a new link ends the old one", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const { organisation } = (await owner.get("/api/me")).body;
    const row = await server.db
      .selectFrom("client_survey")
      .selectAll()
      .where("organisation_id", "=", organisation.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    // The owner's page shows the same link again.
    expect(tokenOf((await owner.get("/api/surveys")).body.link.url)).toBe(token);

    const opened = await server.client().get(`/api/public/surveys/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(opened.body).toEqual({
      organisationName: organisation.name,
      questions: defaultSurveyQuestions,
      closed: false,
    });

    const renewed = await linkOf(owner);
    expect(renewed).not.toBe(token);
    const old = await server.client().get(`/api/public/surveys/${token}`);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(surveyMessages.notFound);
    const oldAnswer = await answer(token, { gehoord: 4 });
    expect(oldAnswer.status).toBe(404);
    expect(oldAnswer.body.message).toBe(surveyMessages.notFound);
    expect((await answer(renewed, { gehoord: 4 })).status).toBe(201);
  });

  it("answers a made-up or malformed token with the Dutch 404", async () => {
    for (const token of ["a".repeat(43), "kort", "a".repeat(44), "a%20b"]) {
      const res = await answer(token, { gehoord: 3 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(surveyMessages.notFound);
    }
  });

  it("keeps organisations apart: a token answers only its own organisation's survey", async () => {
    const a = await server.user();
    const b = await server.user();
    const tokenA = await linkOf(a);
    await linkOf(b);
    expect((await answer(tokenA, { gehoord: 5, goed: "De koffie" })).status).toBe(201);

    const resultsA = (await a.get(`/api/surveys/results?${period}`)).body;
    const resultsB = (await b.get(`/api/surveys/results?${period}`)).body;
    expect(resultsA.answers).toBe(1);
    expect(resultsB.answers).toBe(0);
    expect(resultsB.questions.find((q: { id: string }) => q.id === "goed").openAnswers).toEqual([]);
    const csvB = await b.fetch(`/api/surveys/export.csv?${period}`);
    expect(await csvB.text()).not.toContain("De koffie");
  });
});

describe("public answers", () => {
  let owner: TestClient;
  let token: string;
  beforeAll(async () => {
    owner = await server.user();
    token = await linkOf(owner);
  });
  const responses = async () => (await owner.get(`/api/surveys/results?${period}`)).body.answers as number;

  it.each([
    ["a score of 0", { gehoord: 0 }, 400, surveyMessages.scaleInvalid],
    ["a score of 6", { gehoord: 6 }, 400, surveyMessages.scaleInvalid],
    ["a score of 2.5", { gehoord: 2.5 }, 400, surveyMessages.scaleInvalid],
    ["text for a scale question", { gehoord: "vijf" }, 400, surveyMessages.scaleInvalid],
    ["a number for an open question", { goed: 4 }, 400, surveyMessages.changed],
    ["a text too long", { goed: "x".repeat(surveyLimits.answerTextMax + 1) }, 400, surveyMessages.answerTooLong],
    ["an unknown question", { bestaatniet: 3 }, 409, surveyMessages.changed],
    ["no answer at all", {}, 400, surveyMessages.noAnswer],
    ["only empty open answers", { goed: "  ", beter: "" }, 400, surveyMessages.noAnswer],
    [
      "a control character",
      { goed: "Goed\u0000" },
      400,
      "Een antwoord bevat een onzichtbaar teken dat niet is toegestaan.",
    ],
  ])("refuses %s with a Dutch error and stores nothing", async (_name, answers, status, message) => {
    const before = await responses();
    const res = await answer(token, answers);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await responses()).toBe(before);
  });

  it("refuses a body that is not the answers' shape, or too large", async () => {
    const client = server.client();
    const before = await responses();
    expect((await client.post(`/api/public/surveys/${token}`, "niet-json")).status).toBe(400);
    expect((await client.post(`/api/public/surveys/${token}`, { answers: { gehoord: 3 }, naam: "Jan" })).status).toBe(
      400,
    );
    const huge = await client.post(`/api/public/surveys/${token}`, { answers: { goed: "x".repeat(300_000) } });
    expect(huge.status).toBe(413);
    expect(await responses()).toBe(before);
  });

  it("stores the answers with the day only: no address, name or time", async () => {
    const fresh = await server.user();
    const t = await linkOf(fresh);
    const res = await server
      .client()
      .post(
        `/api/public/surveys/${t}`,
        { answers: { gehoord: 4, beter: "Meer tijd" } },
        { "x-forwarded-for": "203.0.113.9" },
      );
    expect(res.status).toBe(201);
    const { organisation } = (await fresh.get("/api/me")).body;
    const rows = await server.db
      .selectFrom("client_survey_response")
      .innerJoin("client_survey_answer", "client_survey_answer.response_id", "client_survey_response.id")
      .selectAll()
      .where("client_survey_response.organisation_id", "=", organisation.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "answer_text",
        "id",
        "kind",
        "organisation_id",
        "question_id",
        "question_text",
        "response_id",
        "score",
        "submitted_on",
      ].sort(),
    );
    expect(rows[0]!.submitted_on).toBe(today);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|203\.0\.113\.9|::1/);
  });
});

describe("results and CSV", () => {
  it("counts answers, averages per question and the open answers, per period, and exports them as CSV", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    const { organisation } = (await owner.get("/api/me")).body;
    expect((await answer(token, { gehoord: 5, afspraken: 4, goed: "Fijne begeleider" })).status).toBe(201);
    expect((await answer(token, { gehoord: 4, goed: '=HYPERLINK("http://x")' })).status).toBe(201);
    expect((await answer(token, { gehoord: 2, beter: "Sneller terugbellen; graag" })).status).toBe(201);
    // An older answer, outside the period asked below.
    await server.db
      .updateTable("client_survey_response")
      .set({ submitted_on: `${Number(today.slice(0, 4)) - 2}-06-01` })
      .where("organisation_id", "=", organisation.id)
      .where("id", "in", (eb) =>
        eb
          .selectFrom("client_survey_answer")
          .select("response_id")
          .where("organisation_id", "=", organisation.id)
          .where("score", "=", 2),
      )
      .execute();

    const thisYear = `from=${today.slice(0, 4)}-01-01&to=${today}`;
    const res = await owner.get(`/api/surveys/results?${thisYear}`);
    expect(res.status).toBe(200);
    expect(res.body.answers).toBe(2);
    const byId = Object.fromEntries(res.body.questions.map((q: { id: string }) => [q.id, q]));
    expect(byId.gehoord).toMatchObject({ count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(byId.afspraken).toMatchObject({ count: 1, average: 4 });
    expect(byId.klacht).toMatchObject({ count: 0, average: null });
    expect(byId.goed.openAnswers.map((a: { text: string }) => a.text).sort()).toEqual(
      ['=HYPERLINK("http://x")', "Fijne begeleider"].sort(),
    );
    expect(byId.beter.openAnswers).toEqual([]);

    const all = (await owner.get(`/api/surveys/results?${period}`)).body;
    expect(all.answers).toBe(3);

    const csv = await owner.fetch(`/api/surveys/export.csv?${thisYear}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(`Datum;${defaultSurveyQuestions.map((q) => q.text).join(";")}`);
    expect(lines).toHaveLength(3);
    // A cell a spreadsheet would run as a formula gets a leading apostrophe.
    expect(lines.join("\n")).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.join("\n")).not.toContain("Sneller terugbellen");

    // A removed question still shows, with the text the clients saw.
    await owner.put("/api/surveys", { revision: 1, questions: [{ id: "nieuw", kind: "scale", text: "Nieuwe vraag" }] });
    const after = (await owner.get(`/api/surveys/results?${thisYear}`)).body;
    expect(after.questions.map((q: { id: string }) => q.id)).toEqual(["nieuw", "afspraken", "gehoord", "goed"]);

    const summary = await surveysSummary(server.db, organisation.id, `${today.slice(0, 4)}-01-01`, today);
    expect(summary.answers).toBe(2);
    expect(summary.questions.find((q) => q.text === defaultSurveyQuestions[0]!.text)).toEqual({
      text: defaultSurveyQuestions[0]!.text,
      kind: "scale",
      average: 4.5,
      count: 2,
    });
  });

  it("refuses a wrong period with a Dutch 400", async () => {
    const owner = await server.user();
    const reversed = await owner.get("/api/surveys/results?from=2026-02-01&to=2026-01-01");
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(surveyMessages.periodInvalid);
    expect((await owner.get("/api/surveys/results?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    expect((await owner.get("/api/surveys/export.csv")).status).toBe(400);
  });
});

describe("rate limits", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SURVEY_RATE_LIMIT: "3", SURVEY_DAILY_LIMIT: "5", TRUST_PROXY: "true" });
  });
  afterAll(async () => limited?.close());

  it("allows SURVEY_RATE_LIMIT answers per minute per address, then 429 in Dutch; wrong tokens count too", async () => {
    const owner = await limited.user();
    const token = await linkOf(owner);
    const from = (ip: string, t = token) =>
      limited.client().post(`/api/public/surveys/${t}`, { answers: { gehoord: 3 } }, { "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) expect((await from("198.51.100.1")).status).toBe(201);
    const refused = await from("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Te veel pogingen/);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Another address is not affected; guessing tokens is limited the same way.
    for (let i = 0; i < 3; i++) expect((await from("198.51.100.2", "b".repeat(43))).status).toBe(404);
    expect((await from("198.51.100.2", "b".repeat(43))).status).toBe(429);
    expect((await owner.get(`/api/surveys/results?${period}`)).body.answers).toBe(3);
  });

  it("caps one organisation's answers per day, whatever the address, counted per day on the clock", async () => {
    // The day's counter starts at UTC midnight: not this close to it, or the count would start afresh.
    const dayMs = 24 * 60 * 60 * 1000;
    const left = dayMs - (Date.now() % dayMs);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 1_000));
    const owner = await limited.user();
    const token = await linkOf(owner);
    for (let i = 0; i < 5; i++) {
      const res = await limited
        .client()
        .post(`/api/public/surveys/${token}`, { answers: { gehoord: 4 } }, { "x-forwarded-for": `192.0.2.${i + 10}` });
      expect(res.status).toBe(201);
    }
    const over = await limited
      .client()
      .post(`/api/public/surveys/${token}`, { answers: { gehoord: 4 } }, { "x-forwarded-for": "192.0.2.99" });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(surveyMessages.tooManyToday);
    expect((await owner.get(`/api/surveys/results?${period}`)).body.answers).toBe(5);
    // The counter tells the day, not when the first answer came.
    const { organisation } = (await owner.get("/api/me")).body;
    const row = await limited.db
      .selectFrom("rate_limit")
      .select(["window_start", "expires_at"])
      .where("key", "=", `survey-day:${organisation.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.window_start) % dayMs).toBe(0);
    expect(Number(row.expires_at)).toBe(Number(row.window_start) + dayMs);
  });
});
