/**
 * Leesbevestigingen through the full export and import on the real server: the items, for whom,
 * and every answer with its version travel in leesbevestigingen/data.json; an import into a new
 * organisation restores them, the answers of people without an account there count for them once
 * they join, and a second export carries the same answers again. A file that does not fit is
 * refused and nothing is written; archives before version 4 import without it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import { exportZip, postZip, rezip } from "@modules/transfer/server/test/transfer-client";
import { ORGANISATION_PATH, REPORTS_PATH } from "@modules/transfer/model";
import { transferMessages as t } from "@modules/transfer/messages";
import type { ReadingItemDetailDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TOPIC = "missie-en-visie";
const READING = "leesbevestigingen/data.json";

async function ok<T = any>(call: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
}

async function save(c: TestClient, value: string) {
  const current = (await c.get(`/api/kms/values/${TOPIC}`)).body.value;
  await ok(c.put(`/api/kms/values/${TOPIC}`, { value, baseRevision: current?.revision ?? 0 }));
}

/** Moves an account into another organisation with a role, as joining through an invitation does. */
async function join(c: TestClient, owner: TestClient, role: "editor" | "reader") {
  const userId = (await c.get("/api/me")).body.user.id as string;
  const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
  await server.db.deleteFrom("membership").where("user_id", "=", userId).execute();
  await server.db
    .insertInto("membership")
    .values({ organisation_id: organisationId, user_id: userId, role, created_at: new Date().toISOString() })
    .execute();
}

const itemsOf = async (c: TestClient) => (await ok(c.get("/api/reading/items"))).items as ReadingItemDetailDto[];
const detailOf = (c: TestClient, id: string) => ok<ReadingItemDetailDto>(c.get(`/api/reading/items/${id}`));

describe("Leesbevestigingen in the export and import", () => {
  let owner: TestClient;
  let editor: TestClient;
  let reader: TestClient;
  let files: Record<string, Uint8Array>;

  beforeAll(async () => {
    owner = await server.user({ name: "Anna de Vries" });
    editor = await server.member(owner, "editor");
    reader = await server.member(owner, "reader");
    await save(owner, "Wij bieden zorg dichtbij huis.");
    await tusUpload(owner, Buffer.from("meldcode"), meta("Meldcode.pdf", "beleid"));
    const documentId = (await owner.get("/api/documents?category=beleid")).body.files[0].id as string;
    const readerId = (await reader.get("/api/me")).body.user.id as string;

    const topic = await ok(
      owner.post("/api/reading/items", { subject: { kind: "topic", id: TOPIC }, audience: "all" }),
      201,
    );
    const document = await ok(
      owner.post("/api/reading/items", {
        subject: { kind: "document", id: documentId },
        audience: "chosen",
        roles: ["editor"],
        members: [readerId],
      }),
      201,
    );
    await ok(owner.post(`/api/reading/items/${topic.id}/confirm`, { answer: "read" }));
    await ok(
      editor.post(`/api/reading/items/${topic.id}/confirm`, {
        answer: "not_applicable",
        reason: "Ik werk alleen op kantoor.",
      }),
    );
    // A real change: the answers above count for the old version only.
    await save(owner, "Wij bieden zorg dichtbij huis, ook 's nachts.");
    await ok(owner.post(`/api/reading/items/${topic.id}/reread`));
    await ok(reader.post(`/api/reading/items/${topic.id}/confirm`, { answer: "read" }));
    await ok(editor.post(`/api/reading/items/${document.id}/confirm`, { answer: "read" }));
    await ok(reader.post(`/api/reading/items/${document.id}/confirm`, { answer: "read" }));
    files = unzipSync((await exportZip(owner)).bytes);
  });

  it("exports every item, its audience and every answer with its version, people by e-mail address", async () => {
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest.entries).toContainEqual(expect.objectContaining({ kind: "reading", path: READING }));
    const data = JSON.parse(strFromU8(files[READING]!));
    expect(data).toMatchObject({ format: "normwijs-reading", version: 1 });
    const [topic, document] = data.items;
    expect(topic).toMatchObject({ subject: { kind: "topic", slug: TOPIC }, audience: "all", roles: [], members: [] });
    expect(topic.confirmations).toEqual([
      expect.objectContaining({ name: "Anna de Vries", email: owner.email, answer: "read", current: false }),
      expect.objectContaining({
        email: editor.email,
        answer: "not_applicable",
        reason: "Ik werk alleen op kantoor.",
        current: false,
        versionLabel: expect.stringMatching(/^versie van \d\d-\d\d-\d{4} \d\d:\d\d$/),
      }),
      expect.objectContaining({ email: reader.email, answer: "read", current: true }),
    ]);
    expect(document).toMatchObject({
      subject: { kind: "document", document: "documenten/beleid/Meldcode.pdf" },
      audience: "chosen",
      roles: ["editor"],
      members: [reader.email],
      versionDocument: "documenten/beleid/Meldcode.pdf",
    });
    expect(document.confirmations.map((c: { email: string }) => c.email)).toEqual([editor.email, reader.email]);
  });

  it("imports them into a new organisation; an answer counts for its person once they join", async () => {
    const target = await server.user({ name: "Bram Bakker" });
    const res = await postZip(target, rezip(files, {}));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.readingItems).toBe(2);
    expect(t.done(res.body)).toContain("2 leesvragen");

    const [topic, document] = await itemsOf(target);
    expect(topic).toMatchObject({
      subject: { kind: "topic", id: TOPIC, title: "Missie en visie" },
      audience: "all",
      counts: { asked: 1, read: 0, notApplicable: 0 },
      mine: { applies: true, status: "open" },
    });
    // The version to read is the page as the import saved it.
    const revision = await server.db
      .selectFrom("kms_revision")
      .select("id")
      .where("organisation_id", "=", (await target.get("/api/me")).body.organisation.id)
      .where("name", "=", TOPIC)
      .executeTakeFirstOrThrow();
    expect(topic!.version.id).toBe(revision.id);
    expect(document).toMatchObject({
      subject: { kind: "document", title: "Meldcode.pdf" },
      audience: "chosen",
      roles: ["editor"],
      // The chosen reader has no account here yet: the role stays, the person is left out.
      members: [],
      version: { label: expect.stringMatching(/^Meldcode\.pdf \(\d\d-\d\d-\d{4}\)$/) },
    });
    expect((await ok(target.get("/api/reading/mine"))).toRead.map((i: { title: string }) => i.title)).toEqual([
      "Missie en visie",
    ]);

    // The reader and the editor of the old organisation are invited and join.
    await join(reader, target, "reader");
    await join(editor, target, "editor");
    const people = (await detailOf(target, topic!.id)).people!;
    const byEmail = (email: string | undefined) => people.find((p) => p.email === email);
    expect(byEmail(reader.email)).toMatchObject({ status: "read", version: topic!.version.label });
    expect(byEmail(editor.email)).toMatchObject({
      status: "outdated",
      reason: "Ik werk alleen op kantoor.",
      version: expect.stringMatching(/^versie van /),
    });
    expect((await ok(reader.get("/api/reading/mine"))).toRead).toEqual([]);
    expect((await detailOf(target, document!.id)).people).toEqual([
      expect.objectContaining({ email: editor.email, status: "read" }),
    ]);
    expect((await detailOf(target, topic!.id)).counts).toEqual({ asked: 3, read: 1, notApplicable: 0 });

    // A second export carries the same answers: also those of someone who has not joined.
    const again = JSON.parse(strFromU8(unzipSync((await exportZip(target)).bytes)[READING]!));
    const answers = (d: { items: { confirmations: Record<string, unknown>[] }[] }) =>
      d.items.map((i) =>
        i.confirmations.map(({ name, email, answer, reason, at, current }) => ({
          name,
          email,
          answer,
          reason,
          at,
          current,
        })),
      );
    expect(answers(again)).toEqual(answers(JSON.parse(strFromU8(files[READING]!))));
  });

  it("refuses a file that does not fit, writing nothing", async () => {
    const data = JSON.parse(strFromU8(files[READING]!));
    const changed = (change: (d: any) => void) => {
      const copy = structuredClone(data);
      change(copy);
      return rezip(files, { [READING]: strToU8(JSON.stringify(copy)) });
    };
    const cases = [
      changed((d) => (d.items[1].subject.document = "documenten/beleid/Bestaat-niet.pdf")),
      changed((d) => (d.items[0].subject.slug = "bestaat-niet")),
      changed((d) => d.items.push(d.items[0])),
      changed((d) => (d.items[0].confirmations[0].answer = "misschien")),
    ];
    for (const zip of cases) {
      const c = await server.user();
      expect(await postZip(c, zip)).toMatchObject({
        status: 422,
        body: { code: "bad_reading", message: t.badReading },
      });
      expect(await itemsOf(c)).toEqual([]);
      expect((await c.get("/api/documents?category=beleid")).body.files).toEqual([]);
    }
  });

  it("imports an archive before version 4 without them; from version 4 on it needs them", async () => {
    const v3 = await postZip(
      await server.user(),
      rezip(files, { [READING]: null, [ORGANISATION_PATH]: null, [REPORTS_PATH]: null }, (m) => (m.version = 3)),
    );
    expect(v3).toMatchObject({ status: 200, body: { readingItems: 0 } });
    expect(await postZip(await server.user(), rezip(files, { [READING]: null }))).toMatchObject({
      status: 400,
      body: { message: t.missingEntry(READING) },
    });
    expect(
      await postZip(
        await server.user(),
        rezip(files, { [ORGANISATION_PATH]: null }, (m) => (m.version = 3)),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: t.unexpectedEntry(READING) },
    });
  });
});
