/**
 * The auditor link's per-element navigation on the real server: the 23 elements with their
 * readiness, an element's dossier, and its linked documents downloadable through the element —
 * only linked documents of the link's own organisation, only while the link is valid, on the record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import type { ElementDossierDto } from "@modules/elements/model";
import type { AuditorViewDto } from "../model";
import type { StoredFileDto } from "@modules/documents/model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function createLink(owner: TestClient) {
  const res = await owner.post("/api/auditor/links", { name: "Ada Auditor", email: "ada@audit.nl" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.link.id as string, token: /#(.+)$/.exec(res.body.url as string)![1]! };
}

const auditor = (token: string) => {
  const client = server.client();
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: <T = any>(path: string) => client.request<T>("GET", path, undefined, headers),
    fetch: (path: string) => client.fetch(path, { headers }),
  };
};

async function upload(c: TestClient, name: string, elements?: string) {
  await tusUpload(c, Buffer.from(`inhoud van ${name}`), { ...meta(name), ...(elements ? { elements } : {}) });
  const files = (await c.get<{ files: StoredFileDto[] }>("/api/documents?category=beleid")).body.files;
  return files.find((f) => f.name === name)!;
}

describe("the auditor's view per element", () => {
  it("lists the 23 elements, opens one with its linked documents, and downloads them through it", async () => {
    const owner = await server.user({ organisationName: "Jeugdhulp Noord" });
    const rie = await upload(owner, "RI&E.pdf", "2.6");
    const loose = await upload(owner, "Los.pdf");
    const { token } = await createLink(owner);
    const a = auditor(token);

    const view = (await a.get<AuditorViewDto>("/api/auditor-view")).body;
    expect(view.elements).toHaveLength(23);
    expect(view.elements.find((e) => e.number === "2.6")).toMatchObject({ title: "Werkomgeving" });

    const res = await a.get<ElementDossierDto>("/api/auditor-view/elements/2.6");
    expect(res.status).toBe(200);
    expect(res.body.dossier.documents.map((d) => d.name)).toEqual(["RI&E.pdf"]);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    const download = await a.fetch(`/api/auditor-view/elements/2.6/documents/${rie.id}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("inhoud van RI&E.pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");

    // Only documents linked to that element.
    const notLinked = await a.get(`/api/auditor-view/elements/2.6/documents/${loose.id}`);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.message).toBe("Dit document bestaat niet (meer).");
    expect((await a.get(`/api/auditor-view/elements/1.2/documents/${rie.id}`)).status).toBe(404);
    expect((await a.get(`/api/auditor-view/elements/9.9/documents/${rie.id}`)).status).toBe(404);
    expect((await a.get("/api/auditor-view/elements/9.9")).status).toBe(404);

    // On the record: the link's access list and the organisation's activity log.
    const links = (await owner.get("/api/auditor/links")).body.links;
    expect(links[0].access.map((x: { documentName: string | null }) => x.documentName)).toContain("RI&E.pdf");
    const log = (await owner.get("/api/activity?kind=auditor.downloaded")).body.entries;
    expect(log.map((e: { subject: string }) => e.subject)).toEqual(["RI&E.pdf"]);
  });

  it("never shows or serves another organisation's documents", async () => {
    const owner = await server.user();
    const theirs = await server.user();
    const secret = await upload(theirs, "Geheim.pdf", "2.6");
    const { token } = await createLink(owner);
    const a = auditor(token);
    expect((await a.get<ElementDossierDto>("/api/auditor-view/elements/2.6")).body.dossier.documents).toEqual([]);
    expect((await a.get(`/api/auditor-view/elements/2.6/documents/${secret.id}`)).status).toBe(404);
  });

  it("refuses everything once the link is revoked or expired", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "RI&E.pdf", "2.6");
    const revoked = await createLink(owner);
    const expired = await createLink(owner);
    expect((await owner.post(`/api/auditor/links/${revoked.id}/revoke`)).status).toBe(200);
    await server.db
      .updateTable("auditor_link")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", expired.id)
      .execute();
    for (const [{ token }, code] of [
      [revoked, "auditor_link_revoked"],
      [expired, "auditor_link_expired"],
    ] as const) {
      const a = auditor(token);
      for (const path of ["/api/auditor-view/elements/2.6", `/api/auditor-view/elements/2.6/documents/${doc.id}`]) {
        const res = await a.get(path);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.body.code, path).toBe(code);
      }
    }
    expect((await server.client().get("/api/auditor-view/elements/2.6")).status).toBe(401);
  });
});
