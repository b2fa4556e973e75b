/**
 * API tests for /api/documents on both storage back ends: tus uploads from Node (chunked, aborted and
 * resumed, dropped mid-request), listing, streaming downloads with identical bytes, deletion,
 * the 50 MB limit, input validation, name cleaning, roles and isolation between organisations
 * (also against URL tricks aimed at tus's id parsing), tus's own refusals in Dutch JSON, and the
 * 402 after the trial.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { limits } from "@core/shared/limits";
import type { FileStorage } from "@core/server/storage/types";
import { discardPendingFile, finishUpload, removeAbandonedUploads } from "./files";
import { createUploadServer } from "./uploads";
import { createLogger } from "@core/server/logger";
import { meta, refusal, tusUpload } from "./test/tus-client";
import { startServerOnBackEnd, storageBackEnds } from "./test/back-ends";

const sha256 = (b: Buffer | ArrayBuffer) =>
  createHash("sha256")
    .update(Buffer.from(b as ArrayBuffer))
    .digest("hex");
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

async function list(client: TestClient, category = "beleid") {
  const res = await client.get(`/api/documents?category=${category}`);
  expect(res.status).toBe(200);
  return res.body.files as {
    id: string;
    name: string;
    size: number;
    contentType: string;
    uploadedAt: string;
    url: string;
  }[];
}

async function download(client: TestClient, url: string) {
  const res = await client.fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Starts an upload without sending bytes; returns its URL path. */
async function createUpload(client: TestClient, size: number, filename = "plan.pdf", category = "beleid") {
  return client.fetch("/api/documents/uploads", {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      "upload-metadata": `filename ${b64(filename)},category ${b64(category)}`,
    },
  });
}

async function uploadOffset(client: TestClient, uploadPath: string) {
  const res = await client.fetch(uploadPath, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
  return { status: res.status, offset: Number(res.headers.get("upload-offset")) };
}

describe.each(storageBackEnds)("documents API on $name", ({ s3: useS3 }) => {
  let server: TestServer;
  let storage: FileStorage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, storage, close } = await startServerOnBackEnd(useS3));
  });
  afterAll(() => close?.());

  const storageKeyOf = async (id: string) =>
    (await server.db.selectFrom("stored_file").select("storage_key").where("id", "=", id).executeTakeFirstOrThrow())
      .storage_key;

  it("uploads in 256 KB chunks, lists the file and downloads identical bytes with its name and type", async () => {
    const user = await server.user();
    const bytes = randomBytes(700_000);
    const name = "Notulen überleg – mei ✓.pdf";
    const { chunks, finalBody } = await tusUpload(user, bytes, meta(name, "notulen", "text/html"));
    expect(chunks).toEqual([262_144, 524_288, 700_000]);

    const files = await list(user, "notulen");
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(JSON.parse(finalBody)).toEqual({ file });
    expect(file).toMatchObject({ name, size: 700_000, contentType: "application/pdf", category: "notulen" });
    expect(Date.now() - Date.parse(file.uploadedAt)).toBeLessThan(60_000);
    expect(await list(user, "beleid")).toEqual([]);

    const { res, bytes: got } = await download(user, file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("700000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Notulen uberleg  mei .pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(sha256(got)).toBe(sha256(bytes));

    const saved = await download(user, `${file.url}?download=1`);
    expect(saved.res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(sha256(saved.bytes)).toBe(sha256(bytes));
  });

  it("takes the first chunk with the creation, as the browser sends it: a small file in one request", async () => {
    const user = await server.user();
    const small = randomBytes(100_000);
    const one = await tusUpload(user, small, meta("Kort.pdf"), { uploadDataDuringCreation: true });
    expect(one.chunks).toEqual([100_000]);
    const large = randomBytes(600_000);
    const two = await tusUpload(user, large, meta("Lang.pdf"), { uploadDataDuringCreation: true });
    expect(two.chunks).toEqual([262_144, 524_288, 600_000]);

    const files = await list(user);
    const kort = files.find((f) => f.name === "Kort.pdf")!;
    expect(JSON.parse(one.finalBody)).toEqual({ file: kort });
    expect(sha256((await download(user, kort.url)).bytes)).toBe(sha256(small));
    const lang = files.find((f) => f.name === "Lang.pdf")!;
    expect(JSON.parse(two.finalBody)).toEqual({ file: lang });
    expect(sha256((await download(user, lang.url)).bytes)).toBe(sha256(large));
  });

  it("serves risky types as a download, never inline", async () => {
    const user = await server.user();
    await tusUpload(user, Buffer.from("<script>alert(1)</script>"), meta("pagina.html"));
    const [file] = await list(user);
    const { res } = await download(user, file!.url);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
  });

  it("resumes an aborted upload from the last acknowledged byte", async () => {
    const user = await server.user();
    const bytes = randomBytes(1_000_000);
    let uploadUrl = "";
    await new Promise<void>((resolve, reject) => {
      import("tus-js-client").then(({ Upload }) => {
        const upload: InstanceType<typeof Upload> = new Upload(bytes, {
          endpoint: `${server.url}/api/documents/uploads`,
          headers: { cookie: user.cookieHeader },
          chunkSize: limits.uploadChunkBytes,
          retryDelays: null,
          metadata: meta("groot-verslag.docx"),
          onChunkComplete: () => {
            uploadUrl = upload.url!;
            upload.abort().then(resolve, reject);
          },
          onError: reject,
        });
        upload.start();
      }, reject);
    });
    expect(await list(user)).toEqual([]);
    const uploadPath = new URL(uploadUrl).pathname;
    expect(await uploadOffset(user, uploadPath)).toEqual({ status: 200, offset: 262_144 });

    const { chunks } = await tusUpload(user, bytes, meta("groot-verslag.docx"), { uploadUrl });
    expect(chunks[0]).toBe(524_288);
    const [file] = await list(user);
    expect(file!.name).toBe("groot-verslag.docx");
    expect(sha256((await download(user, file!.url)).bytes)).toBe(sha256(bytes));
  });

  it("keeps what arrived before a dropped connection and continues from there", async () => {
    const user = await server.user();
    const bytes = randomBytes(600_000);
    const created = await createUpload(user, bytes.length, "afgebroken.pdf");
    expect(created.status).toBe(201);
    const uploadPath = created.headers.get("location")!;
    expect(uploadPath).toMatch(/^\/api\/documents\/uploads\/[a-f0-9]{32}$/);

    // Send 400 KB of the body, then break the connection — on disk only once bytes have arrived.
    const sent = 400_000;
    let breakConnection = () => {};
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.subarray(0, sent));
        breakConnection = () => controller.error(new Error("netwerk weg"));
      },
    });
    const patch = user
      .fetch(uploadPath, {
        method: "PATCH",
        headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body,
        duplex: "half",
      } as RequestInit)
      .catch(() => undefined);
    const stored = path.join(server.dataDir, "files", uploadPath.split("/").pop()!);
    for (let waited = 0; waited < 5_000; waited += 20) {
      if (useS3 ? waited >= 300 : statSync(stored).size > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    breakConnection();
    await patch;
    await new Promise((r) => setTimeout(r, 100));

    const { status, offset } = await uploadOffset(user, uploadPath);
    expect(status).toBe(200);
    expect(offset).toBeLessThanOrEqual(sent);
    // The disk keeps every byte that arrived; S3 keeps whole parts only, so it may restart at 0.
    if (!useS3) expect(offset).toBeGreaterThan(0);

    await tusUpload(user, bytes, meta("afgebroken.pdf"), { uploadUrl: server.url + uploadPath });
    const [file] = await list(user);
    expect(sha256((await download(user, file!.url)).bytes)).toBe(sha256(bytes));
  });

  it("keeps both files when a name is uploaded twice: the new one gets ' (2)'", async () => {
    const user = await server.user();
    const first = Buffer.from("versie een");
    const second = Buffer.from("versie twee");
    const third = Buffer.from("versie drie");
    await tusUpload(user, first, meta("rapport.pdf"));
    await tusUpload(user, second, meta("rapport.pdf"));
    await tusUpload(user, third, meta("rapport.pdf"));
    await tusUpload(user, Buffer.from("andere categorie"), meta("rapport.pdf", "notulen"));
    const files = await list(user);
    const byName = Object.fromEntries(files.map((f) => [f.name, f]));
    expect(Object.keys(byName).sort()).toEqual(["rapport (2).pdf", "rapport (3).pdf", "rapport.pdf"]);
    expect((await download(user, byName["rapport.pdf"]!.url)).bytes.toString()).toBe("versie een");
    expect((await download(user, byName["rapport (2).pdf"]!.url)).bytes.toString()).toBe("versie twee");
    expect((await list(user, "notulen")).map((f) => f.name)).toEqual(["rapport.pdf"]);
  });

  it("refuses a file over 50 MB before any byte is stored, with the Dutch message", async () => {
    const user = await server.user();
    const res = await createUpload(user, limits.fileMaxBytes + 1, "scan.pdf");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "file_too_large",
      message: "De volgende bestanden zijn te groot (maximaal 50 MB): scan.pdf",
    });
    expect(
      await server.db.selectFrom("stored_file").select("id").where("requested_name", "=", "scan.pdf").execute(),
    ).toEqual([]);

    // tus-js-client sees the same refusal.
    const big = Buffer.alloc(limits.fileMaxBytes + 1);
    const err = await tusUpload(user, big, meta("groot.pdf")).catch((e) => e);
    expect(refusal(err)).toEqual({
      status: 413,
      body: { code: "file_too_large", message: "De volgende bestanden zijn te groot (maximaal 50 MB): groot.pdf" },
    });
    expect(await list(user)).toEqual([]);
  });

  it("refuses a program (.exe and the like) before any byte is stored, with the Dutch message", async () => {
    const user = await server.user();
    for (const name of ["setup.exe", "Installeer.MSI", "script.ps1"]) {
      const res = await createUpload(user, 10, name);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: "file_is_program",
        message: `Programma's nemen wij niet op als document: ${name}. Deze zijn niet geüpload.`,
      });
    }
    // A trailing dot or space does not hide the extension (Windows and the download name drop them).
    const hidden = await createUpload(user, 10, "setup.exe. ");
    expect(hidden.status).toBe(400);
    expect(((await hidden.json()) as { code: string }).code).toBe("file_is_program");
    // Sent by a client that ignores the browser's check, with its bytes in the creating request
    // (tus creation-with-upload): refused all the same.
    const err = await tusUpload(user, Buffer.from("MZ programma"), meta("Installeer.exe"), {
      uploadDataDuringCreation: true,
    }).catch((e) => e);
    expect(refusal(err)).toEqual({
      status: 400,
      body: {
        code: "file_is_program",
        message: "Programma's nemen wij niet op als document: Installeer.exe. Deze zijn niet geüpload.",
      },
    });
    // Nothing stored: no row of any state for the organisation, no bytes counted.
    const me = (await user.get("/api/me")).body;
    expect(
      await server.db
        .selectFrom("stored_file")
        .select("id")
        .where("organisation_id", "=", me.organisation.id)
        .execute(),
    ).toEqual([]);
    expect(await list(user)).toEqual([]);
    // A document whose name only mentions a program goes up as always.
    await tusUpload(user, Buffer.from("handleiding"), meta("exe-handleiding.pdf"));
    expect((await list(user)).map((f) => f.name)).toEqual(["exe-handleiding.pdf"]);
  });

  it("accepts exactly 50 MB, and refuses a part sent for a place the upload has not reached with 409", async () => {
    const user = await server.user();
    const created = await createUpload(user, limits.fileMaxBytes, "precies.pdf");
    expect(created.status).toBe(201);
    const uploadPath = created.headers.get("location")!;
    const tooMuch = await user.fetch(uploadPath, {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": String(limits.fileMaxBytes - 10),
        "content-type": "application/offset+octet-stream",
      },
      body: Buffer.alloc(20),
    });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({
      code: "upload_offset_mismatch",
      message:
        "Een deel van het bestand kwam in de verkeerde volgorde binnen. Het uploaden gaat verder waar het gebleven was.",
    });
    expect((await uploadOffset(user, uploadPath)).offset).toBe(0);
  });

  it.each([
    ["one body", () => Buffer.alloc(150, 1)],
    [
      "a chunked 2 MB body",
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < 32; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(2));
            controller.close();
          },
        }),
    ],
  ])("refuses more bytes than a 100-byte upload declared (%s) with 413 and stores none of them", async (_, body) => {
    const user = await server.user();
    const created = await createUpload(user, 100, "klein.txt");
    expect(created.status).toBe(201);
    const uploadPath = created.headers.get("location")!;
    const res = await user.fetch(uploadPath, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: body(),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("Er kwam meer binnen dan het bestand groot is. Probeer het opnieuw.");
    expect((await uploadOffset(user, uploadPath)).offset).toBe(0);
    expect(await list(user)).toEqual([]);
  });

  it.each([
    ["an unknown category", `filename ${b64("a.pdf")},category ${b64("geheim")}`, "Onbekende documentcategorie."],
    ["no category", `filename ${b64("a.pdf")}`, "Onbekende documentcategorie."],
    ["no file name", `category ${b64("beleid")}`, "De bestandsnaam ontbreekt."],
    ["broken metadata", "filename ***", "De gegevens van de upload zijn ongeldig."],
  ])("refuses an upload with %s in Dutch", async (_, metadata, message) => {
    const user = await server.user();
    const res = await user.fetch("/api/documents/uploads", {
      method: "POST",
      headers: { "tus-resumable": "1.0.0", "upload-length": "10", "upload-metadata": metadata },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it.each([["a\u0000b.pdf"], ["a\u0007b.pdf"], ["plan\r\n.pdf"], ["plan\t.pdf"]])(
    "refuses a file name with a control character (%j) before storing anything",
    async (filename) => {
      const user = await server.user();
      const res = await user.fetch("/api/documents/uploads", {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-length": "10",
          "upload-metadata": `filename ${b64(filename)},category ${b64("beleid")}`,
        },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        "De bestandsnaam bevat een onzichtbaar teken dat niet is toegestaan. Geef het bestand een andere naam.",
      );
      const me = (await user.get("/api/me")).body;
      expect(
        await server.db
          .selectFrom("stored_file")
          .select("id")
          .where("organisation_id", "=", me.organisation.id)
          .execute(),
      ).toEqual([]);
    },
  );

  it("refuses an upload without a length, and a list of an unknown category", async () => {
    const user = await server.user();
    const variants: Record<string, string>[] = [
      {},
      { "upload-defer-length": "1" },
      { "upload-length": "-5" },
      { "upload-length": "abc" },
    ];
    for (const headers of variants) {
      const res = await user.fetch("/api/documents/uploads", {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-metadata": `filename ${b64("a.pdf")},category ${b64("beleid")}`,
          ...headers,
        },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Geef de bestandsgrootte op bij het starten van de upload.");
    }
    const res = await user.get("/api/documents?category=geheim");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Onbekende documentcategorie.");
    expect((await user.get("/api/documents")).status).toBe(400);
  });

  it("stores path-like names and names with control characters safely", async () => {
    const user = await server.user();
    await tusUpload(user, Buffer.from("geen wachtwoorden"), meta("../../etc/passwd"));
    await tusUpload(user, Buffer.from("omgekeerd"), meta("abc\u202egpj.exe .pdf"));
    const long = "ë".repeat(200) + ".pdf";
    await tusUpload(user, Buffer.from("lang"), meta(long));

    const files = await list(user);
    const names = files.map((f) => f.name).sort();
    expect(names).toContain("../../etc/passwd");
    expect(names).toContain("abcgpj.exe .pdf");
    const truncated = names.find((n) => n.startsWith("ë"))!;
    expect(Buffer.byteLength(truncated)).toBeLessThanOrEqual(255);
    expect(truncated.endsWith(".pdf")).toBe(true);

    const passwd = files.find((f) => f.name === "../../etc/passwd")!;
    const { res, bytes } = await download(user, passwd.url + "?download=1");
    expect(bytes.toString()).toBe("geen wachtwoorden");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="etc_passwd"; filename*=UTF-8''etc_passwd`,
    );

    // Storage keys are generated: nothing in storage is named after the file.
    const keys = await server.db.selectFrom("stored_file").select("storage_key").execute();
    for (const { storage_key } of keys) expect(storage_key).toMatch(/^[a-f0-9]{32}$/);
    if (!useS3) {
      for (const entry of readdirSync(path.join(server.dataDir, "files")))
        expect(entry).toMatch(/^[a-f0-9]{32}(\.json)?$/);
    }
  });

  it("deletes a file into the bin, and purges it, also when its bytes are already gone", async () => {
    const user = await server.user();
    await tusUpload(user, Buffer.from("weg ermee"), meta("oud.pdf"));
    await tusUpload(user, Buffer.from("al kwijt"), meta("kwijt.pdf"));
    const files = await list(user);
    const oud = files.find((f) => f.name === "oud.pdf")!;
    const kwijt = files.find((f) => f.name === "kwijt.pdf")!;

    const oudKey = await storageKeyOf(oud.id);
    expect((await user.delete(`/api/documents/${oud.id}`)).status).toBe(204);
    // In the bin: out of the list and no longer downloadable, but the bytes are kept.
    expect((await list(user)).map((f) => f.name)).toEqual(["kwijt.pdf"]);
    expect((await user.get(oud.url)).status).toBe(404);
    expect(await storage.exists(oudKey)).toBe(true);
    expect((await user.delete(`/api/documents/bin/${oud.id}`)).status).toBe(204);
    expect(await storage.exists(oudKey)).toBe(false);

    await storage.remove(await storageKeyOf(kwijt.id));
    const missing = await user.get(kwijt.url);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Het bestand is niet meer beschikbaar. Verwijder het uit de lijst.");
    expect((await user.delete(`/api/documents/${kwijt.id}`)).status).toBe(204);
    expect((await user.delete(`/api/documents/bin/${kwijt.id}`)).status).toBe(204);

    expect(await list(user)).toEqual([]);
    expect((await user.get("/api/documents/bin")).body.entries).toEqual([]);
    const again = await user.delete(`/api/documents/${kwijt.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Dit bestand bestaat niet (meer).");
    expect((await user.delete("/api/documents/niet-een-id")).status).toBe(404);
  });

  it("cancels an upload in progress and removes its partial bytes", async () => {
    const user = await server.user();
    const created = await createUpload(user, 500_000, "half.pdf");
    const uploadPath = created.headers.get("location")!;
    const key = uploadPath.split("/").pop()!;
    await user.fetch(uploadPath, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: randomBytes(100_000),
    });
    const cancelled = await user.fetch(uploadPath, { method: "DELETE", headers: { "tus-resumable": "1.0.0" } });
    expect(cancelled.status).toBe(204);
    expect((await uploadOffset(user, uploadPath)).status).toBe(404);
    expect(await storage.exists(key)).toBe(false);
    expect(await server.db.selectFrom("stored_file").select("id").where("storage_key", "=", key).execute()).toEqual([]);
  });

  it("removes abandoned uploads after a while, and leaves finished files alone", async () => {
    const user = await server.user();
    await tusUpload(user, Buffer.from("blijft"), meta("blijft.pdf"));
    const created = await createUpload(user, 1000, "vergeten.pdf");
    const uploadPath = created.headers.get("location")!;
    const key = uploadPath.split("/").pop()!;
    expect(await removeAbandonedUploads(server.db, storage, 10 * 60_000)).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(await removeAbandonedUploads(server.db, storage, 1)).toBeGreaterThanOrEqual(1);
    expect((await uploadOffset(user, uploadPath)).status).toBe(404);
    expect(await storage.exists(key)).toBe(false);
    expect((await list(user)).map((f) => f.name)).toEqual(["blijft.pdf"]);
  });

  it("lets a reader list and download but not upload or delete", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.from("beleidsplan"), meta("beleid.pdf"));
    const [file] = await list(owner);
    const reader = await server.member(owner, "reader");

    expect((await list(reader)).map((f) => f.id)).toEqual([file!.id]);
    expect((await download(reader, file!.url)).bytes.toString()).toBe("beleidsplan");
    expect((await createUpload(reader, 10)).status).toBe(403);
    const del = await reader.delete(`/api/documents/${file!.id}`);
    expect(del.status).toBe(403);
    expect(del.body.message).toBe("U heeft alleen leesrechten in deze organisatie.");
    expect(await list(owner)).toHaveLength(1);
  });

  it("keeps organisations apart: no listing, downloading, deleting or continuing another's upload", async () => {
    const a = await server.user();
    const b = await server.user();
    const secret = randomBytes(300_000);
    await tusUpload(a, secret, meta("vertrouwelijk.pdf"));
    const [file] = await list(a);

    expect(await list(b)).toEqual([]);
    const dl = await b.fetch(file!.url);
    expect(dl.status).toBe(404);
    expect(await dl.text()).not.toContain(secret.subarray(0, 16).toString("latin1"));
    expect((await b.delete(`/api/documents/${file!.id}`)).status).toBe(404);
    expect(await list(a)).toHaveLength(1);

    // An upload of A in progress: B can neither see its offset, continue, nor cancel it.
    const bytes = randomBytes(1000);
    const created = await createUpload(a, bytes.length, "bezig.pdf");
    const uploadPath = created.headers.get("location")!;
    expect((await uploadOffset(b, uploadPath)).status).toBe(404);
    const patch = await b.fetch(uploadPath, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: Buffer.from("ingebroken"),
    });
    expect(patch.status).toBe(404);
    const cancel = await b.fetch(uploadPath, { method: "DELETE", headers: { "tus-resumable": "1.0.0" } });
    expect(cancel.status).toBe(404);
    expect(await uploadOffset(a, uploadPath)).toEqual({ status: 200, offset: 0 });

    await tusUpload(a, bytes, meta("bezig.pdf"), { uploadUrl: server.url + uploadPath });
    const done = (await list(a)).find((f) => f.name === "bezig.pdf")!;
    expect(sha256((await download(a, done.url)).bytes)).toBe(sha256(bytes));
    expect(await list(b)).toEqual([]);
  });

  it("never lets a query-string or path trick from another organisation reach an upload", async () => {
    const a = await server.user();
    const b = await server.user();
    const aBytes = randomBytes(1000);
    const aPath = (await createUpload(a, aBytes.length, "van-a.pdf")).headers.get("location")!;
    const aKey = aPath.split("/").pop()!;
    const first = await a.fetch(aPath, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: aBytes.subarray(0, 400),
    });
    expect(first.status).toBe(204);
    const bPath = (await createUpload(b, 10, "van-b.pdf")).headers.get("location")!;
    const bKey = bPath.split("/").pop()!;

    // B's own key in the path, A's key where @tus/server's default id parser would find it. Each
    // is a 404: "no such route" where the URL has an extra path segment, else "no such upload".
    const noRoute = "Deze API-route bestaat niet.";
    const gone = "Dit bestand wordt niet meer geüpload. Begin opnieuw met uploaden.";
    const tricks: [string, string][] = [
      [`${bPath}?x=/${aKey}`, gone],
      [`${bPath}?/${aKey}`, gone],
      [`${bPath}?${aKey}`, gone],
      [`${bPath}/${aKey}`, noRoute],
      [`${bPath}/../${aKey}`, gone],
      [`${bPath}%2F${aKey}`, gone],
      [`${bPath}%2F..%2F${aKey}`, gone],
      [`${bPath}%3F/${aKey}`, noRoute],
      [`${bPath};/${aKey}`, noRoute],
      [`/api/documents/uploads/${aKey}`, gone],
      [`/api/documents/uploads/${aKey}?${bKey}`, gone],
      [`/api/documents/uploads/${aKey.toUpperCase()}`, gone],
      [`/api/documents/uploads/%20${aKey}`, gone],
    ];
    for (const [url, message] of tricks) {
      for (const method of ["HEAD", "PATCH", "DELETE"]) {
        const headers: Record<string, string> = { "tus-resumable": "1.0.0" };
        let body: Buffer<ArrayBuffer> | undefined;
        if (method === "PATCH") {
          Object.assign(headers, { "upload-offset": "400", "content-type": "application/offset+octet-stream" });
          body = Buffer.from("ingebroken");
        }
        const res = await b.fetch(url, { method, headers, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.headers.get("upload-offset"), `${method} ${url}`).toBeNull();
        if (method !== "HEAD") expect((await res.json()).message, `${method} ${url}`).toBe(message);
      }
    }

    // A's upload is untouched and can still be finished; B's own upload is untouched too.
    expect(await uploadOffset(a, aPath)).toEqual({ status: 200, offset: 400 });
    expect(await uploadOffset(b, bPath)).toEqual({ status: 200, offset: 0 });
    await tusUpload(a, aBytes, meta("van-a.pdf"), { uploadUrl: server.url + aPath });
    const done = (await list(a)).find((f) => f.name === "van-a.pdf")!;
    expect(sha256((await download(a, done.url)).bytes)).toBe(sha256(aBytes));
    expect(await list(b)).toEqual([]);
  });

  it("hands tus only the checked key, whatever the URL says", async () => {
    const a = await server.user();
    const b = await server.user();
    const orgOf = async (c: TestClient) => (await c.get("/api/me")).body.organisation.id as string;
    const aPath = (await createUpload(a, 1000, "van-a.pdf")).headers.get("location")!;
    const aKey = aPath.split("/").pop()!;
    const bPath = (await createUpload(b, 10, "van-b.pdf")).headers.get("location")!;
    const bKey = bPath.split("/").pop()!;
    const uploads = createUploadServer(server.db, storage, createLogger("error"));
    const target = { organisationId: await orgOf(b), storageKey: bKey };

    const head = await uploads.handle(
      new Request(`${server.url}${bPath}?x=/${aKey}`, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } }),
      target,
    );
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-length")).toBe("10");

    const cancel = await uploads.handle(
      new Request(`${server.url}${bPath}?x=/${aKey}`, { method: "DELETE", headers: { "tus-resumable": "1.0.0" } }),
      target,
    );
    expect(cancel.status).toBe(204);
    expect(await uploadOffset(a, aPath)).toEqual({ status: 200, offset: 0 });
    expect(await uploadOffset(b, bPath)).toMatchObject({ status: 404 });

    // Without a checked key, no upload is reachable at all.
    const blind = await uploads.handle(
      new Request(`${server.url}${aPath}`, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } }),
    );
    expect(blind.status).toBe(404);
  });

  it("finishes and discards an upload only within its own organisation", async () => {
    const a = await server.user();
    const b = await server.user();
    const orgB = (await b.get("/api/me")).body.organisation.id as string;
    const aPath = (await createUpload(a, 3, "eigen.pdf")).headers.get("location")!;
    const aKey = aPath.split("/").pop()!;

    await expect(finishUpload(server.db, orgB, aKey)).rejects.toMatchObject({ status: 404, code: "upload_gone" });
    await discardPendingFile(server.db, orgB, aKey);
    const row = await server.db
      .selectFrom("stored_file")
      .select(["status", "name"])
      .where("storage_key", "=", aKey)
      .executeTakeFirst();
    expect(row).toEqual({ status: "uploading", name: null });
    expect(await list(b)).toEqual([]);

    await tusUpload(a, Buffer.from("abc"), meta("eigen.pdf"), { uploadUrl: server.url + aPath });
    expect((await list(a)).map((f) => f.name)).toEqual(["eigen.pdf"]);
  });

  it("answers tus's own refusals as Dutch JSON", async () => {
    const user = await server.user();
    const uploadPath = (await createUpload(user, 10, "kort.pdf")).headers.get("location")!;

    const noVersion = await user.fetch(uploadPath, {
      method: "PATCH",
      headers: { "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: Buffer.from("0123456789"),
    });
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await noVersion.json()).toEqual({
      code: "unsupported_tus_version",
      message: "Uw browser uploadt op een manier die Normwijs niet kent. Ververs de pagina en probeer het opnieuw.",
    });

    const badHeader = await user.fetch(uploadPath, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "nul", "content-type": "application/offset+octet-stream" },
      body: Buffer.from("0123456789"),
    });
    expect(badHeader.status).toBe(400);
    expect(await badHeader.json()).toEqual({
      code: "invalid_upload",
      message: "Het uploaden is niet gelukt. Probeer het opnieuw.",
    });

    const noVersionPost = await user.fetch("/api/documents/uploads", {
      method: "POST",
      headers: { "upload-length": "10", "upload-metadata": `filename ${b64("a.pdf")},category ${b64("beleid")}` },
    });
    expect(noVersionPost.status).toBe(412);
    expect((await noVersionPost.json()).message).toBe(
      "Uw browser uploadt op een manier die Normwijs niet kent. Ververs de pagina en probeer het opnieuw.",
    );
    expect(await uploadOffset(user, uploadPath)).toEqual({ status: 200, offset: 0 });
  });

  it("refuses everything without a session", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/api/documents?category=beleid")).status).toBe(401);
    expect((await createUpload(anonymous, 10)).status).toBe(401);
  });
});

describe("documents API when the trial is over", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_x", TRIAL_DAYS: "14" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses uploading, continuing, cancelling and deleting with 402, and keeps reading open", async () => {
    const owner = await server.user();
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await tusUpload(owner, Buffer.from("blijft leesbaar"), meta("beleid.pdf"));
    const [file] = await list(owner);
    const uploadPath = (await createUpload(owner, 10, "half.pdf")).headers.get("location")!;

    await server.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString() })
      .where("id", "=", organisationId)
      .execute();

    const message =
      "Uw proefperiode is voorbij. Voor het bewerken is een abonnement nodig. Al uw gegevens blijven leesbaar en uw documenten te downloaden.";
    const refused = [
      await createUpload(owner, 10, "nieuw.pdf"),
      await owner.fetch(uploadPath, {
        method: "PATCH",
        headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: Buffer.from("0123456789"),
      }),
      await owner.fetch(uploadPath, { method: "DELETE", headers: { "tus-resumable": "1.0.0" } }),
      await owner.fetch(`/api/documents/${file!.id}`, { method: "DELETE" }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ code: "subscription_required", message });
    }
    expect(await uploadOffset(owner, uploadPath)).toEqual({ status: 200, offset: 0 });
    expect((await list(owner)).map((f) => f.name)).toEqual(["beleid.pdf"]);
    expect((await download(owner, file!.url)).bytes.toString()).toBe("blijft leesbaar");
  });
});
