/**
 * An uploaded handbook waits a day for 'Importeren'. After that the periodic sweep removes the draft
 * and its stored file without anyone uploading again, one instance at a time; and when an
 * organisation is deleted, its drafts and their files go too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { createStorage, type FileStorage } from "@core/server/storage";
import { docxOf, heading, para, uploadHandbook } from "./test/fixtures";
import { startDraftSweep } from "./sweep";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error("condition not reached");
}

async function draftOf(server: TestServer, owner: TestClient) {
  const { status, body } = await uploadHandbook(owner, await docxOf([heading("Missie en visie"), para("Wij zorgen.")]));
  expect(status).toBe(200);
  const row = await server.db
    .selectFrom("handbook_import")
    .select(["id", "storage_key"])
    .where("id", "=", body.id as string)
    .executeTakeFirstOrThrow();
  return { id: row.id, key: row.storage_key };
}

const draftExists = (server: TestServer, id: string) =>
  server.db.selectFrom("handbook_import").select("id").where("id", "=", id).executeTakeFirst().then(Boolean);

const expire = (server: TestServer, id: string) =>
  server.db
    .updateTable("handbook_import")
    .set({ expires_at: Date.now() - 1 })
    .where("id", "=", id)
    .execute();

describe("the server's own sweep", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FILE_SWEEP_INTERVAL_MS: "50" });
  });
  afterAll(async () => server?.close());

  it("removes an expired draft and its file without a new upload, and leaves a fresh one", async () => {
    const storage = createStorage(loadConfig(server.env));
    const owner = await server.user();
    // Two people: each keeps one draft (a person's new upload replaces their own).
    const colleague = await server.member(owner, "editor");
    const old = await draftOf(server, owner);
    const fresh = await draftOf(server, colleague);
    expect(await storage.exists(old.key)).toBe(true);
    await expire(server, old.id);
    await until(async () => !(await draftExists(server, old.id)) && !(await storage.exists(old.key)));
    expect(await draftExists(server, fresh.id)).toBe(true);
    expect(await storage.exists(fresh.key)).toBe(true);
    expect((await colleague.get(`/api/handbook-import/${fresh.id}`)).status).toBe(200);
  });

  it("removes an organisation's drafts and their files when the organisation is deleted", async () => {
    const storage = createStorage(loadConfig(server.env));
    const owner = await server.user();
    const other = await server.user();
    const draft = await draftOf(server, owner);
    const kept = await draftOf(server, other);
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await server.db.deleteFrom("organisation").where("id", "=", organisationId).execute();
    expect(await draftExists(server, draft.id)).toBe(false);
    await until(async () => !(await storage.exists(draft.key)));
    expect(await draftExists(server, kept.id)).toBe(true);
    expect(await storage.exists(kept.key)).toBe(true);
  });

  it("keeps the file of an imported draft: it is the document under 'Beleid' now", async () => {
    const storage = createStorage(loadConfig(server.env));
    const owner = await server.user();
    const draft = await draftOf(server, owner);
    const res = await owner.post(`/api/handbook-import/${draft.id}/import`, { choices: [], modes: {} });
    expect(res.status).toBe(200);
    // Several sweeps pass; the bytes stay and download as the document.
    await sleep(300);
    expect(await storage.exists(draft.key)).toBe(true);
    const files = (await owner.get("/api/documents?category=beleid")).body.files as { id: string }[];
    const download = await owner.fetch(`/api/documents/${files[0]!.id}/content`);
    expect(download.status).toBe(200);
  });
});

describe("two instances", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FILE_SWEEP_INTERVAL_MS: "0" });
  });
  afterAll(async () => server?.close());

  it("remove each expired file once: one sweep at a time across instances", async () => {
    const config = loadConfig({ ...server.env, FILE_SWEEP_INTERVAL_MS: "20" });
    const real = createStorage(config);
    const removed: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const counting: FileStorage = {
      ...real,
      async remove(key) {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        removed.push(key);
        await sleep(30);
        await real.remove(key);
        running -= 1;
      },
    };
    const owner = await server.user();
    const drafts = [await draftOf(server, owner), await draftOf(server, owner), await draftOf(server, owner)];
    for (const d of drafts) await expire(server, d.id);
    const deps = { db: server.db, config, log: server.log };
    const sweeps = [startDraftSweep(deps, counting), startDraftSweep(deps, counting)];
    try {
      await until(async () => (await Promise.all(drafts.map((d) => real.exists(d.key)))).every((e) => !e));
    } finally {
      await Promise.all(sweeps.map((s) => s.stop()));
    }
    expect(removed.sort()).toEqual(drafts.map((d) => d.key).sort());
    expect(maxRunning).toBe(1);
    for (const d of drafts) expect(await draftExists(server, d.id)).toBe(false);
  });
});
