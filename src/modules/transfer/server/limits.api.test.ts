/**
 * The import's limits on the real server: an upload over the organisation's document quota plus
 * the margin is refused before it is read; documents over the quota are refused before anything
 * is stored; after the trial the billing lock applies (an import is an edit), while the ZIP
 * export stays open to every role.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { TestClient } from "../../../server/test/harness";
import { exportZip, postZip } from "./test/transfer-client";
import { useBillingServer, organisationIdOf } from "@modules/billing/server/test/helpers";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { transferMessages as t } from "../messages";
import { formatBytes } from "@modules/documents/model";
import { uploadMarginBytes } from "./zip-safety";

const quota = 1024 * 1024;
const ctx = useBillingServer({ QUOTA_DOCUMENTS_BYTES: String(quota) });

const exportOf = async (c: TestClient) => (await exportZip(c)).bytes;

describe("import limits", () => {
  it("refuses a body declared larger than the quota plus the margin, without reading it", async () => {
    const owner = await ctx.server.user();
    const url = new URL("/api/transfer/import", ctx.server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: {
          cookie: owner.cookieHeader,
          origin: "http://localhost:3000",
          "content-type": "application/zip",
          "content-length": String(quota + uploadMarginBytes + 1),
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      req.write(Buffer.alloc(10));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(t.tooLarge(formatBytes(quota + uploadMarginBytes)));
  });

  it("refuses documents over the quota of the target organisation, and stores nothing", async () => {
    const source = await ctx.server.user();
    await tusUpload(source, Buffer.alloc(600_000, 1), meta("Een.pdf", "beleid"));
    await tusUpload(source, Buffer.alloc(300_000, 2), meta("Twee.pdf", "notulen"));
    const files = unzipSync(await exportOf(source));
    // Fits: 900 KB of 1 MB.
    const target = await ctx.server.user();
    expect((await postZip(target, zipSync(files))).status).toBe(200);

    // One more document of 200 KB, listed in the manifest as an export would: 1.1 MB does not fit.
    const extra = new Uint8Array(200_000).fill(4);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    manifest.entries.push({
      kind: "document",
      path: "documenten/beleid/Drie.pdf",
      size: extra.length,
      sha256: createHash("sha256").update(extra).digest("hex"),
      category: "beleid",
      name: "Drie.pdf",
      uploadedAt: new Date().toISOString(),
    });
    const over = await ctx.server.user();
    const res = await postZip(
      over,
      zipSync({ ...files, "documenten/beleid/Drie.pdf": extra, "manifest.json": strToU8(JSON.stringify(manifest)) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(t.tooLarge(formatBytes(quota)));
    expect((await over.get("/api/documents?category=beleid")).body.files).toEqual([]);
    expect((await over.get("/api/quota")).body.documents.usedBytes).toBe(0);
  });

  it("applies the billing lock after the trial; the ZIP export stays open", async () => {
    const source = await ctx.server.user();
    await source.put("/api/kms/values/doelgroep", { value: "Jongeren", baseRevision: 0 });
    const bytes = await exportOf(source);
    const late = await ctx.server.user();
    await ctx.server.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where("id", "=", await organisationIdOf(late))
      .execute();
    const res = await postZip(late, bytes);
    expect(res.status).toBe(402);
    expect((await late.get("/api/kms/values")).body.values).toEqual({});
    expect((await late.fetch("/api/transfer/export.zip")).status).toBe(200);
  });
});
