/**
 * Leesbevestigingen through the real server: only an Eigenaar marks, for everyone or chosen roles
 * and members; members it applies to answer (a reason for 'Niet van toepassing'); 'Opnieuw laten
 * lezen' after a new page revision or document leaves earlier answers with the old version; the
 * overview per item and member, the CSV, the activity log, the billing lock and the isolation
 * between organisations.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import { readingMessages } from "../messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_x", TRIAL_DAYS: "14" });
});
afterAll(async () => server?.close());

const TOPIC = "missie-en-visie";
const userIdOf = async (c: TestClient) => (await c.get("/api/me")).body.user.id as string;

async function save(c: TestClient, name: string, value: unknown) {
  const current = (await c.get(`/api/kms/values/${name}`)).body.value;
  const res = await c.put(`/api/kms/values/${name}`, { value, baseRevision: current?.revision ?? 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function uploadDocument(c: TestClient, name: string) {
  await tusUpload(c, Buffer.from(`inhoud van ${name}`), meta(name, "beleid"));
  const files = (await c.get("/api/documents?category=beleid")).body.files as { id: string; name: string }[];
  return files.find((f) => f.name === name)!;
}

async function team() {
  const owner = await server.user({ name: "Anna de Vries" });
  const editor = await server.member(owner, "editor");
  const reader = await server.member(owner, "reader");
  await save(owner, TOPIC, "Wij bieden zorg dichtbij huis.");
  return { owner, editor, reader };
}

const mark = (c: TestClient, body: Record<string, unknown>) =>
  c.post("/api/reading/items", { subject: { kind: "topic", id: TOPIC }, audience: "all", ...body });

describe("marking", () => {
  it("lets only an Eigenaar mark, once per page, and refuses an empty or unknown page", async () => {
    const { owner, editor, reader } = await team();
    for (const c of [editor, reader]) {
      const res = await mark(c, {});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Alleen een eigenaar kan het team vragen iets te lezen.");
    }
    const empty = await owner.post("/api/reading/items", {
      subject: { kind: "topic", id: "doelgroep" },
      audience: "all",
    });
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ code: "reading_empty_topic", message: readingMessages.emptyTopic });
    const unknown = await owner.post("/api/reading/items", {
      subject: { kind: "topic", id: "bestaat-niet" },
      audience: "all",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(readingMessages.unknownTopic);
    const noOne = await mark(owner, { audience: "chosen" });
    expect(noOne.status).toBe(400);
    expect(noOne.body.message).toBe(readingMessages.chooseSomeone);

    const res = await mark(owner, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: { kind: "topic", id: TOPIC, title: "Missie en visie", link: `/kwaliteitssysteem/${TOPIC}` },
      audience: "all",
      counts: { asked: 3, read: 0, notApplicable: 0 },
      mine: { applies: true, status: "open" },
    });
    expect(res.body.version.label).toMatch(/^versie van \d\d-\d\d-\d{4} \d\d:\d\d$/);
    // The version is the page's revision as it exists, not a copy.
    const revision = await server.db
      .selectFrom("kms_revision")
      .select("id")
      .where("name", "=", TOPIC)
      .where("id", "=", res.body.version.id)
      .executeTakeFirst();
    expect(revision).toBeDefined();
    expect((await mark(owner, {})).body.code).toBe("reading_marked");
    expect((await reader.get("/api/reading/items")).body.items).toHaveLength(1);
  });

  it("targets chosen roles and members: others are not asked and may not answer", async () => {
    const { owner, editor, reader } = await team();
    const otherReader = await server.member(owner, "reader");
    const res = await mark(owner, { audience: "chosen", roles: ["editor"], members: [await userIdOf(reader)] });
    expect(res.status).toBe(201);
    expect(res.body.counts.asked).toBe(2);
    expect(res.body.mine.applies).toBe(false);
    const id = res.body.id as string;

    expect((await otherReader.get("/api/reading/items")).body.items).toEqual([]);
    expect((await otherReader.get("/api/reading/mine")).body.toRead).toEqual([]);
    const refused = await otherReader.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(readingMessages.notForYou);
    expect((await owner.post(`/api/reading/items/${id}/confirm`, { answer: "read" })).status).toBe(403);

    expect((await reader.get("/api/reading/mine")).body.toRead).toEqual([
      { id, title: "Missie en visie", link: `/leesbevestigingen/${id}`, askedAt: expect.any(String) },
    ]);
    expect((await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" })).status).toBe(200);
    expect((await editor.get("/api/reading/mine")).body.toRead).toEqual([]);

    // A member who is not in the organisation cannot be chosen.
    const stranger = await server.user();
    const bad = await owner.put(`/api/reading/items/${id}/audience`, {
      audience: "chosen",
      members: [await userIdOf(stranger)],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(readingMessages.unknownMember);
    // Widening to everyone asks the other reader too; nothing was lost of the editor's answer.
    const all = await owner.put(`/api/reading/items/${id}/audience`, { audience: "all" });
    expect(all.body.counts).toEqual({ asked: 4, read: 1, notApplicable: 0 });
  });
});

describe("answering and versions", () => {
  it("asks a reason for 'Niet van toepassing', keeps one answer per click, and counts the latest", async () => {
    const { owner, editor, reader } = await team();
    const id = (await mark(owner, {})).body.id as string;
    const noReason = await reader.post(`/api/reading/items/${id}/confirm`, { answer: "not_applicable" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(readingMessages.reasonNeeded);
    const na = await reader.post(`/api/reading/items/${id}/confirm`, {
      answer: "not_applicable",
      reason: "Ik werk alleen op kantoor.",
    });
    expect(na.body.mine).toMatchObject({ status: "not_applicable", reason: "Ik werk alleen op kantoor." });
    await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    const detail = (await owner.get(`/api/reading/items/${id}`)).body;
    expect(detail.counts).toEqual({ asked: 3, read: 1, notApplicable: 1 });
    expect(detail.people.map((p: { status: string }) => p.status)).toEqual(["open", "read", "not_applicable"]);
    const rows = await server.db.selectFrom("reading_confirmation").select("id").where("item_id", "=", id).execute();
    expect(rows).toHaveLength(2);
    // Members see no one else's answers.
    expect((await reader.get(`/api/reading/items/${id}`)).body.people).toBeNull();
    expect((await reader.get("/api/reading/people")).status).toBe(403);
  });

  it("after a new revision, 'Opnieuw laten lezen' leaves earlier answers with the old version", async () => {
    const { owner, editor, reader } = await team();
    const first = (await mark(owner, {})).body;
    const id = first.id as string;
    await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    await reader.post(`/api/reading/items/${id}/confirm`, { answer: "read" });

    const nothingNew = await owner.post(`/api/reading/items/${id}/reread`);
    expect(nothingNew.status).toBe(409);
    expect(nothingNew.body.code).toBe("reading_no_new_version");

    // A typo fixed: saved without asking again, the answers still count.
    await save(editor, TOPIC, "Wij bieden zorg dichtbij huis!");
    expect((await owner.get(`/api/reading/items/${id}`)).body.counts.read).toBe(2);

    // A real change: the editor who saved asks again; a reader may not.
    await save(editor, TOPIC, "Wij bieden zorg dichtbij huis, ook 's nachts.");
    expect((await reader.post(`/api/reading/items/${id}/reread`)).status).toBe(403);
    const again = await editor.post(`/api/reading/items/${id}/reread`);
    expect(again.status).toBe(200);
    expect(again.body.version.id).not.toBe(first.version.id);
    expect(again.body.counts).toEqual({ asked: 3, read: 0, notApplicable: 0 });
    const people = (await owner.get(`/api/reading/items/${id}`)).body.people;
    expect(people.map((p: { status: string }) => p.status)).toEqual(["open", "outdated", "outdated"]);
    expect(people[1].version).toBe(first.version.label);
    expect((await reader.get("/api/reading/mine")).body.toRead).toHaveLength(1);

    await reader.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    const stored = await server.db
      .selectFrom("reading_confirmation")
      .select("version_revision_id")
      .where("item_id", "=", id)
      .where("user_id", "=", await userIdOf(reader))
      .orderBy("at")
      .execute();
    expect(stored.map((s) => s.version_revision_id)).toEqual([first.version.id, again.body.version.id]);
  });

  it("takes a document's new version, asking again only when chosen", async () => {
    const { owner, editor, reader } = await team();
    const v1 = await uploadDocument(owner, "Meldcode.pdf");
    const v2 = await uploadDocument(owner, "Meldcode 2026.pdf");
    const v3 = await uploadDocument(owner, "Meldcode 2027.pdf");
    const created = await owner.post("/api/reading/items", {
      subject: { kind: "document", id: v1.id },
      audience: "all",
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body.subject).toMatchObject({ kind: "document", title: "Meldcode.pdf", link: "/documenten/beleid" });
    await reader.post(`/api/reading/items/${id}/confirm`, { answer: "read" });

    expect((await reader.post(`/api/reading/items/${id}/version`, { documentId: v2.id, reread: true })).status).toBe(
      403,
    );
    expect((await owner.post(`/api/reading/items/${id}/reread`)).body.message).toBe(readingMessages.notATopic);
    const same = await owner.post(`/api/reading/items/${id}/version`, { documentId: v1.id, reread: true });
    expect(same.body.message).toBe(readingMessages.sameDocument);

    const quiet = await editor.post(`/api/reading/items/${id}/version`, { documentId: v2.id, reread: false });
    expect(quiet.body.subject.title).toBe("Meldcode 2026.pdf");
    expect(quiet.body.counts.read).toBe(1);
    const loud = await editor.post(`/api/reading/items/${id}/version`, { documentId: v3.id, reread: true });
    expect(loud.body.subject.title).toBe("Meldcode 2027.pdf");
    expect(loud.body.version.id).toBe(v3.id);
    expect(loud.body.counts.read).toBe(0);
    const readerRow = (await owner.get(`/api/reading/items/${id}`)).body.people.find(
      (p: { status: string }) => p.status === "outdated",
    );
    expect(readerRow.version).toMatch(/^Meldcode\.pdf \(\d\d-\d\d-\d{4}\)$/);
    expect((await owner.get(`/api/reading/subject/document/${v3.id}`)).body.item.id).toBe(id);
    expect((await owner.get(`/api/reading/subject/document/${v1.id}`)).body.item).toBeNull();
  });
});

describe("overview, CSV, activity", () => {
  it("shows per member what they read, exports it as CSV and logs every step", async () => {
    const { owner, editor, reader } = await team();
    const id = (await mark(owner, {})).body.id as string;
    await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    await reader.post(`/api/reading/items/${id}/confirm`, { answer: "not_applicable", reason: "=Geen cliëntcontact" });

    const people = (await owner.get("/api/reading/people")).body.people;
    expect(people).toHaveLength(3);
    expect(people[1].items).toEqual([{ itemId: id, title: "Missie en visie", status: "read", at: expect.any(String) }]);

    const res = await owner.fetch("/api/reading/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/Leesbevestigingen \d{4}-\d\d-\d\d\.csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Onderwerp;Soort;Versie;Lid;E-mailadres;Rol;Status;Datum;Reden");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Missie en visie;Pagina;versie van .*;Anna de Vries;.*;Eigenaar;Nog niet gelezen;;$/);
    expect(lines[2]).toContain(";Bewerker;Gelezen en begrepen;");
    // A reason that a spreadsheet would run as a formula is defused.
    expect(lines[3]).toMatch(/;Lezer;Niet van toepassing;\d\d-\d\d-\d{4} \d\d:\d\d;'=Geen cliëntcontact$/);
    expect((await editor.fetch("/api/reading/export.csv")).status).toBe(403);

    expect((await owner.delete(`/api/reading/items/${id}`)).status).toBe(204);
    expect((await editor.get("/api/reading/items")).body.items).toEqual([]);
    const log = (await owner.get("/api/activity")).body.entries as { kind: string; subject: string; detail: string }[];
    expect(log.filter((e) => e.kind.startsWith("reading.")).map((e) => [e.kind, e.subject])).toEqual([
      ["reading.unmarked", "Missie en visie"],
      ["reading.confirmed", "Missie en visie"],
      ["reading.confirmed", "Missie en visie"],
      ["reading.marked", "Missie en visie"],
    ]);
    expect(log.find((e) => e.kind === "reading.confirmed")!.detail).toMatch(/^Niet van toepassing, versie van /);
  });
});

describe("the handbook, the auditor and the management review", () => {
  it("counts what was read of the current versions, without names", async () => {
    const { owner, editor, reader } = await team();
    const tokenRes = await owner.post("/api/auditor/links", { name: "Ada Auditor", email: "ada@audit.nl" });
    const token = new URL(tokenRes.body.url as string).hash.slice(1);
    const before = (await owner.get("/api/handbook")).body;
    expect(JSON.stringify(before)).not.toContain("Leesbevestigingen");
    const draftBefore = (await owner.get("/api/review/draft?year=2026")).body;
    expect(draftBefore.figures.reading).toEqual({ asked: 0, read: 0, notApplicable: 0 });

    const id = (await mark(owner, {})).body.id as string;
    await editor.post(`/api/reading/items/${id}/confirm`, { answer: "read" });
    await reader.post(`/api/reading/items/${id}/confirm`, { answer: "not_applicable", reason: "Geen cliëntcontact." });

    const handbook = (await owner.get("/api/handbook")).body;
    const chapter = handbook.chapters.find((c: { id: string }) => c.id === "leesbevestigingen");
    expect(chapter.title).toBe("Leesbevestigingen");
    const blocks = chapter.sections[0].blocks;
    expect(blocks[1]).toEqual({ kind: "paragraph", text: "Leesbevestigingen: 1 van 2 gelezen" });
    expect(blocks[2].rows).toEqual([["Missie en visie", expect.stringMatching(/^versie van /), "1 van 2"]]);
    expect(JSON.stringify(handbook)).not.toContain("Geen cliëntcontact.");

    const view = await server
      .client()
      .request("GET", "/api/auditor-view", undefined, { authorization: `Bearer ${token}` });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body.handbook)).toContain("Leesbevestigingen: 1 van 2 gelezen");
    expect(JSON.stringify(view.body)).not.toContain("Anna de Vries");

    const draft = (await owner.get("/api/review/draft?year=2026")).body;
    expect(draft.figures.reading).toEqual({ asked: 2, read: 1, notApplicable: 1 });
    const section = draft.sections.find((s: { title: string }) => s.title === "Leesbevestigingen");
    expect(section.blocks).toEqual([
      { kind: "list", items: ["Leesbevestigingen: 1 van 2 gelezen", "Niet van toepassing: 1"] },
    ]);
  });
});

describe("isolation and the billing lock", () => {
  it("never shows or takes another organisation's items, pages, documents or members", async () => {
    const { owner } = await team();
    const id = (await mark(owner, {})).body.id as string;
    const doc = await uploadDocument(owner, "Privacy.pdf");
    const other = await server.user();
    await save(other, TOPIC, "Onze eigen missie.");
    expect((await other.get("/api/reading/items")).body.items).toEqual([]);
    expect((await other.get(`/api/reading/items/${id}`)).status).toBe(404);
    expect((await other.post(`/api/reading/items/${id}/confirm`, { answer: "read" })).status).toBe(404);
    expect((await other.put(`/api/reading/items/${id}/audience`, { audience: "all" })).status).toBe(404);
    expect((await other.delete(`/api/reading/items/${id}`)).status).toBe(404);
    expect((await other.post(`/api/reading/items/${id}/reread`)).status).toBe(404);
    const foreignDoc = await other.post("/api/reading/items", {
      subject: { kind: "document", id: doc.id },
      audience: "all",
    });
    expect(foreignDoc.status).toBe(400);
    expect(foreignDoc.body.message).toBe(readingMessages.unknownDocument);
    // The same page in the other organisation is its own item, with its own revision.
    const own = await mark(other, {});
    expect(own.status).toBe(201);
    expect(own.body.counts.asked).toBe(1);
    expect((await owner.get(`/api/reading/items/${id}`)).body.counts.asked).toBe(3);
    const csv = await (await other.fetch("/api/reading/export.csv")).text();
    expect(csv).not.toContain("Anna de Vries");
  });

  it("refuses marking and answering with 402 after the trial, and keeps the list readable", async () => {
    const { owner, reader } = await team();
    const id = (await mark(owner, {})).body.id as string;
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await server.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString() })
      .where("id", "=", organisationId)
      .execute();
    expect((await reader.post(`/api/reading/items/${id}/confirm`, { answer: "read" })).status).toBe(402);
    expect((await owner.delete(`/api/reading/items/${id}`)).status).toBe(402);
    expect((await reader.get("/api/reading/items")).body.items).toHaveLength(1);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const { owner, reader } = await team();
    const id = (await mark(owner, {})).body.id as string;
    for (const body of [
      { answer: "ja" },
      { answer: "read", extra: 1 },
      { answer: "not_applicable", reason: "a\u0000b" },
    ]) {
      const res = await reader.post(`/api/reading/items/${id}/confirm`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
    expect((await reader.get("/api/reading/items/not%20an%20id")).status).toBe(400);
    expect((await owner.get("/api/reading/subject/elders/x")).status).toBe(400);
    expect((await owner.get(`/api/reading/items/${id}`)).body.counts.read).toBe(0);
  });
});
