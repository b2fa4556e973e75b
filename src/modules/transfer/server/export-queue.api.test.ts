/**
 * The exports' queue on the real server: while an organisation's ZIP export is under way (sent as
 * it is made, not yet taken by the client), its next export, of any kind, is answered 'bezig' at
 * once with a Dutch sentence; another organisation's export is not held up by it; once the ZIP has
 * been received the organisation can export again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { exportQueueMessages } from "@modules/handbook/server/queue";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";

/**
 * A document far larger than the sockets' buffers: the server cannot hand the whole ZIP over before
 * the client reads it, so the export stays under way while the test looks.
 */
const large = Buffer.alloc(32 * 1024 * 1024, 7);

describe("one export per organisation at a time", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers 'bezig' to a second export of the same organisation, not to another organisation", async () => {
    const owner = await server.user();
    await owner.put("/api/kms/values/doelgroep", { value: "Jongeren", baseRevision: 0 });
    await tusUpload(owner, large, meta("Groot.pdf", "beleid"));
    const colleague = await server.member(owner, "reader");
    const other = await server.user();

    // The ZIP is under way until the client has taken it: its body is not read yet.
    const zip = await owner.fetch("/api/transfer/export.zip");
    expect(zip.status).toBe(200);

    for (const path of ["/api/handbook/export.pdf", "/api/dossier/export.pdf", "/api/transfer/export.zip"]) {
      const busy = await colleague.fetch(path);
      expect(busy.status, path).toBe(429);
      expect(await busy.json()).toEqual({ code: "export_busy", message: exportQueueMessages.busy });
    }

    // Another organisation is not held up.
    const started = Date.now();
    const elsewhere = await other.fetch("/api/handbook/export.pdf");
    expect(elsewhere.status).toBe(200);
    expect((await elsewhere.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(30_000);

    // Received: the organisation's turn is given back as the server closes the stream.
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const res = await owner.fetch("/api/handbook/export.pdf");
        await res.arrayBuffer();
        return res.status;
      })
      .toBe(200);
  });

  it("gives the turn back when the client leaves a ZIP half-way", async () => {
    const owner = await server.user();
    await tusUpload(owner, large, meta("Groot.pdf", "beleid"));
    const zip = await owner.fetch("/api/transfer/export.zip");
    expect(zip.status).toBe(200);
    await zip.body!.cancel();
    await expect
      .poll(async () => {
        const res = await owner.fetch("/api/dossier/export.pdf");
        await res.arrayBuffer();
        return res.status;
      })
      .toBe(200);
  });
});
