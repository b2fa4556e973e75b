/** The two transfer routes as the tests call them. */
import { expect } from "vitest";
import type { TestClient } from "../../test/harness";

/** GET /api/transfer/export.zip: must succeed; answers the response and the ZIP's bytes. */
export async function exportZip(c: TestClient): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await c.fetch("/api/transfer/export.zip");
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** POST /api/transfer/import with the ZIP as the body; answers the status and the JSON answer. */
export async function postZip(c: TestClient, bytes: Uint8Array) {
  const res = await c.fetch("/api/transfer/import", {
    method: "POST",
    headers: { "content-type": "application/zip" },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: await res.json() };
}
