/** The two transfer routes as the tests call them. */
import { createHash } from "node:crypto";
import { expect } from "vitest";
import { strFromU8, strToU8, zipSync } from "fflate";
import type { TestClient } from "../../../../server/test/harness";

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

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** The same files with some entries replaced, and the manifest's sizes and checksums made to match. */
export function rezip(
  files: Record<string, Uint8Array>,
  changes: Record<string, Uint8Array | null>,
  manifestChange?: (m: any) => void,
) {
  const out: Record<string, Uint8Array> = {};
  for (const [p, b] of Object.entries(files)) if (changes[p] !== null) out[p] = changes[p] ?? b;
  const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
  manifest.entries = manifest.entries.filter((e: { path: string }) => changes[e.path] !== null);
  for (const e of manifest.entries) {
    e.size = out[e.path]!.length;
    e.sha256 = sha256(out[e.path]!);
  }
  manifestChange?.(manifest);
  out["manifest.json"] = strToU8(JSON.stringify(manifest));
  return zipSync(out);
}
