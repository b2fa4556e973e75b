/**
 * 'Bewaren als document': a part of the Word handbook becomes a Word file of its own under
 * Documenten, in the category the user picks (else 'Beleid'), counted against the documents'
 * quota; a refusal (the quota, a bad category) leaves nothing behind, neither a row nor stored bytes.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { documentPlace, type ImportPreviewDto } from "../model";
import { bullet, docxOf, heading, para, table, uploadHandbook } from "./test/fixtures";

const quota = 1024 * 1024;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ QUOTA_DOCUMENTS_BYTES: String(quota) });
});
afterAll(async () => server?.close());

const handbook = () =>
  docxOf([
    heading("Missie en visie"),
    para("Wij bieden zorg dichtbij huis."),
    heading("Werkinstructie medicatie"),
    para("Controleer de naam van de cliënt."),
    bullet("Dubbel controleren"),
    table([
      ["Stap", "Wie"],
      ["Uitzetten", "Begeleider"],
    ]),
  ]);
type Listed = { name: string; size: number; url: string };
const listed = async (c: TestClient, category: string) =>
  (await c.get(`/api/documents?category=${category}`)).body.files as Listed[];
const usedBytes = async (c: TestClient) => (await c.get("/api/quota")).body.documents.usedBytes as number;
const storedFiles = () => readdirSync(path.join(server.dataDir, "files")).filter((f) => !f.endsWith(".json"));
const partOf = (preview: ImportPreviewDto, name: string) => preview.items.find((i) => i.heading === name)!;

describe("'Bewaren als document'", () => {
  it("stores the part as a Word file in the chosen category, counted in the quota, beside the places filled", async () => {
    const owner = await server.user();
    const { body: preview } = await uploadHandbook(owner, await handbook());
    const instruction = partOf(preview, "Werkinstructie medicatie");
    const res = await owner.post(`/api/handbook-import/${preview.id}/import`, {
      choices: [{ item: instruction.id, target: documentPlace }],
      modes: {},
      documentCategory: "procesbeschrijvingen",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      documents: [{ name: "Werkinstructie medicatie.docx", category: "procesbeschrijvingen" }],
      notImported: 0,
    });
    expect(res.body.filled.map((f: { name: string }) => f.name)).toEqual(["missie-en-visie"]);
    // Nothing of the part went to the quality system.
    const values = (await owner.get("/api/kms/values")).body.values;
    expect(Object.keys(values)).toEqual(["missie-en-visie"]);

    const [file] = await listed(owner, "procesbeschrijvingen");
    expect(file).toMatchObject({ name: "Werkinstructie medicatie.docx" });
    const beleid = await listed(owner, "beleid");
    expect(beleid.map((f) => f.name)).toEqual(["handboek.docx"]);
    // The quota counts the original and the part's file.
    expect(await usedBytes(owner)).toBe(file!.size + beleid[0]!.size);

    // A real Word file with the part's heading, text, list and table.
    const bytes = Buffer.from(await (await owner.fetch(`${file!.url}?download=1`)).arrayBuffer());
    expect(bytes.length).toBe(file!.size);
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))["word/document.xml"]!);
    for (const text of [
      "Werkinstructie medicatie",
      "Controleer de naam van de cliënt.",
      "Dubbel controleren",
      "Uitzetten",
    ])
      expect(xml).toContain(text);
    expect(xml).toContain("<w:tbl>");
    expect(xml).not.toContain("| Stap");
  });

  it("goes to 'Beleid' when no category is given", async () => {
    const owner = await server.user();
    const { body: preview } = await uploadHandbook(owner, await handbook());
    const res = await owner.post(`/api/handbook-import/${preview.id}/import`, {
      choices: preview.items.map((i: { id: string }) => ({ item: i.id, target: documentPlace })),
      modes: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.filled).toEqual([]);
    expect((await listed(owner, "beleid")).map((f) => f.name).sort()).toEqual(
      ["Missie en visie.docx", "Werkinstructie medicatie.docx", "handboek.docx"].sort(),
    );
  });

  it("is refused when the part's file does not fit the quota, and leaves nothing: no row, no bytes, no value", async () => {
    const owner = await server.user();
    const file = await handbook();
    const before = await usedBytes(owner);
    // Room for the handbook itself (its draft), not for a second Word file beside it.
    await tusUpload(owner, Buffer.alloc(quota - before - file.length - 500, 1), meta("Groot.pdf", "notulen"));
    const { status, body: preview } = await uploadHandbook(owner, file);
    expect(status).toBe(200);
    const filesBefore = storedFiles().sort();
    const choices = [{ item: partOf(preview, "Werkinstructie medicatie").id, target: documentPlace }];
    const res = await owner.post(`/api/handbook-import/${preview.id}/import`, { choices, modes: {} });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("quota_exceeded");
    expect(storedFiles().sort()).toEqual(filesBefore);
    expect(await listed(owner, "beleid")).toEqual([]);
    expect((await owner.get("/api/kms/values")).body.values).toEqual({});

    // A category that does not exist is refused before anything is made.
    const bad = await owner.post(`/api/handbook-import/${preview.id}/import`, {
      choices,
      modes: {},
      documentCategory: "geheim",
    });
    expect(bad.status).toBe(400);
    expect(storedFiles().sort()).toEqual(filesBefore);

    // The draft is still there: without the extra file the import fits.
    const ok = await owner.post(`/api/handbook-import/${preview.id}/import`, { choices: [], modes: {} });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await listed(owner, "beleid")).map((f) => f.name)).toEqual(["handboek.docx"]);
  });
});
