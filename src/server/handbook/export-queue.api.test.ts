/**
 * One export per organisation at a time: while one organisation's export is being made (here a ZIP
 * whose reader holds back), its next export is answered 'bezig', another organisation's is made at
 * once, and the first organisation may export again as soon as its export has finished.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { startTestServer, type TestServer } from "../test/harness";
import { tusUpload, meta } from "../documents/test/tus-client";
import { exportMessages } from "../../shared/handbook";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("exports", () => {
  it("are one at a time per organisation, 'bezig' meanwhile, and never hold up another organisation", async () => {
    const owner = await server.user();
    // 8 MB that does not compress: the ZIP cannot be sent while its reader waits.
    await tusUpload(owner, randomBytes(8 * 1024 * 1024), meta("Groot.pdf", "beleid"));
    const first = await owner.fetch("/api/transfer/export.zip");
    expect(first.status).toBe(200);

    for (const path of ["/api/transfer/export.zip", "/api/handbook/export.pdf", "/api/dossier/export.pdf"]) {
      const res = await owner.fetch(path);
      expect(res.status, path).toBe(429);
      expect((await res.json()).message).toBe(exportMessages.busy);
    }
    const reader = await server.member(owner, "reader");
    expect((await reader.fetch("/api/handbook/export.pdf")).status).toBe(429);

    const other = await server.user();
    const start = performance.now();
    const elsewhere = await other.fetch("/api/handbook/export.pdf");
    expect(elsewhere.status).toBe(200);
    await elsewhere.arrayBuffer();
    expect(performance.now() - start).toBeLessThan(5_000);

    // The first export read to its end: the organisation may export again.
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(8 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 50));
    const again = await owner.fetch("/api/handbook/export.pdf");
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
