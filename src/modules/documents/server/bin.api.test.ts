/**
 * The recycle bin ('Prullenbak') through the real server, on local disk and on S3: deleting moves a
 * document to the bin, restoring puts it back (with ' (2)' when its name was taken meanwhile),
 * purging and the 30-day expiry remove the bytes, the bin counts for the quota, roles and isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient, TestServer } from "../../../server/test/harness";
import { BIN_RETENTION_DAYS } from "../model";
import type { FileStorage } from "@core/server/storage/types";
import { purgeExpired as purgeWith } from "./bin";
import { dropReviewDate } from "@modules/planning/server";
import { meta, tusUpload } from "./test/tus-client";
import { startServerOnBackEnd, storageBackEnds } from "./test/back-ends";
import type { Db } from "@core/server/db";

/** The job as server.ts wires it: planning forgets a purged document's review date. */
const purgeExpired = (db: Db, storage: FileStorage, at?: Date) =>
  purgeWith(db, storage, (tx, organisationId, id) => dropReviewDate(tx, organisationId, { kind: "document", id }), at);

type Listed = { id: string; name: string; url: string };
const list = async (client: TestClient, category = "beleid") =>
  (await client.get(`/api/documents?category=${category}`)).body.files as Listed[];
const bin = async (client: TestClient, query = "") => (await client.get(`/api/documents/bin${query}`)).body.entries;
const upload = async (
  client: TestClient,
  name: string,
  bytes = Buffer.from(`inhoud van ${name}`),
  category = "beleid",
) => {
  await tusUpload(client, bytes, meta(name, category));
  return (await list(client, category)).find((f) => f.name === name)!;
};

describe.each(storageBackEnds)("the recycle bin on $name", ({ s3 }) => {
  let server: TestServer;
  let storage: FileStorage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, storage, close } = await startServerOnBackEnd(s3));
  });
  afterAll(() => close?.());

  const keyOf = async (id: string) =>
    (await server.db.selectFrom("stored_file").select("storage_key").where("id", "=", id).executeTakeFirstOrThrow())
      .storage_key;

  it("lists a deleted document with who and when, and puts it back under its name", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const doc = await upload(owner, "Privacybeleid.pdf");
    await upload(owner, "Notulen mei.pdf", undefined, "notulen");
    expect((await owner.delete(`/api/documents/${doc.id}`)).status).toBe(204);

    const entries = await bin(owner);
    expect(entries).toEqual([
      {
        id: doc.id,
        name: "Privacybeleid.pdf",
        category: "beleid",
        size: Buffer.from("inhoud van Privacybeleid.pdf").length,
        deletedAt: expect.any(String),
        deletedByName: "Anna de Vries",
        purgeAt: expect.any(String),
      },
    ]);
    const days = (Date.parse(entries[0].purgeAt) - Date.parse(entries[0].deletedAt)) / 86_400_000;
    expect(days).toBe(BIN_RETENTION_DAYS);
    expect(await bin(owner, "?category=beleid")).toHaveLength(1);
    expect(await bin(owner, "?category=notulen")).toEqual([]);

    const restored = await owner.post(`/api/documents/bin/${doc.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ renamed: false, file: { id: doc.id, name: "Privacybeleid.pdf" } });
    expect((await list(owner)).map((f) => f.name)).toEqual(["Privacybeleid.pdf"]);
    expect(Buffer.from(await (await owner.fetch(doc.url)).arrayBuffer()).toString()).toBe(
      "inhoud van Privacybeleid.pdf",
    );
    expect(await bin(owner)).toEqual([]);
  });

  it("gives the name up while in the bin; a restore then gets ' (2)'", async () => {
    const owner = await server.user();
    const first = await upload(owner, "Klachtenregeling.pdf", Buffer.from("oud"));
    await owner.delete(`/api/documents/${first.id}`);
    const second = await upload(owner, "Klachtenregeling.pdf", Buffer.from("nieuw"));
    expect(second.name).toBe("Klachtenregeling.pdf");
    const restored = await owner.post(`/api/documents/bin/${first.id}/restore`);
    expect(restored.body).toMatchObject({ renamed: true, file: { name: "Klachtenregeling (2).pdf" } });
    expect((await list(owner)).map((f) => f.name).sort()).toEqual(["Klachtenregeling (2).pdf", "Klachtenregeling.pdf"]);
  });

  it("removes the bytes after 30 days, not before", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "Oud protocol.pdf");
    const key = await keyOf(doc.id);
    const review = await owner.put(`/api/planning/review-dates/document/${doc.id}`, { reviewOn: "2027-06-01" });
    expect(review.status).toBe(200);
    await owner.delete(`/api/documents/${doc.id}`);
    const day = 86_400_000;
    const reviewDates = () =>
      server.db.selectFrom("review_date").select("subject_id").where("subject_id", "=", doc.id).execute();
    await purgeExpired(server.db, storage, new Date(Date.now() + (BIN_RETENTION_DAYS - 1) * day));
    expect(await storage.exists(key)).toBe(true);
    expect(await bin(owner)).toHaveLength(1);
    expect(await reviewDates()).toHaveLength(1);
    expect(await purgeExpired(server.db, storage, new Date(Date.now() + (BIN_RETENTION_DAYS + 1) * day))).toBe(1);
    expect(await storage.exists(key)).toBe(false);
    expect(await reviewDates()).toEqual([]);
    expect(await bin(owner)).toEqual([]);
    expect((await owner.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(404);
  });

  it("finishes a purge that stopped halfway (a row marked 'purging') on the next run", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "Half.pdf");
    const key = await keyOf(doc.id);
    await owner.delete(`/api/documents/${doc.id}`);
    await server.db.updateTable("stored_file").set({ status: "purging" }).where("id", "=", doc.id).execute();
    expect(await bin(owner)).toEqual([]);
    expect((await owner.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(404);
    await purgeExpired(server.db, storage);
    expect(await storage.exists(key)).toBe(false);
    expect(await server.db.selectFrom("stored_file").select("id").where("id", "=", doc.id).execute()).toEqual([]);
  });

  it("counts the bin for the storage quota until it is emptied", async () => {
    const owner = await server.user();
    const bytes = Buffer.alloc(40_000, 1);
    const doc = await upload(owner, "Groot.pdf", bytes);
    const used = async () => (await owner.get("/api/quota")).body.documents.usedBytes as number;
    expect(await used()).toBe(40_000);
    await owner.delete(`/api/documents/${doc.id}`);
    expect(await used()).toBe(40_000);
    const emptied = await owner.delete("/api/documents/bin");
    expect(emptied.status).toBe(200);
    expect(emptied.body).toEqual({ purged: 1 });
    expect(await used()).toBe(0);
  });
});

describe("the recycle bin: roles, isolation and bad input", () => {
  let server: TestServer;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, close } = await startServerOnBackEnd(false));
  });
  afterAll(() => close?.());

  it("lets an editor restore but only an owner purge; a reader only looks", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    const doc = await upload(owner, "Werkinstructie.pdf");
    expect((await reader.delete(`/api/documents/${doc.id}`)).status).toBe(403);
    expect((await editor.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect(await bin(reader)).toHaveLength(1);
    expect((await reader.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(403);
    const refused = await editor.delete(`/api/documents/bin/${doc.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Alleen een eigenaar kan documenten definitief verwijderen.");
    expect((await editor.delete("/api/documents/bin")).status).toBe(403);
    expect(await bin(owner)).toHaveLength(1);
    expect((await editor.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(200);
  });

  it("keeps organisations apart", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "Geheim.pdf");
    await owner.delete(`/api/documents/${doc.id}`);
    const stranger = await server.user();
    expect(await bin(stranger)).toEqual([]);
    expect((await stranger.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(404);
    expect((await stranger.delete(`/api/documents/bin/${doc.id}`)).status).toBe(404);
    expect((await stranger.delete("/api/documents/bin")).body).toEqual({ purged: 0 });
    expect(await bin(owner)).toHaveLength(1);
  });

  it("refuses bad input with a Dutch message and changes nothing", async () => {
    const owner = await server.user();
    const category = await owner.get("/api/documents/bin?category=onbekend");
    expect(category.status).toBe(400);
    expect(category.body.message).toBe("Onbekende documentcategorie.");
    const bad = await owner.post("/api/documents/bin/geen-id/restore");
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Dit bestand staat niet (meer) in de prullenbak.");
    // A ready document is not in the bin: it cannot be 'restored' or purged from there.
    const doc = await upload(owner, "Actueel.pdf");
    expect((await owner.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(404);
    expect((await owner.delete(`/api/documents/bin/${doc.id}`)).status).toBe(404);
    expect((await list(owner)).map((f) => f.name)).toEqual(["Actueel.pdf"]);
  });
});
