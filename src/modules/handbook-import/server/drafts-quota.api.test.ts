/**
 * A Word draft keeps its file for a day: it is reserved against the documents quota, a person
 * keeps one draft (a new upload replaces it and its file), and uploads are limited per person.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { randomBytes } from "node:crypto";
import { styledHandbook, uploadHandbook, withEntries } from "./test/fixtures";
import { handbookImportMessages as t } from "../messages";
import type { StorageUsageDto } from "@modules/quota/model";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const drafts = (s: TestServer) => s.db.selectFrom("handbook_import").select(["user_id", "size"]).execute();

describe("Word drafts and the documents quota", () => {
  it("counts a draft in the quota, keeps one per person, and refuses what does not fit with nothing stored", async () => {
    // 600 KB each (a picture the import never reads): two drafts do not fit a quota of 1 MiB.
    const file = withEntries(await styledHandbook(), { "word/media/foto.png": randomBytes(600 * 1024) });
    server = await startTestServer({ QUOTA_DOCUMENTS_BYTES: String(1024 * 1024) });
    const owner = await server.user();
    const editor = await server.member(owner, "editor");

    expect((await uploadHandbook(owner, file)).status).toBe(200);
    const usage = async () => (await owner.get<StorageUsageDto>("/api/quota")).body.documents.usedBytes;
    expect(await usage()).toBe(file.length);

    // Again by the same person: the new draft replaces the old one, so it fits.
    expect((await uploadHandbook(owner, file)).status).toBe(200);
    expect(await drafts(server)).toHaveLength(1);
    expect(await usage()).toBe(file.length);

    // Another person's draft would go over the quota: refused, nothing kept.
    const refused = await uploadHandbook(editor, file);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe("quota_exceeded");
    expect(await drafts(server)).toHaveLength(1);
    expect(await usage()).toBe(file.length);
    const removals = await server.db.selectFrom("handbook_import_file_removal").select("storage_key").execute();
    expect(removals).toHaveLength(1); // the replaced draft's file, for the sweep
  });

  it("limits uploads per person per hour with a Dutch 429", async () => {
    server = await startTestServer({ HANDBOOK_UPLOADS_PER_HOUR: "2" });
    const owner = await server.user();
    const file = await styledHandbook();
    expect((await uploadHandbook(owner, file)).status).toBe(200);
    expect((await uploadHandbook(owner, file)).status).toBe(200);
    const third = await uploadHandbook(owner, file);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(t.tooManyUploads);
    // Another person is not held back by it.
    const other = await server.user();
    expect((await uploadHandbook(other, file)).status).toBe(200);
  });
});
