/**
 * organisatie/data.json in the full export and import (version 5): the law the organisation works
 * under, its complaint term and every 'Vastgesteld' come back in a new organisation; an approval of
 * the version in force stays current, one of an older version stays 'Gewijzigd na vaststelling';
 * a document's approval follows the document; a wrong file is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { exportZip, postZip, rezip } from "./test/transfer-client";
import { ORGANISATION_PATH, REPORTS_PATH } from "../model";
import { transferMessages as t } from "../messages";
import type { ApprovalOverviewDto } from "@norm/approvals";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const approvals = async (c: TestClient) => (await c.get<ApprovalOverviewDto>("/api/planning/approvals")).body;
const put = async (c: TestClient, name: string, value: string, baseRevision: number) =>
  expect((await c.put(`/api/kms/values/${name}`, { value, baseRevision })).status).toBe(200);

async function approvedOrganisation(): Promise<{ owner: TestClient; files: Record<string, Uint8Array> }> {
  const owner = await server.user({ name: "Anna de Vries" });
  await owner.patch("/api/organisation", { regime: "jeugdwet", complaintWeeks: 8 });
  await put(owner, "missie-en-visie", "Wij bieden jeugdhulp dichtbij huis.", 0);
  await put(owner, "doelgroep", "Gezinnen in de wijk.", 0);
  expect((await owner.post("/api/planning/approvals/topic/missie-en-visie", {})).status).toBe(200);
  expect((await owner.post("/api/planning/approvals/topic/doelgroep", {})).status).toBe(200);
  // Changed after approval: it must stay so after the import.
  await new Promise((r) => setTimeout(r, 5));
  await put(owner, "doelgroep", "Gezinnen en scholen in de wijk.", 1);
  await tusUpload(owner, Buffer.from("beleid"), meta("Privacybeleid.pdf"));
  const docs = (await owner.get<{ files: { id: string }[] }>("/api/documents?category=beleid")).body.files;
  expect((await owner.post(`/api/planning/approvals/document/${docs[0]!.id}`, {})).status).toBe(200);
  return { owner, files: unzipSync((await exportZip(owner)).bytes) };
}

describe("settings and approvals in the full export", () => {
  it("come back in a new organisation as they were: current stays current, changed stays changed", async () => {
    const { owner, files } = await approvedOrganisation();
    const data = JSON.parse(strFromU8(files[ORGANISATION_PATH]!));
    expect(data.settings).toEqual({ regime: "jeugdwet", complaintWeeks: 8 });
    expect(data.approvals).toHaveLength(3);
    const before = await approvals(owner);

    const target = await server.user();
    const res = await postZip(target, rezip(files, {}));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.approvals).toBe(3);
    expect(res.body.message ?? t.done(res.body)).toContain("3 vaststellingen");
    expect((await target.get("/api/me")).body.organisation).toMatchObject({ regime: "jeugdwet", complaintWeeks: 8 });

    const after = await approvals(target);
    expect(after.topics["missie-en-visie"]).toMatchObject({
      state: "current",
      approval: { approvedByName: "Anna de Vries", approvedAt: before.topics["missie-en-visie"]!.approval!.approvedAt },
    });
    expect(after.topics.doelgroep).toMatchObject({ state: "changed", approval: { approvedByName: "Anna de Vries" } });
    const [documentApproval] = Object.values(after.documents);
    expect(documentApproval).toMatchObject({ approvedByName: "Anna de Vries" });
    // The document's approval belongs to the imported document.
    const docs = (await target.get<{ files: { id: string }[] }>("/api/documents?category=beleid")).body.files;
    expect(Object.keys(after.documents)).toEqual([docs[0]!.id]);
  });

  it("refuses a file whose approvals name an unknown page or a document not in the archive, changing nothing", async () => {
    const { files } = await approvedOrganisation();
    const data = JSON.parse(strFromU8(files[ORGANISATION_PATH]!));
    for (const change of [
      (d: any) => (d.approvals[0].ref = "bestaat-niet"),
      (d: any) => (d.approvals.find((a: any) => a.subject === "document").ref = "documenten/beleid/Weg.pdf"),
      (d: any) => (d.settings.regime = "awbz"),
      (d: any) => (d.approvals[0].approvedByName = "Anna\u0000"),
    ]) {
      const wrong = structuredClone(data);
      change(wrong);
      const target = await server.user();
      const res = await postZip(target, rezip(files, { [ORGANISATION_PATH]: strToU8(JSON.stringify(wrong)) }));
      expect(res).toMatchObject({
        status: 422,
        body: { code: "bad_organisation_data", message: t.badOrganisationData },
      });
      expect(await approvals(target)).toEqual({ topics: {}, documents: {} });
      expect((await target.get("/api/kms/values")).body.values).toEqual({});
    }
  });

  it("imports an archive of version 4 without the file, and needs it from version 5 on", async () => {
    const { files } = await approvedOrganisation();
    const v4 = await postZip(
      await server.user(),
      // An owner's archive holds the reports (version 6): left out of an older one.
      rezip(files, { [ORGANISATION_PATH]: null, [REPORTS_PATH]: null }, (m) => (m.version = 4)),
    );
    expect(v4).toMatchObject({ status: 200, body: { approvals: 0 } });
    expect(await postZip(await server.user(), rezip(files, { [ORGANISATION_PATH]: null }))).toMatchObject({
      status: 400,
      body: { message: t.missingEntry(ORGANISATION_PATH) },
    });
  });
});
