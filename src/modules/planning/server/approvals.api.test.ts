/**
 * 'Vastgesteld' on the real server: only an Eigenaar approves, of their own organisation; the
 * approval names who and when, counts for the readiness and the review date, and is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import type { ApprovalOverviewDto, Approval } from "@norm/approvals";
import type { ElementDossierDto } from "@modules/elements/model";
import type { ReviewDatesDto } from "../model";
import type { ActivityEntryDto } from "@modules/activity/model";
import type { Handbook } from "@modules/handbook/model";
import { formatDateNl } from "@core/shared/format-date";
import { pdfText } from "@modules/handbook/server/test/pdf-text";
import { download } from "@modules/dossier/server/test/helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const mission = "Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij zelf kunnen.";
async function save(c: TestClient, value: string, baseRevision = 0) {
  const res = await c.put("/api/kms/values/missie-en-visie", { value, baseRevision });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const approve = (c: TestClient, kind: string, id: string) =>
  c.post<Approval>(`/api/planning/approvals/${kind}/${id}`, {});
const approvals = async (c: TestClient) => (await c.get<ApprovalOverviewDto>("/api/planning/approvals")).body;
const topicOf = async (c: TestClient) =>
  (await c.get<ElementDossierDto>("/api/elements/1.2")).body.dossier.topics.find((t) => t.slug === "missie-en-visie")!;

describe("'Vaststellen'", () => {
  it("is for an Eigenaar only: a Bewerker and a Lezer get 403 and nothing is recorded", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    await save(owner, mission);
    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      const res = await approve(member, "topic", "missie-en-visie");
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: "Alleen een eigenaar kan vaststellen." });
    }
    expect(await approvals(owner)).toEqual({
      topics: { "missie-en-visie": { approval: null, state: "none" } },
      documents: {},
    });

    const res = await approve(owner, "topic", "missie-en-visie");
    expect(res.status).toBe(200);
    expect(res.body.approvedByName).toBe("Anna de Vries");
    expect((await approvals(owner)).topics["missie-en-visie"]).toEqual({ approval: res.body, state: "current" });
    // Every member sees who approved it.
    const reader = await server.member(owner, "reader");
    expect((await approvals(reader)).topics["missie-en-visie"]?.approval?.approvedByName).toBe("Anna de Vries");

    const log = (await owner.get<{ entries: ActivityEntryDto[] }>("/api/activity?kind=approved")).body.entries;
    expect(log.map((e) => e.subject)).toEqual(["Missie en visie"]);
  });

  it("refuses what is empty, unknown or another organisation's, and keeps organisations apart", async () => {
    const owner = await server.user();
    const other = await server.user();
    expect((await approve(owner, "topic", "missie-en-visie")).body).toMatchObject({
      message: "Er is nog niets om vast te stellen. Vul de pagina eerst in.",
    });
    expect((await approve(owner, "topic", "bestaat-niet")).status).toBe(404);
    expect((await approve(owner, "iets", "missie-en-visie")).status).toBe(404);
    await tusUpload(other, Buffer.from("beleid"), meta("Beleid.pdf"));
    const files = (await other.get<{ files: { id: string }[] }>("/api/documents?category=beleid")).body.files;
    expect((await approve(owner, "document", files[0]!.id)).status).toBe(404);
    expect((await approve(other, "document", files[0]!.id)).status).toBe(200);
    expect(await approvals(owner)).toEqual({ topics: {}, documents: {} });
    expect(Object.keys((await approvals(other)).documents)).toEqual([files[0]!.id]);
  });

  it("a typo fix after approval keeps the approval and the review date, and says 'Gewijzigd na vaststelling'; approving again moves the review date", async () => {
    const owner = await server.user();
    await save(owner, mission);
    expect((await topicOf(owner)).approvalState).toBe("none");
    await approve(owner, "topic", "missie-en-visie");
    const approved = await topicOf(owner);
    expect(approved.approvalState).toBe("current");
    const reviewOn = approved.reviewOn;

    // Approved a while ago: the database's approval moves back a year, as if approved then.
    await server.db
      .updateTable("approval")
      .set({ approved_at: "2026-01-10T09:00:00.000Z", version_at: "2026-01-10T08:00:00.000Z" })
      .execute();
    const dates = async () => (await owner.get<ReviewDatesDto>("/api/planning/review-dates")).body;
    expect((await dates()).topic["missie-en-visie"]?.reviewOn).toBe("2027-01-10");
    await save(owner, mission.replace("thuis", "thuis,"), 1);
    const changed = await topicOf(owner);
    expect(changed.approvalState).toBe("changed");
    expect(changed.approval?.approvedAt).toBe("2026-01-10T09:00:00.000Z");
    expect(changed.reviewOn).toBe("2027-01-10");
    expect((await dates()).topic["missie-en-visie"]?.reviewOn).toBe("2027-01-10");
    const reasons = (await owner.get<ElementDossierDto>("/api/elements/1.2")).body.dossier.reasons;
    expect(reasons.map((r) => r.kind)).toContain("changed-after-approval");

    await approve(owner, "topic", "missie-en-visie");
    const again = await topicOf(owner);
    expect(again.approvalState).toBe("current");
    // A year after today's approval again, as after the first one.
    expect(again.reviewOn).toBe(reviewOn);
    expect(again.reviewOn).not.toBe("2027-01-10");
  });

  it("shows 'Vastgesteld op … door …' in the handbook, its PDF, the element page and the dossier PDF", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    await save(owner, mission);
    const line = (await owner.get<Handbook>("/api/handbook")).body.chapters.find((c) => c.id === "missie-en-visie");
    expect(line?.approval).toBe("Nog niet vastgesteld.");
    await approve(owner, "topic", "missie-en-visie");
    const expected = `Vastgesteld op ${formatDateNl(new Date())} door Anna de Vries.`;
    const chapter = (await owner.get<Handbook>("/api/handbook")).body.chapters.find((c) => c.id === "missie-en-visie");
    expect(chapter?.approval).toBe(expected);
    expect(await pdfText((await download(owner, "/api/handbook/export.pdf")).bytes)).toContain(expected);
    expect(await pdfText((await download(owner, "/api/dossier/export.pdf")).bytes)).toContain(expected);
    expect((await topicOf(owner)).approval?.approvedByName).toBe("Anna de Vries");
  });
});
