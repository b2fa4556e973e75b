/**
 * The change notes of a revision ('Geïmporteerd uit handboek.docx') travel in the full export:
 * values.json holds them with the history, and an import gives the restored value the note of the
 * revision it came from, so Geschiedenis still says where the text came from. An archive made
 * before notes existed imports as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip, rezip } from "./test/transfer-client";
import { styledHandbook, uploadHandbook } from "@modules/handbook-import/server/test/fixtures";
import { VALUES_PATH } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const note = "Geïmporteerd uit Ons handboek.docx";
const historyOf = async (c: TestClient, name: string) =>
  (await c.get(`/api/kms/values/${name}/history`)).body.versions as { revision: number; note?: string | null }[];

/** An organisation whose handbook was imported from Word, 'Missie en visie' edited since. */
async function imported() {
  const owner = await server.user();
  const { body } = await uploadHandbook(owner, await styledHandbook(), "Ons handboek.docx");
  expect((await owner.post(`/api/handbook-import/${body.id}/import`, { choices: [], modes: {} })).status).toBe(200);
  const edit = await owner.put("/api/kms/values/missie-en-visie", { value: "Later herschreven.", baseRevision: 1 });
  expect(edit.status).toBe(200);
  const { bytes } = await exportZip(owner);
  return unzipSync(bytes);
}

describe("change notes in the full export", () => {
  it("are in values.json with their revision, and come back on the restored value", async () => {
    const files = await imported();
    const values = JSON.parse(strFromU8(files[VALUES_PATH]!)).values as {
      name: string;
      history: { revision: number; note?: string }[];
    }[];
    const history = (name: string) => values.find((v) => v.name === name)!.history;
    expect(history("doelgroep").map((h) => h.note)).toEqual([note]);
    expect(history("missie-en-visie").map((h) => [h.revision, h.note])).toEqual([
      [1, note],
      [2, undefined],
    ]);

    const other = await server.user();
    const res = await postZip(other, rezip(files, {}));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await historyOf(other, "doelgroep")).toMatchObject([{ revision: 1, note }]);
    expect(await historyOf(other, "contextAnalyse")).toMatchObject([{ revision: 1, note }]);
    // The live text of 'Missie en visie' was written by hand after the import: no note.
    const mission = await historyOf(other, "missie-en-visie");
    expect(mission).toHaveLength(1);
    expect(mission[0]!.note ?? null).toBeNull();
  });

  it("an archive without notes (made before they existed) imports as before", async () => {
    const files = await imported();
    const file = JSON.parse(strFromU8(files[VALUES_PATH]!));
    for (const v of file.values) for (const h of v.history) delete h.note;
    const other = await server.user();
    const res = await postZip(other, rezip(files, { [VALUES_PATH]: strToU8(JSON.stringify(file)) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await other.get("/api/kms/values")).body.values.doelgroep.value).toMatch(/^2 Doelgroep/);
    expect((await historyOf(other, "doelgroep"))[0]!.note ?? null).toBeNull();
  });

  it("refuses a note that is no text, and imports nothing", async () => {
    const files = await imported();
    const file = JSON.parse(strFromU8(files[VALUES_PATH]!));
    file.values[0].history[0].note = { not: "a text" };
    const other = await server.user();
    const res = await postZip(other, rezip(files, { [VALUES_PATH]: strToU8(JSON.stringify(file)) }));
    expect(res.status).toBe(400);
    expect((await other.get("/api/kms/values")).body.values).toEqual({});
  });
});
