/**
 * Every action of the permission policy × every role, through the real routes: a role the policy
 * lists gets past the check, any other gets 403 with the action's Dutch message.
 */
import { roles } from "@core/shared/permissions";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TestClient } from "../../../server/test/harness";
import { useBillingServer } from "@modules/billing/server/test/helpers";
import { actions, allowedActions, can, refusals, type Action } from "@core/shared/permissions";

const billing = useBillingServer();
const b64 = (s: string) => Buffer.from(s).toString("base64");

/** One real request per action that has a route. */
const attempts: Partial<Record<Action, (member: TestClient) => Promise<{ status: number; body: any }>>> = {
  "kms.edit": (m) => m.put("/api/kms/values/doelgroep", { value: "Cliënten met een zorgvraag", baseRevision: 0 }),
  "documents.upload": (m) =>
    m.request("POST", "/api/documents/uploads", undefined, {
      "tus-resumable": "1.0.0",
      "upload-length": "5",
      "upload-metadata": `filename ${b64("beleid.txt")},category ${b64("beleid")}`,
    }),
  // A file that does not exist: allowed roles get past the check to 404.
  "documents.delete": (m) => m.delete(`/api/documents/${randomUUID()}`),
  "organisation.edit": (m) => m.patch("/api/organisation", { name: "Praktijk De Linde" }),
  "team.manage": (m) =>
    m.post("/api/team/invitations", { email: `nieuw-${randomUUID()}@voorbeeld.nl`, role: "reader" }),
  "billing.manage": (m) => m.post("/api/billing/checkout"),
  "handbook.read": (m) => m.get("/api/handbook"),
  "transfer.export": (m) => m.get("/api/handbook/export.docx"),
  "transfer.import": (m) => m.post("/api/transfer/import", "not a zip", { "content-type": "application/zip" }),
  "planning.edit": (m) => m.put("/api/planning/review-dates/topic/doelgroep", { reviewOn: "2027-01-01" }),
  // A topic without content: the allowed role gets past the check to 400 ('nog niets om vast te stellen').
  "planning.approve": (m) => m.post("/api/planning/approvals/topic/doelgroep", {}),
  // A document that is not in the bin: allowed roles get past the check to 404.
  "documents.purge": (m) => m.delete(`/api/documents/bin/${randomUUID()}`),
  "activity.read": (m) => m.get("/api/activity"),
  "actions.edit": async (m) =>
    m.post("/api/actions", {
      description: "Wachttijd verkorten",
      sourceKind: "other",
      ownerId: (await m.get("/api/me")).body.user.id,
      dueDate: "2027-01-01",
    }),
  "surveys.read": (m) => m.get("/api/surveys"),
  "surveys.manage": (m) => m.post("/api/surveys/link"),
  "review.read": (m) => m.get("/api/review"),
  "review.manage": (m) => m.post("/api/review", { year: 2025, baseVersion: 0, conclusions: "", newGoals: "" }),
  "audits.edit": async (m) =>
    m.post("/api/audits", {
      date: "2027-01-01",
      auditorIds: [(await m.get("/api/me")).body.user.id],
      elements: ["1.2"],
    }),
  "audits.cycle": (m) => m.put("/api/audits/cycle", { startsOn: "2026-01-01" }),
  "reading.manage": (m) => m.get("/api/reading/people"),
  "auditor.questions.read": (m) => m.get("/api/auditor/questions"),
  // A question that does not exist: allowed roles get past the check to 404.
  "auditor.questions.answer": (m) => m.patch(`/api/auditor/questions/${randomUUID()}`, { status: "done" }),
  // Medewerkers' rules (VOG renewal, retention, grants) are the Eigenaar's alone.
  "personnel.manage": (m) => m.put("/api/personnel/settings", { vogYears: 3, retentionYears: 2, grants: [] }),
  // Melden: every role reports; a report that does not exist: who triages gets past the check to 404.
  "reports.create": (m) =>
    m.post("/api/reports", {
      type: "anders",
      description: "Deur stond open.",
      happenedOn: new Date().toISOString().slice(0, 10),
    }),
  "reports.triage": (m) =>
    m.put(`/api/reports/${randomUUID()}/triage`, { registerType: "Incident", cause: "kennis", analysis: "" }),
  "reports.manage": (m) => m.post("/api/reports/link"),
  // An item that does not exist: every role gets past the check to 404.
  "reading.confirm": (m) => m.post(`/api/reading/items/${randomUUID()}/confirm`, { answer: "read" }),
};
/** Actions listed before their feature exists; the policy test (shared/permissions.test.ts) covers them. */
const withoutRouteYet: Action[] = ["auditor.manage"];

describe("the permission policy on every route", () => {
  it("has a request for every action that has a route", () => {
    expect([...Object.keys(attempts), ...withoutRouteYet].sort()).toEqual([...actions].sort());
  });

  const cases = Object.keys(attempts).flatMap((action) => roles.map((role) => [action as Action, role] as const));
  it.each(cases)("%s as %s", async (action, role) => {
    const owner = await billing.server.user();
    const member = await billing.server.member(owner, role);
    const res = await attempts[action]!(member);
    if (can(role, action)) {
      expect(res.status, JSON.stringify(res.body)).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(refusals[action]);
    }
  });

  it("answers the role and its allowed actions on /api/me", async () => {
    const owner = await billing.server.user();
    const reader = await billing.server.member(owner, "reader");
    const editor = await billing.server.member(owner, "editor");
    expect((await owner.get("/api/me")).body.permissions).toEqual(actions);
    expect((await editor.get("/api/me")).body).toMatchObject({
      organisation: { role: "editor" },
      permissions: allowedActions("editor"),
    });
    expect((await reader.get("/api/me")).body).toMatchObject({
      organisation: { role: "reader" },
      permissions: allowedActions("reader"),
    });
  });
});
