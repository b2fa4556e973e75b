/**
 * 'Geschiedenis' through the real server and database: listing and paging per value, one version,
 * restoring as a new revision under the conflict rule, roles and isolation between organisations.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HISTORY_PAGE_SIZE } from "../model";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const url = (name: string) => `/api/kms/values/${encodeURIComponent(name)}`;
const put = (c: TestClient, name: string, value: unknown, baseRevision: number) =>
  c.put(url(name), { value, baseRevision });
const history = (c: TestClient, name: string, before?: number) =>
  c.get(`${url(name)}/history${before === undefined ? "" : `?before=${before}`}`);
const restore = (c: TestClient, name: string, revision: number, baseRevision: number) =>
  c.post(`${url(name)}/restore`, { revision, baseRevision });

describe("the versions of a value", () => {
  it("lists every save newest first, with who, when and the size of the change", async () => {
    const owner = await server.user();
    await put(owner, "missie-en-visie", "Wij helpen jongeren.", 0);
    await put(owner, "missie-en-visie", "Wij helpen jongeren en ouders.", 1);
    await put(owner, "missie-en-visie", "Wij helpen ouders.", 2);
    const res = await history(owner, "missie-en-visie");
    expect(res.status).toBe(200);
    expect(res.body.next).toBeNull();
    expect(res.body.versions.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
    expect(res.body.versions.map((v: { change: string }) => v.change)).toEqual([
      "+0 / −12 tekens",
      "+10 / −0 tekens",
      "eerste versie, +20 / −0 tekens",
    ]);
    expect(res.body.versions[0]).toMatchObject({
      byName: expect.stringMatching(/^Gebruiker /),
      deleted: false,
      at: expect.any(String),
    });
  });

  it("marks the version the page was 'Vastgesteld' at, with when and by whom, also across pages", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    await put(owner, "missie-en-visie", "Wij helpen jongeren.", 0);
    expect((await owner.post("/api/planning/approvals/topic/missie-en-visie", {})).status).toBe(200);
    await put(owner, "missie-en-visie", "Wij helpen jongeren en ouders.", 1);
    const versions = (await history(owner, "missie-en-visie")).body.versions as {
      revision: number;
      approvals: { at: string; byName: string }[];
    }[];
    expect(versions.map((v) => [v.revision, v.approvals.map((a) => a.byName)])).toEqual([
      [2, []],
      [1, ["Anna de Vries"]],
    ]);
    // On an older page the version after the page's newest still bounds it.
    const older = (await history(owner, "missie-en-visie", 2)).body.versions;
    expect(older[0]).toMatchObject({ revision: 1, approvals: [{ byName: "Anna de Vries" }] });
    // Another value of another page knows nothing of it.
    await put(owner, "doelgroep", "Gezinnen.", 0);
    expect((await history(owner, "doelgroep")).body.versions[0].approvals).toEqual([]);
  });

  it("describes table changes in rows", async () => {
    const owner = await server.user();
    const row = (id: string, afwijking: string) => ({ id, datum: "2026-01-05", afwijking });
    await put(owner, "signalen", [row("a", "Eerste")], 0);
    await put(owner, "signalen", [row("a", "Eerste, aangepast"), row("b", "Tweede"), row("c", "Derde")], 1);
    await put(owner, "signalen", [row("b", "Tweede")], 2);
    const { body } = await history(owner, "signalen");
    expect(body.versions.map((v: { change: string }) => v.change)).toEqual([
      "2 rijen verwijderd",
      "2 rijen toegevoegd, 1 rij gewijzigd",
      "eerste versie, 1 rij toegevoegd",
    ]);
  });

  it("pages through a long history without gaps or repeats, and shows one version's value", async () => {
    const owner = await server.user();
    const total = HISTORY_PAGE_SIZE + 5;
    for (let i = 1; i <= total; i++) await put(owner, "doelgroep", `Versie ${i}`, i - 1);
    const first = await history(owner, "doelgroep");
    expect(first.body.versions).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.next).toBe(6);
    const second = await history(owner, "doelgroep", first.body.next);
    expect(second.body.next).toBeNull();
    const revisions = [...first.body.versions, ...second.body.versions].map((v: { revision: number }) => v.revision);
    expect(revisions).toEqual(Array.from({ length: total }, (_, i) => total - i));
    // The oldest version on the first page is measured against the one after the page.
    expect(first.body.versions.at(-1).change).toBe("+1 / −1 tekens");

    const one = await owner.get(`${url("doelgroep")}/history/7`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ revision: 7, value: "Versie 7", deleted: false });
    expect((await owner.get(`${url("doelgroep")}/history/999`)).status).toBe(404);
  });

  it("keeps the history of a deleted goal set", async () => {
    const owner = await server.user();
    await owner.post("/api/kms/goal-sets");
    const id = (await owner.post("/api/kms/goal-sets")).body.id as string;
    const name = `kwaliteitsdoelstelling-${id}`;
    await put(owner, name, "Minder wachttijd", 0);
    expect((await owner.delete(`/api/kms/goal-sets/${id}`)).status).toBe(200);
    const { body: list } = await history(owner, name);
    expect(list.versions.map((v: { deleted: boolean; change: string }) => [v.deleted, v.change])).toEqual([
      [true, "verwijderd"],
      [false, "eerste versie, +16 / −0 tekens"],
    ]);
    expect((await owner.get(`${url(name)}/history/1`)).body.value).toBe("Minder wachttijd");
  });

  it("refuses bad input with a Dutch message", async () => {
    const owner = await server.user();
    const unknown = await history(owner, "bestaat-niet");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/bestaat niet/);
    expect((await history(owner, "doelgroep", -1)).status).toBe(400);
    expect((await owner.get(`${url("doelgroep")}/history/abc`)).status).toBe(400);
    expect((await owner.post(`${url("doelgroep")}/restore`, { revision: "1" })).status).toBe(400);
  });
});

describe("restoring a version", () => {
  it("saves the old value as a new revision, so the restore is in the history too", async () => {
    const owner = await server.user();
    await put(owner, "kwaliteitsbeleid", "Een", 0);
    await put(owner, "kwaliteitsbeleid", "Twee", 1);
    await put(owner, "kwaliteitsbeleid", "Drie", 2);
    const res = await restore(owner, "kwaliteitsbeleid", 1, 3);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revision: 4, value: "Een" });
    expect((await owner.get("/api/kms/values")).body.values.kwaliteitsbeleid).toMatchObject({
      value: "Een",
      revision: 4,
    });
    const { body } = await history(owner, "kwaliteitsbeleid");
    expect(body.versions.map((v: { revision: number }) => v.revision)).toEqual([4, 3, 2, 1]);
    // Nothing is lost: the version that was replaced can itself be restored.
    expect((await restore(owner, "kwaliteitsbeleid", 3, 4)).body).toMatchObject({ revision: 5, value: "Drie" });
  });

  it("follows the conflict rule: a stale base revision gets 409 with the current value and changes nothing", async () => {
    const owner = await server.user();
    await put(owner, "zorgplan", "Oud", 0);
    await put(owner, "zorgplan", "Nieuw van een collega", 1);
    const res = await restore(owner, "zorgplan", 1, 1);
    expect(res.status).toBe(409);
    expect(res.body.details.current).toMatchObject({ value: "Nieuw van een collega", revision: 2 });
    expect((await history(owner, "zorgplan")).body.versions).toHaveLength(2);
  });

  it("refuses to restore a delete, and a version that does not exist", async () => {
    const owner = await server.user();
    await put(owner, "inspraak", "Tekst", 0);
    expect((await owner.delete(url("inspraak"))).status).toBe(204);
    const deleted = await restore(owner, "inspraak", 2, 0);
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toMatch(/verwijdering/);
    expect((await restore(owner, "inspraak", 9, 0)).status).toBe(404);
  });

  it("lets a reader see the history but not restore", async () => {
    const owner = await server.user();
    await put(owner, "houding-leiderschap-cultuur", "Eerste", 0);
    await put(owner, "houding-leiderschap-cultuur", "Tweede", 1);
    const reader = await server.member(owner, "reader");
    expect((await history(reader, "houding-leiderschap-cultuur")).body.versions).toHaveLength(2);
    expect((await restore(reader, "houding-leiderschap-cultuur", 1, 2)).status).toBe(403);
    expect((await owner.get("/api/kms/values")).body.values["houding-leiderschap-cultuur"].revision).toBe(2);
  });

  it("keeps organisations apart: another organisation sees no versions and cannot restore them", async () => {
    const owner = await server.user();
    await put(owner, "interne-risicos", "Geheim plan", 0);
    await put(owner, "interne-risicos", "Geheim plan 2", 1);
    const stranger = await server.user();
    expect((await history(stranger, "interne-risicos")).body).toEqual({ versions: [], next: null });
    expect((await stranger.get(`${url("interne-risicos")}/history/1`)).status).toBe(404);
    expect((await restore(stranger, "interne-risicos", 1, 0)).status).toBe(404);
    expect((await stranger.get("/api/kms/values")).body.values["interne-risicos"]).toBeUndefined();
    expect((await owner.get("/api/kms/values")).body.values["interne-risicos"].revision).toBe(2);
  });
});
