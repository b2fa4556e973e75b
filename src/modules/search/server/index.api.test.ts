/**
 * The search index follows every write, whichever route makes it: KMS texts and registers (saved,
 * changed, restored from history), documents (uploaded, to the bin, back, purged), Verbeteracties,
 * audits and their findings, team members (name changes, leaving), and a ZIP import. Runs on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import { exportZip, postZip } from "@modules/transfer/server/test/transfer-client";
import { amsterdamDay } from "@core/shared/calendar-day";
import { paths } from "@core/shared/paths";
import { hitsOf, put } from "./test/search-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const userId = async (c: TestClient) => (await c.get("/api/me")).body.user.id as string;

describe("the index follows the quality system's texts", () => {
  it("finds a saved text, forgets the words it no longer has, and follows a restore", async () => {
    const owner = await server.user();
    const first = await put(owner, "missie-en-visie", "Wij begeleiden gezinnen met zebravinken.");
    expect(await hitsOf(owner, "zebravink", "kms")).toEqual([
      `Missie en visie | Wij begeleiden gezinnen met zebravinken. | ${paths.kwaliteitssysteem("missie-en-visie")}`,
    ]);
    const second = await put(owner, "missie-en-visie", "Wij begeleiden gezinnen met kanaries.", first);
    expect(await hitsOf(owner, "zebravink", "kms")).toEqual([]);
    expect(await hitsOf(owner, "kanarie", "kms")).toHaveLength(1);

    const restored = await owner.post(`/api/kms/values/missie-en-visie/restore`, { revision: 1, baseRevision: second });
    expect(restored.status).toBe(200);
    expect(await hitsOf(owner, "zebravink", "kms")).toHaveLength(1);
    expect(await hitsOf(owner, "kanarie", "kms")).toEqual([]);
  });

  it("finds a register's cells (not its row ids) under Registers, and a table's under its topic", async () => {
    const owner = await server.user();
    await put(owner, "meldingen-register", [
      { id: "rijxyz", datum: "2026-02-03", type: "Klacht", omschrijving: "Ouder klaagt over wachttijd" },
    ]);
    await put(owner, "signalen", [{ id: "r1", datum: "", afwijking: "Dossier niet bijgewerkt", correctie: "" }]);
    const [register] = await hitsOf(owner, "wachttijd", "register");
    expect(register).toMatch(/^.*Register \| .*Ouder klaagt over wachttijd \| \/kwaliteitssysteem\/meldingen$/);
    expect(await hitsOf(owner, "rijxyz", "register")).toEqual([]);
    expect(await hitsOf(owner, "dossier bijgewerkt", "kms")).toEqual([
      `Signalen | Dossier niet bijgewerkt | ${paths.kwaliteitssysteem("signalen")}`,
    ]);
  });

  it("finds a goal's text on the goals page", async () => {
    const owner = await server.user();
    const id = (await owner.post("/api/kms/goal-sets")).body.id as string;
    await put(owner, `kwaliteitsdoelstelling-${id}`, "Minder ziekteverzuim in het team");
    expect(await hitsOf(owner, "ziekteverzuim", "kms")).toEqual([
      `Kwaliteitsdoelstellingen | Minder ziekteverzuim in het team | ${paths.kwaliteitssysteem("kwaliteitsdoelstellingen")}`,
    ]);
  });
});

describe("the index follows documents, actions, audits and members", () => {
  it("finds a document by name until it goes to the bin, again after a restore, never after a purge", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.from("inhoud"), meta("Meldcode huiselijk geweld.pdf", "beleid"));
    const expected = [`Meldcode huiselijk geweld.pdf |  | ${paths.documenten("beleid")}`];
    expect(await hitsOf(owner, "meldcode", "document")).toEqual(expected);
    const id = (await owner.get("/api/documents?category=beleid")).body.files[0].id as string;

    expect((await owner.delete(`/api/documents/${id}`)).status).toBe(204);
    expect(await hitsOf(owner, "meldcode", "document")).toEqual([]);
    expect((await owner.post(`/api/documents/bin/${id}/restore`)).status).toBe(200);
    expect(await hitsOf(owner, "meldcode", "document")).toEqual(expected);
    expect((await owner.delete(`/api/documents/${id}`)).status).toBe(204);
    expect((await owner.delete(`/api/documents/bin/${id}`)).status).toBeLessThan(300);
    expect(await hitsOf(owner, "meldcode", "document")).toEqual([]);
  });

  it("finds an action by its description and result, as they are now", async () => {
    const owner = await server.user();
    const input = { description: "Brandoefening plannen\nmet het hele team", ownerId: await userId(owner) };
    const created = await owner.post("/api/actions", {
      ...input,
      dueDate: amsterdamDay(new Date()),
      sourceKind: "other",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, revision } = created.body.action;
    expect(await hitsOf(owner, "brandoefening", "action")).toEqual([
      `Brandoefening plannen… | Brandoefening plannen met het hele team | ${paths.verbeteractie(id)}`,
    ]);
    const changed = await owner.put(`/api/actions/${id}`, {
      ...input,
      description: "Ontruimingsoefening plannen",
      dueDate: amsterdamDay(new Date()),
      status: "done",
      result: "Geoefend met de brandweer",
      baseRevision: revision,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await hitsOf(owner, "brandoefening", "action")).toEqual([]);
    expect(await hitsOf(owner, "brandweer", "action")).toHaveLength(1);
  });

  it("finds an audit by its auditors and a finding by its note, and forgets both with the audit", async () => {
    const owner = await server.user({ name: "Fenna Zwartkop" });
    const res = await owner.post("/api/audits", {
      date: "2026-03-10",
      auditorIds: [await userId(owner)],
      elements: ["1.2"],
    });
    expect(res.status).toBe(201);
    const audit = res.body;
    expect(await hitsOf(owner, "zwartkop", "audit")).toEqual([
      `Interne audit van 10-03-2026 | Fenna Zwartkop | ${paths.audit(audit.id)}`,
    ]);
    const point = audit.checklist[0];
    expect(await hitsOf(owner, "waterdicht", "finding")).toEqual([]);
    const assessed = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: audit.revision,
      points: [{ id: point.id, status: "voldoet-deels", note: "Procedure is niet waterdicht." }],
    });
    expect(assessed.status, JSON.stringify(assessed.body)).toBe(200);
    const [finding] = await hitsOf(owner, "waterdicht", "finding");
    expect(finding).toContain(`Procedure is niet waterdicht. | ${paths.auditBevinding(point.id)}`);

    expect((await owner.delete(`/api/audits/${audit.id}`)).status).toBe(200);
    expect(await hitsOf(owner, "waterdicht", "finding")).toEqual([]);
    expect(await hitsOf(owner, "zwartkop", "audit")).toEqual([]);
  });

  it("finds a member by name and e-mail, follows a new name and forgets one who left", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    expect((await editor.post("/api/auth/update-user", { name: "Joris Kwartel" })).status).toBe(200);
    expect(await hitsOf(owner, "kwartel", "member")).toEqual([`Joris Kwartel | ${editor.email} | ${paths.team}`]);
    expect(await hitsOf(owner, editor.email.split("@")[0]!, "member")).toHaveLength(1);

    expect((await owner.delete(`/api/team/members/${await userId(editor)}`)).status).toBeLessThan(300);
    expect(await hitsOf(owner, "kwartel", "member")).toEqual([]);
  });
});

describe("the index after a ZIP import", () => {
  it("finds the imported organisation's texts and documents", async () => {
    const from = await server.user();
    await put(from, "doelgroep", "Jongeren met een verstandelijke beperking");
    await tusUpload(from, Buffer.from("x"), meta("Klachtenregeling.pdf", "beleid"));
    const { bytes } = await exportZip(from);

    const to = await server.user();
    const imported = await postZip(to, bytes);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await hitsOf(to, "verstandelijke", "kms")).toHaveLength(1);
    expect(await hitsOf(to, "klachtenregeling", "document")).toHaveLength(1);
  });
});
