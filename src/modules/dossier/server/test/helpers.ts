/** An organisation with something in its auditdossier, and the download, for the dossier's tests. */
import { expect } from "vitest";
import type { TestClient, TestServer } from "../../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";

export async function save(c: TestClient, name: string, value: unknown) {
  const res = await c.put(`/api/kms/values/${name}`, { value, baseRevision: 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Uploads a document linked to `elements` ('4.5, 1.7'); answers its id. */
export async function upload(c: TestClient, name: string, elements: string) {
  await tusUpload(c, Buffer.from(`inhoud van ${name}`), { ...meta(name), elements });
  const files = (await c.get("/api/documents?category=beleid")).body.files as { id: string; name: string }[];
  return files.find((f) => f.name === name)!.id;
}

/** The auditor asks through their link (no session), and the owner answers with a document. */
async function askedAndAnswered(server: TestServer, owner: TestClient, tag: string, documentId: string) {
  const created = await owner.post("/api/auditor/links", { name: `Ada ${tag}`, email: `ada-${tag}@audit.nl` });
  expect(created.status).toBe(201);
  const token = /#([A-Za-z0-9_-]{43})$/.exec(created.body.url as string)![1]!;
  const asked = await server
    .client()
    .request(
      "POST",
      "/api/auditor-view/questions",
      { element: "4.5", question: `Graag het klachtenverslag ${tag}` },
      { authorization: `Bearer ${token}` },
    );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const answered = await owner.patch(`/api/auditor/questions/${asked.body.question.id}`, {
    answer: `Zie het verslag ${tag}`,
    documentId,
    status: "done",
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
}

/** An organisation with a name, the mission text (1.2), a document linked to 4.5 and 1.7, a question on 4.5. */
export async function makeOrganisation(server: TestServer, tag: string) {
  const owner = await server.user();
  expect((await owner.patch("/api/organisation", { name: `Praktijk Één ${tag}` })).status).toBe(200);
  await save(owner, "missie-en-visie", `Wij helpen cliënten ${tag}.\n\n- Eén aanspreekpunt`);
  const documentId = await upload(owner, `Klachtenverslag ${tag}.pdf`, "4.5, 1.7");
  await askedAndAnswered(server, owner, tag, documentId);
  return owner;
}

export async function download(c: TestClient, path: string) {
  const res = await c.fetch(path);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
