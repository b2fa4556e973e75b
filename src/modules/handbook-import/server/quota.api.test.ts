/**
 * The Word file is kept as a document under 'Beleid', so an import counts against the documents'
 * quota too: a file that does not fit is refused with the quota's message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { docxOf, heading, para, uploadHandbook } from "./test/fixtures";

const quota = 1024 * 1024;
/** What is left of the quota after the first document. */
const room = 2_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ QUOTA_DOCUMENTS_BYTES: String(quota) });
});
afterAll(async () => server?.close());

describe("the documents' quota", () => {
  it("refuses a Word file that does not fit at upload (its draft is reserved against the quota), and stores nothing", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.alloc(quota - room, 1), meta("Groot.pdf", "notulen"));
    const file = await docxOf([heading("Missie en visie"), para("Wij zorgen.")]);
    expect(file.length).toBeGreaterThan(room);
    const { status, body } = await uploadHandbook(owner, file);
    expect(status).toBe(413);
    expect(body.code).toBe("quota_exceeded");
    expect(body.message).toMatch(/\S/);
    expect(await server.db.selectFrom("handbook_import").select("id").execute()).toEqual([]);
    expect((await owner.get("/api/kms/values")).body.values).toEqual({});
    expect((await owner.get("/api/documents?category=beleid")).body.files).toEqual([]);
  });
});
