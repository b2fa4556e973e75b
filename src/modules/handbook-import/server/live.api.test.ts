/**
 * After 'Importeren' colleagues with a page open hear of every place the import wrote, as for any
 * save: the place, its new revision and who imported it; another organisation hears nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { openStream } from "../../../server/test/sse";
import { styledHandbook, uploadHandbook } from "./test/fixtures";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("the live update after an import", () => {
  it("reaches the colleagues' streams once per written place, with who imported, and no other organisation", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const colleague = await server.member(owner, "editor");
    const stranger = await server.user();
    const mine = openStream(server.url, colleague.cookieHeader);
    const theirs = openStream(server.url, stranger.cookieHeader);
    await mine.ready;
    await theirs.ready;
    // 'Missie en visie' has a value already: the import adds under it as revision 2.
    expect((await owner.put("/api/kms/values/missie-en-visie", { value: "Al.", baseRevision: 0 })).status).toBe(200);
    await mine.next((e) => e.event === "kms" && e.data.name === "missie-en-visie");

    const { body } = await uploadHandbook(owner, await styledHandbook());
    const res = await owner.post(`/api/handbook-import/${body.id}/import`, { choices: [], modes: {} });
    expect(res.status).toBe(200);
    const names = (res.body.filled as { name: string }[]).map((f) => f.name).sort();
    expect(names).toEqual(["contextAnalyse", "doelgroep", "missie-en-visie"]);
    for (const name of names) await mine.next((e) => e.event === "kms" && e.data.name === name);

    const ownerId = (await owner.get("/api/me")).body.user.id;
    const values = (await colleague.get("/api/kms/values")).body.values;
    const heard = mine.events.filter((e) => e.event === "kms").slice(1);
    expect(heard.map((e) => e.data.name).sort()).toEqual(names);
    for (const { data } of heard) {
      expect(data).toEqual({
        name: data.name,
        revision: values[data.name].revision,
        updatedBy: ownerId,
        updatedByName: "Anna de Vries",
        updatedAt: values[data.name].updatedAt,
      });
    }
    expect(heard.find((e) => e.data.name === "missie-en-visie")!.data.revision).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.events.filter((e) => e.event === "kms")).toEqual([]);
    mine.close();
    theirs.close();
  });
});
