/**
 * 'Hoort bij normelement' through 'Alles exporteren (ZIP)' and 'Importeren (ZIP)': each document's
 * elements are in its manifest entry and come back linked to the restored document; an archive
 * made before links were exported still imports (without links); an unknown element refuses the
 * archive and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { exportZip, postZip, rezip } from "./test/transfer-client";
import { transferMessages } from "../messages";
import type { StoredFileDto } from "@modules/documents/model";

let server: TestServer;
let files: Record<string, Uint8Array>;
beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.user();
  await tusUpload(owner, Buffer.from("RI&E"), { ...meta("RI&E 2026.pdf", "beleid"), elements: "2.6,1.7" });
  await tusUpload(owner, Buffer.from("Intake"), { ...meta("Intake.pdf", "procesbeschrijvingen"), elements: "3.1" });
  await tusUpload(owner, Buffer.from("Notulen"), meta("Teamoverleg.pdf", "notulen"));
  files = unzipSync((await exportZip(owner)).bytes);
});
afterAll(async () => {
  await server.close();
});

const linksOf = async (c: TestClient) => {
  const out: Record<string, string[]> = {};
  for (const category of ["beleid", "procesbeschrijvingen", "notulen"]) {
    const listed = (await c.get<{ files: StoredFileDto[] }>(`/api/documents?category=${category}`)).body.files;
    for (const f of listed) out[f.name] = f.elements;
  }
  return out;
};

const manifest = () => JSON.parse(strFromU8(files["manifest.json"]!));
type DocumentEntry = { kind: string; name: string; elements?: string[] };
const documentEntries = (m: { entries: DocumentEntry[] }) => m.entries.filter((e) => e.kind === "document");

describe("document links to elements in the export and import", () => {
  it("names each document's elements in the manifest, in norm order", () => {
    expect(Object.fromEntries(documentEntries(manifest()).map((e) => [e.name, e.elements]))).toEqual({
      "RI&E 2026.pdf": ["1.7", "2.6"],
      "Intake.pdf": ["3.1"],
      "Teamoverleg.pdf": [],
    });
  });

  it("restores the links with the documents, and the element page lists them", async () => {
    const target = await server.user();
    const imported = await postZip(target, rezip(files, {}));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await linksOf(target)).toEqual({
      "RI&E 2026.pdf": ["1.7", "2.6"],
      "Intake.pdf": ["3.1"],
      "Teamoverleg.pdf": [],
    });
    const dossier = (await target.get(`/api/elements/2.6`)).body.dossier as { documents: { name: string }[] };
    expect(dossier.documents.map((d) => d.name)).toEqual(["RI&E 2026.pdf"]);
  });

  it("imports an archive made before links were exported: the documents, without links", async () => {
    const target = await server.user();
    const old = rezip(files, {}, (m) => {
      for (const e of documentEntries(m)) delete e.elements;
    });
    const imported = await postZip(target, old);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await linksOf(target)).toEqual({ "RI&E 2026.pdf": [], "Intake.pdf": [], "Teamoverleg.pdf": [] });
  });

  it("refuses an unknown or repeated element with a Dutch answer and writes nothing", async () => {
    for (const bad of [["2.6", "9.9"], ["3.1", "3.1"], [""]]) {
      const target = await server.user();
      const zip = rezip(files, {}, (m) => {
        documentEntries(m).find((e) => e.name === "Intake.pdf")!.elements = bad;
      });
      expect(await postZip(target, zip), JSON.stringify(bad)).toMatchObject({
        status: 422,
        body: { code: "unknown_element", message: transferMessages.unknownElement("Intake.pdf") },
      });
      expect(await linksOf(target)).toEqual({});
    }
  });
});
