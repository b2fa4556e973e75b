/**
 * kms/values.json has a cap near the KMS quota: a 200 MB-class values.json (four times the default
 * quota of 50 MB, what the old cap let through to a parse that did not finish in minutes) is
 * refused by its declared size, quickly, with a clear Dutch 413, and nothing is stored. The file is
 * made by the test, streamed to a temporary folder, never held in memory or checked in.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "node:http";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip, rezip } from "./test/transfer-client";
import { transferMessages as t } from "../messages";
import { VALUES_PATH } from "../model";
import { formatBytes } from "@modules/documents/model";

const quota = 50 * 1024 * 1024;

describe("the cap on kms/values.json", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ QUOTA_KMS_BYTES: String(quota) });
    dir = mkdtempSync(path.join(tmpdir(), "normwijs-values-"));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A values.json of about `bytes`, valid in shape: one value with a long history. */
  async function writeValuesJson(file: string, bytes: number): Promise<{ size: number; sha256: string }> {
    const out = createWriteStream(file);
    const hash = createHash("sha256");
    let size = 0;
    const write = async (text: string) => {
      const chunk = Buffer.from(text, "utf8");
      hash.update(chunk);
      size += chunk.length;
      if (!out.write(chunk)) await once(out, "drain");
    };
    // Texts that vary, so the file compresses like real data and not like a zip bomb.
    const fillers = Array.from({ length: 16 }, () => randomBytes(675).toString("base64"));
    await write('{"values":[{"name":"doelgroep","value":"Jongeren","revision":1,"deleted":false,"history":[');
    for (let i = 1; size < bytes; i++) {
      await write(
        `${i > 1 ? "," : ""}{"revision":${i},"value":"${fillers[i % fillers.length]}","at":"2026-01-01T00:00:00.000Z"}`,
      );
    }
    await write("]}]}");
    out.end();
    await once(out, "finish");
    return { size, sha256: hash.digest("hex") };
  }

  it("refuses a 200 MB values.json quickly with a clear 413, and stores nothing", async () => {
    const owner = await server.user();
    const files = unzipSync((await exportZip(owner)).bytes);
    const valuesFile = path.join(dir, "values.json");
    const values = await writeValuesJson(valuesFile, 4 * quota - 1024 * 1024);
    expect(values.size).toBeGreaterThan(199 * 1024 * 1024);

    // The manifest as an export would write it for this values.json.
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    const entry = manifest.entries.find((e: { path: string }) => e.path === VALUES_PATH);
    Object.assign(entry, values);
    const zip = new yazl.ZipFile();
    for (const [name, bytes] of Object.entries(files)) {
      if (name === VALUES_PATH || name === "manifest.json") continue;
      zip.addBuffer(Buffer.from(bytes), name);
    }
    zip.addReadStream(createReadStream(valuesFile), VALUES_PATH, { compress: true });
    zip.addBuffer(Buffer.from(strToU8(JSON.stringify(manifest))), "manifest.json");
    zip.end();
    const zipFile = path.join(dir, "import.zip");
    await pipeline(zip.outputStream, createWriteStream(zipFile));

    const target = await server.user();
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(new URL("/api/transfer/import", server.url), {
        method: "POST",
        headers: {
          cookie: target.cookieHeader,
          origin: "http://localhost:3000",
          "content-type": "application/zip",
          "content-length": String(statSync(zipFile).size),
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      createReadStream(zipFile).pipe(req);
    });
    const seconds = (Date.now() - started) / 1000;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(t.valuesTooLarge(formatBytes(quota)));
    // Generous: the refusal is by the declared size, so it takes the upload and no parse; the old
    // cap let this file through to a parse that had not finished after 240 s.
    expect(seconds).toBeLessThan(60);

    expect((await target.get("/api/kms/values")).body.values).toEqual({});
    expect((await target.get("/api/quota")).body.kms.usedBytes).toBe(0);
    // The upload's temporary file is gone too.
    expect(readdirSync(path.join(server.dataDir, "tmp"))).toEqual([]);
  }, 180_000);

  it("refuses a values.json under the cap with a huge list of wrong items as no export, not a 500", async () => {
    const owner = await server.user();
    const files = unzipSync((await exportZip(owner)).bytes);
    const values = JSON.parse(strFromU8(files[VALUES_PATH]!));
    // Some 3 MB: 200,000 history items that each lack their fields.
    values.values = [
      {
        name: "doelgroep",
        value: "Jongeren",
        revision: 1,
        deleted: false,
        updatedAt: "2026-01-01T00:00:00.000Z",
        updatedBy: "x",
        updatedByName: null,
        history: Array.from({ length: 200_000 }, (_, i) => ({ revision: i })),
      },
    ];
    const target = await server.user();
    const res = await postZip(target, rezip(files, { [VALUES_PATH]: strToU8(JSON.stringify(values)) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(t.notAnExport);
    expect((await target.get("/api/kms/values")).body.values).toEqual({});
  });
});
