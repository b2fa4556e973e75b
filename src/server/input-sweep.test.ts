/**
 * A sweep over the routes that take a body: each gets a body that would be accepted, with one text
 * (or key) holding a NUL or an unpaired surrogate, and one number beyond the 32-bit column. Every
 * such request is a 400 (or a 409 for a stale revision) and changes nothing, on SQLite and
 * PostgreSQL alike (scripts/test-postgres.sh runs this file too).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "./test/harness";
import { amsterdamDay } from "@core/shared/calendar-day";

let server: TestServer;
let owner: TestClient;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user();
  userId = (await owner.get("/api/me")).body.user.id;
});
afterAll(async () => server?.close());

const today = amsterdamDay(new Date());

type Case = [method: string, path: string, body: (bad: string) => unknown];
const cases: Case[] = [
  ["PATCH", "/api/organisation", (bad) => ({ name: `Zorg${bad}` })],
  ["PATCH", "/api/organisation", (bad) => ({ name: "Zorg", [`x${bad}`]: 1 })],
  ["POST", "/api/organisation/switch", (bad) => ({ organisationId: `org${bad}` })],
  [
    "POST",
    "/api/actions",
    (bad) => ({ description: `Actie${bad}`, ownerId: userId, dueDate: today, sourceKind: "other" }),
  ],
  ["POST", "/api/audits", (bad) => ({ date: today, auditorIds: [`${userId}${bad}`], elements: ["1.2"] })],
  ["PUT", "/api/surveys", (bad) => ({ revision: 0, questions: [{ id: "q1", kind: "open", text: `Vraag${bad}` }] })],
  ["PUT", "/api/kms/values/missie-en-visie", (bad) => ({ value: `Missie${bad}`, baseRevision: 0 })],
  ["POST", "/api/team/invitations", (bad) => ({ email: `a${bad}@voorbeeld.nl`, role: "editor" })],
  ["POST", "/api/auditor/links", (bad) => ({ name: `Auditor${bad}`, email: "auditor@voorbeeld.nl", days: 7 })],
  ["PUT", "/api/planning/review-dates/topic/missie-en-visie", (bad) => ({ reviewOn: `${today}${bad}` })],
  ["POST", "/api/planning/completions", (bad) => ({ itemId: `review:topic:missie-en-visie${bad}`, due: today })],
  ["POST", "/api/review", (bad) => ({ year: 2026, baseVersion: 0, conclusions: `Goed${bad}`, newGoals: "" })],
  ["POST", "/api/personnel", (bad) => ({ name: `Sanne${bad}`, relation: "in-dienst" })],
  ["POST", "/api/personnel", (bad) => ({ name: "Sanne", relation: "in-dienst", [`x${bad}`]: 1 })],
  ["PUT", "/api/personnel/settings", (bad) => ({ vogYears: 3, retentionYears: 2, grants: [`${userId}${bad}`] })],
  ["POST", "/api/reports", (bad) => ({ type: "anders", description: `Deur open${bad}`, happenedOn: today })],
  ["POST", "/api/reports", (bad) => ({ type: "anders", description: "Deur open", happenedOn: today, [`x${bad}`]: 1 })],
  ["PUT", "/api/reports/settings", (bad) => ({ grants: [`${userId}${bad}`], closed: false, regulationFileId: null })],
  ["POST", "/api/auth/update-user", (bad) => ({ name: `Anna${bad}` })],
  ["POST", "/api/auth/request-password-reset", (bad) => ({ email: `a${bad}@voorbeeld.nl` })],
  ["POST", "/api/auth/reset-password", (bad) => ({ token: `t${bad}`, newPassword: "een-nieuw-wachtwoord" })],
  ["POST", "/api/waitlist", (bad) => ({ email: `a${bad}@voorbeeld.nl` })],
];

/** What the owner's organisation holds, as the pages read it: compared before and after each request. */
async function state() {
  const read = async (path: string) => (await owner.get(path)).body;
  return JSON.stringify([
    await read("/api/me"),
    await read("/api/kms/values"),
    await read("/api/actions"),
    await read("/api/audits"),
    await read("/api/surveys"),
    await read("/api/team/invitations"),
    await read("/api/auditor/links"),
    await read("/api/planning/review-dates"),
    await read("/api/review"),
    await read("/api/personnel"),
    await read("/api/reports"),
  ]);
}

describe("every body route", () => {
  for (const [what, bad] of [
    ["NUL", "\u0000"],
    ["an unpaired surrogate", "\ud800"],
  ] as const) {
    it.each(cases)(`refuses %s %s with ${what} and changes nothing`, async (method, path, body) => {
      const before = await state();
      const res = await owner.request(method, path, body(bad));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(await state()).toBe(before);
    });
  }

  it.each([
    ["POST", "/api/review", { year: 2026, baseVersion: 2 ** 31, conclusions: "", newGoals: "" }],
    ["PUT", "/api/kms/values/missie-en-visie", { value: "Missie", baseRevision: 2 ** 31 }],
    ["POST", "/api/kms/values/missie-en-visie/restore", { revision: 2 ** 31 - 1, baseRevision: 0 }],
    ["POST", "/api/personnel", { name: "Sanne", relation: "in-dienst", hoursPerWeek: 2 ** 31 }],
    ["PUT", "/api/personnel/settings", { vogYears: 3, retentionYears: 2 ** 31, grants: [] }],
  ])("refuses %s %s with a number beyond the column and changes nothing", async (method, path, body) => {
    const before = await state();
    const res = await owner.request(method, path, body);
    expect([400, 404, 409], JSON.stringify(res.body)).toContain(res.status);
    expect(await state()).toBe(before);
  });
});
