/**
 * What may enter, through the real server, the same on SQLite and PostgreSQL: a revision or number
 * beyond the 32-bit columns, a NUL or another control character or an unpaired surrogate in a text,
 * an id, a path or a query, and a day outside the calendar's range get a 400 or 404 and change
 * nothing; never a 500 on one engine and a stored value on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "./test/harness";
import { amsterdamDay } from "@core/shared/calendar-day";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const today = amsterdamDay(new Date());
const tooBig = 2 ** 31;
const refused = (status: number) => expect([400, 404]).toContain(status);

async function idsOf(client: TestClient) {
  const me = (await client.get("/api/me")).body;
  return { userId: me.user.id as string, organisationId: me.organisation.id as string };
}

const countRows = async (table: "improvement_action" | "client_survey_response", organisationId: string) =>
  (await server.db.selectFrom(table).select("id").where("organisation_id", "=", organisationId).execute()).length;

describe("a revision beyond the 32-bit column", () => {
  it("refuses an audit's and its points' base revision of 2^31 and keeps the audit", async () => {
    const owner = await server.user();
    const { userId } = await idsOf(owner);
    const audit = (await owner.post("/api/audits", { date: today, auditorIds: [userId], elements: ["1.2"] })).body;
    const put = await owner.put(`/api/audits/${audit.id}`, {
      date: today,
      auditorIds: [userId],
      elements: ["1.3"],
      baseRevision: tooBig,
    });
    refused(put.status);
    const point = audit.checklist[0];
    const points = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: tooBig,
      points: [{ id: point.id, status: "voldoet", note: "" }],
    });
    refused(points.status);
    const after = (await owner.get(`/api/audits/${audit.id}`)).body;
    expect(after.elements).toEqual(["1.2"]);
    expect(after.revision).toBe(audit.revision);
  });

  it("refuses a questionnaire with revision 2^31", async () => {
    const owner = await server.user();
    const before = (await owner.get("/api/surveys")).body;
    const res = await owner.put("/api/surveys", {
      revision: tooBig,
      questions: [{ id: "q1", kind: "open", text: "Nieuwe vraag" }],
    });
    refused(res.status);
    expect((await owner.get("/api/surveys")).body.questions).toEqual(before.questions);
  });

  it("refuses a restore of revision 2^31 and answers 404 for that version", async () => {
    const owner = await server.user();
    const saved = await owner.put("/api/kms/values/missie-en-visie", { value: "Onze missie", baseRevision: 0 });
    expect(saved.status).toBe(200);
    const restore = await owner.post("/api/kms/values/missie-en-visie/restore", { revision: tooBig, baseRevision: 1 });
    refused(restore.status);
    refused((await owner.get(`/api/kms/values/missie-en-visie/history/${tooBig}`)).status);
    refused((await owner.get(`/api/kms/values/missie-en-visie/history?before=${tooBig}`)).status);
    const value = (await owner.get("/api/kms/values")).body.values["missie-en-visie"];
    expect(value).toMatchObject({ value: "Onze missie", revision: 1 });
  });
});

describe("a NUL, another control character or an unpaired surrogate", () => {
  const newAction = (ownerId: string, more: Record<string, unknown> = {}) => ({
    description: "Nieuwe werkinstructie",
    ownerId,
    dueDate: today,
    sourceKind: "other",
    ...more,
  });

  it.each([
    ["NUL in the description", { description: "Werk\u0000instructie" }],
    ["escape in the description", { description: "Werk\u001binstructie" }],
    ["unpaired surrogate in the description", { description: "Werk\ud800instructie" }],
    ["NUL in the owner", { ownerId: "abc\u0000" }],
    ["NUL in the source label", { sourceKind: "register", sourceLabel: "Klacht\u0000" }],
    ["NUL in the source id", { sourceKind: "register", sourceId: "rij\u0000" }],
    ["NUL in the result", { status: "done", result: "Klaar\u0000" }],
  ])("refuses a new action with %s and stores nothing", async (_what, more) => {
    const owner = await server.user();
    const { userId, organisationId } = await idsOf(owner);
    const res = await owner.post("/api/actions", newAction(userId, more));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(await countRows("improvement_action", organisationId)).toBe(0);
  });

  it("refuses a changed action with NUL and keeps the old one", async () => {
    const owner = await server.user();
    const { userId } = await idsOf(owner);
    const { action } = (await owner.post("/api/actions", newAction(userId))).body;
    const res = await owner.put(`/api/actions/${action.id}`, {
      description: "Aangepast\u0000",
      ownerId: userId,
      dueDate: today,
      status: "open",
      result: "",
      baseRevision: action.revision,
    });
    expect(res.status).toBe(400);
    expect((await owner.get(`/api/actions/${action.id}`)).body.action.description).toBe("Nieuwe werkinstructie");
  });

  it.each([
    ["GET", "/api/actions?ownerId=%00"],
    ["GET", "/api/actions?sourceId=a%00"],
    ["GET", "/api/activity?person=%00"],
    ["GET", "/api/activity?person=%C2%80"],
    ["DELETE", "/api/team/members/%00"],
    ["PATCH", "/api/team/members/%00"],
    ["DELETE", "/api/team/invitations/%00"],
    ["DELETE", "/api/account/sessions/%00"],
    ["GET", "/api/password-reset/%00"],
    ["GET", "/api/invitations/%00"],
    ["GET", "/api/audits/points/%00"],
    ["GET", "/api/actions/%00"],
    ["GET", "/api/kms/values/%00/history"],
    ["GET", "/api/public/surveys/%00"],
    ["GET", "/api/auth/verify-email?token=%00"],
  ])("answers %s %s with 400 or 404", async (method, path) => {
    const owner = await server.user();
    const res = await owner.request(method, path, method === "PATCH" ? { role: "editor" } : undefined);
    refused(res.status);
  });

  it("leaves a page's query to the browser, where a prefilled label may hold a tab, but refuses NUL in its path", async () => {
    const client = server.client();
    const page = await client.get("/verbeteren/acties?nieuw=1&bron=register&bronLabel=Klacht%09van%20ouder");
    expect(page.status).not.toBe(400);
    expect((await client.get("/verbeteren/acties%00")).status).toBe(400);
  });

  it("refuses a switch to an organisation id with NUL and keeps the session's organisation", async () => {
    const owner = await server.user();
    const { organisationId } = await idsOf(owner);
    const res = await owner.post("/api/organisation/switch", { organisationId: "\u0000" });
    expect(res.status).toBe(400);
    expect((await idsOf(owner)).organisationId).toBe(organisationId);
  });

  it("refuses a password reset whose token has NUL", async () => {
    const res = await server
      .client()
      .post("/api/auth/reset-password", { token: "abc\u0000", newPassword: "een-nieuw-wachtwoord" });
    expect(res.status).toBe(400);
  });

  it("refuses a public survey answer with an unpaired surrogate and stores nothing", async () => {
    const owner = await server.user();
    const { organisationId } = await idsOf(owner);
    const url = (await owner.post("/api/surveys/link")).body.link.url as string;
    const token = url.split("/").pop()!;
    const questions = (await owner.get("/api/surveys")).body.questions as { id: string; kind: string }[];
    const open = questions.find((q) => q.kind === "open")!;
    const res = await server.client().post(`/api/public/surveys/${token}`, { answers: { [open.id]: "Goed\ud800" } });
    expect(res.status).toBe(400);
    expect(await countRows("client_survey_response", organisationId)).toBe(0);
  });

  it("refuses a policy text and a table cell with NUL, and keeps tab and newline in texts", async () => {
    const owner = await server.user();
    const bad = await owner.put("/api/kms/values/missie-en-visie", { value: "Missie\u0000", baseRevision: 0 });
    expect(bad.status).toBe(400);
    const lone = await owner.put("/api/kms/values/missie-en-visie", { value: "Missie\udc00", baseRevision: 0 });
    expect(lone.status).toBe(400);
    const good = await owner.put("/api/kms/values/missie-en-visie", {
      value: "Missie\n\tvisie 😀",
      baseRevision: 0,
    });
    expect(good.status).toBe(200);
  });
});

describe("a day outside the calendar", () => {
  it.each(["to=9999-12-31", "from=0000-01-01", "to=2026-02-30"])("answers /api/activity?%s with 400", async (q) => {
    const owner = await server.user();
    expect((await owner.get(`/api/activity?${q}`)).status).toBe(400);
    expect((await owner.get(`/api/activity/export.csv?${q}`)).status).toBe(400);
  });
});
