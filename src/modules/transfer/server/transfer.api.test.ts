/**
 * The full export (ZIP) and its import on the real server, on local disk and on S3 (s3rver): a
 * round trip restores every value and every document byte for byte; the manifest and values.json
 * hold what they say; a missing document is listed, not fatal; refused imports change nothing;
 * the export of one organisation never holds another's data.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip } from "./test/transfer-client";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import type { FileStorage } from "@core/server/storage";
import { documentCategorySlugs } from "@norm/catalogue";
import { transferMessages as t } from "../messages";
import { startServerOnBackEnd, storageBackEnds } from "@modules/documents/server/test/back-ends";

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe.each(storageBackEnds)("full export and import on $name", ({ s3: useS3 }) => {
  let server: TestServer;
  let storage: FileStorage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, storage, close } = await startServerOnBackEnd(useS3));
  });
  afterAll(() => close?.());

  const put = async (c: TestClient, name: string, value: unknown, baseRevision = 0) => {
    const res = await c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.revision as number;
  };

  const documentsOf = [
    { name: "Beleid één – privacy.pdf", category: "beleid", bytes: randomBytes(300_000) },
    { name: "Rapport.pdf", category: "beleid", bytes: Buffer.from("rapport beleid") },
    { name: "Rapport.pdf", category: "procesbeschrijvingen", bytes: Buffer.from("rapport proces") },
    { name: "Teamoverleg ‘maart’.txt", category: "notulen", bytes: Buffer.from("Notulen: één, twee.\n") },
    { name: "Kort.txt", category: "notulen", bytes: Buffer.from("k") },
  ];

  /** An organisation with texts (one edited twice), tables, two goal sets, the review and documents. */
  async function filled(tag: string) {
    const owner = await server.user();
    expect((await owner.patch("/api/organisation", { name: `Zorgpraktijk ${tag}` })).status).toBe(200);
    const revision = await put(owner, "missie-en-visie", `Eerste versie ${tag}`);
    await put(
      owner,
      "missie-en-visie",
      `Wij bieden cliënten ${tag} een veilige plek.\n\n- Eén aanspreekpunt`,
      revision,
    );
    await put(owner, "signalen", [
      { id: "r1", datum: "2026-02-03", afwijking: `Dossier ${tag}`, correctie: "Geüpdatet" },
      { id: "r2", datum: "", afwijking: "Tweede" },
    ]);
    const first = (await owner.post("/api/kms/goal-sets")).body.id as string;
    const second = (await owner.post("/api/kms/goal-sets")).body.id as string;
    await put(owner, `kwaliteitsdoelstelling-${first}`, `Doel één ${tag}`);
    await put(owner, `kwaliteitsdoelstelling-table-${first}`, [
      { id: "m1", maatregelen: "Scholing", indicator: "80%" },
    ]);
    await put(owner, `doelstelling-status-${first}`, "Behaald");
    await put(owner, `kwaliteitsdoelstelling-${second}`, `Doel twee ${tag}`);
    await put(owner, "datum", "2026-03-01");
    await put(owner, "organisatiebeoordelingMaatregelen", [{ id: "o1", maatregel: "Nieuwe map", effect: "Beter" }]);
    for (const d of documentsOf) await tusUpload(owner, d.bytes, meta(`${d.name}`, d.category));
    return owner;
  }

  async function exportOf(c: TestClient) {
    const { res, bytes } = await exportZip(c);
    return { res, bytes, files: unzipSync(bytes) };
  }

  async function allDocuments(c: TestClient) {
    const out: { category: string; name: string; size: number; uploadedAt: string; sha: string }[] = [];
    for (const category of documentCategorySlugs) {
      const list = (await c.get(`/api/documents?category=${category}`)).body.files as {
        name: string;
        size: number;
        uploadedAt: string;
        url: string;
      }[];
      for (const f of list) {
        const bytes = new Uint8Array(await (await c.fetch(f.url)).arrayBuffer());
        out.push({ category, name: f.name, size: f.size, uploadedAt: f.uploadedAt, sha: sha256(bytes) });
      }
    }
    return out.sort((a, b) => `${a.category}/${a.name}`.localeCompare(`${b.category}/${b.name}`));
  }

  const valuesOf = async (c: TestClient) =>
    Object.fromEntries(
      Object.entries((await c.get("/api/kms/values")).body.values as Record<string, { value: unknown }>).map(
        ([name, v]) => [name, v.value],
      ),
    );

  const storedKeys = () => (useS3 ? [] : readdirSync(path.join(server.dataDir, "files")).sort());

  /** Nothing of the refused import is there: no values with content, no documents, no stored bytes. */
  async function expectUnchanged(c: TestClient, keysBefore: string[]) {
    expect(await valuesOf(c)).toEqual({});
    expect(await allDocuments(c)).toEqual([]);
    expect(storedKeys()).toEqual(keysBefore);
  }

  it("exports everything, with a manifest whose sizes and checksums match, and values with their history", async () => {
    const owner = await filled("Alfa");
    const { res, files } = await exportOf(owner);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Normwijs-export Zorgpraktijk Alfa \d{4}-\d{2}-\d{2}\.zip"/,
    );
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest).toMatchObject({
      format: "normwijs-export",
      version: 6,
      organisation: "Zorgpraktijk Alfa",
      appVersion: expect.any(String),
      missing: [],
    });
    expect(Date.parse(manifest.exportedAt)).not.toBeNaN();
    const paths = Object.keys(files).sort();
    const date = /\d{4}-\d{2}-\d{2}/.source;
    expect(paths.filter((p) => p.startsWith("handboek/"))).toEqual([
      expect.stringMatching(new RegExp(`^handboek/Kwaliteitshandboek Zorgpraktijk Alfa ${date}\\.docx$`)),
      expect.stringMatching(new RegExp(`^handboek/Kwaliteitshandboek Zorgpraktijk Alfa ${date}\\.pdf$`)),
    ]);
    expect(paths.filter((p) => !p.startsWith("handboek/"))).toEqual(
      [
        "manifest.json",
        "kms/values.json",
        "verbeteren/data.json",
        "auditor/vragen.json",
        "leesbevestigingen/data.json",
        "organisatie/data.json",
        // The Eigenaar keeps Medewerkers' records: her ZIP has them (none here).
        "medewerkers/data.json",
        // The owner triages reports: the archive holds them (modules/reports).
        "meldingen/data.json",
        "documenten/beleid/Beleid één – privacy.pdf",
        "documenten/beleid/Rapport.pdf",
        "documenten/procesbeschrijvingen/Rapport.pdf",
        "documenten/notulen/Teamoverleg ‘maart’.txt",
        "documenten/notulen/Kort.txt",
      ].sort(),
    );
    for (const entry of manifest.entries) {
      expect(files[entry.path], entry.path).toBeDefined();
      expect(entry.size).toBe(files[entry.path]!.length);
      expect(entry.sha256).toBe(sha256(files[entry.path]!));
    }
    expect(manifest.entries).toHaveLength(paths.length - 1);
    for (const d of documentsOf) {
      expect(Buffer.from(files[`documenten/${d.category}/${d.name}`]!).equals(d.bytes)).toBe(true);
      expect(manifest.entries).toContainEqual(
        expect.objectContaining({ kind: "document", category: d.category, name: d.name, size: d.bytes.length }),
      );
    }
    expect(strFromU8(files[paths.find((p) => p.endsWith(".pdf") && p.startsWith("handboek/"))!]!.subarray(0, 5))).toBe(
      "%PDF-",
    );

    const values = JSON.parse(strFromU8(files["kms/values.json"]!));
    expect(values.format).toBe("normwijs-kms-values");
    const mission = values.values.find((v: { name: string }) => v.name === "missie-en-visie");
    expect(mission).toMatchObject({
      value: "Wij bieden cliënten Alfa een veilige plek.\n\n- Eén aanspreekpunt",
      revision: 2,
      deleted: false,
    });
    expect(mission.history.map((h: { revision: number; value: string; createdByName: string }) => h.revision)).toEqual([
      1, 2,
    ]);
    expect(mission.history[0]).toMatchObject({ value: "Eerste versie Alfa", createdByName: expect.any(String) });
    expect(values.values.map((v: { name: string }) => v.name)).toContain("kwaliteitsdoelstellingen-sets");
  });

  it("round trip: an export imported into a new organisation restores every value and document byte for byte", async () => {
    const a = await filled("Bravo");
    const { bytes } = await exportOf(a);
    const b = await server.user();
    // A new organisation's pages may already have saved an empty text: it still counts as empty.
    await put(b, "doelgroep", "  ");
    const res = await postZip(b, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const valuesA = await valuesOf(a);
    expect(res.body).toEqual({
      values: Object.keys(valuesA).length,
      documents: documentsOf.length,
      actions: 0,
      audits: 0,
      surveyResponses: 0,
      reviews: 0,
      questions: 0,
      readingItems: 0,
      approvals: 0,
      people: 0,
      reports: 0,
    });
    expect(t.done(res.body)).toBe(
      `Import voltooid: ${Object.keys(valuesA).length} onderdelen en 5 documenten hersteld.`,
    );
    const valuesB = await valuesOf(b);
    delete valuesB["doelgroep"];
    expect(valuesB).toEqual(valuesA);
    expect(await allDocuments(b)).toEqual(await allDocuments(a));
    // Saved by the importing user; the organisation is no longer empty.
    const me = (await b.get("/api/me")).body.user;
    expect((await b.get("/api/kms/values")).body.values["missie-en-visie"]).toMatchObject({
      revision: 1,
      updatedBy: me.id,
    });
    expect((await postZip(b, bytes)).status).toBe(409);
  });

  it("lists a document whose bytes are missing in storage in the manifest, and exports the rest", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.from("blijft"), meta("Blijft.pdf", "beleid"));
    await tusUpload(owner, Buffer.from("weg"), meta("Weg.pdf", "notulen"));
    const row = await server.db
      .selectFrom("stored_file")
      .select("storage_key")
      .where("name", "=", "Weg.pdf")
      .where("organisation_id", "=", (await owner.get("/api/me")).body.organisation.id)
      .executeTakeFirstOrThrow();
    await storage.remove(row.storage_key);
    const { files } = await exportOf(owner);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest.missing).toEqual([{ category: "notulen", name: "Weg.pdf", size: 3 }]);
    expect(strFromU8(files["documenten/beleid/Blijft.pdf"]!)).toBe("blijft");
    expect(files["documenten/notulen/Weg.pdf"]).toBeUndefined();
  });

  it("never puts another organisation's data in an export; every role may export", async () => {
    const other = await filled("Geheim");
    await tusUpload(other, Buffer.from("geheim"), meta("Alleen van Geheim.pdf", "beleid"));
    const owner = await server.user();
    await put(owner, "missie-en-visie", "Van Charlie");
    const reader = await server.member(owner, "reader");
    for (const c of [owner, reader]) {
      const { bytes, files } = await exportOf(c);
      expect(Buffer.from(bytes).includes(Buffer.from("Geheim"))).toBe(false);
      expect(Object.keys(files).filter((p) => p.startsWith("documenten/"))).toEqual([]);
      const values = JSON.parse(strFromU8(files["kms/values.json"]!)).values;
      expect(values.map((v: { name: string }) => v.name)).toEqual(["missie-en-visie"]);
    }
    expect((await server.client().fetch("/api/transfer/export.zip")).status).toBe(401);
  });

  describe("refused imports change nothing", () => {
    let valid: Uint8Array;
    let validFiles: Record<string, Uint8Array>;
    beforeAll(async () => {
      const a = await filled("Delta");
      ({ bytes: valid, files: validFiles } = await exportOf(a));
    });

    /** A fresh empty organisation tries the import; it is refused with `status` and `message`. */
    async function refused(bytes: Uint8Array, status: number, message: string) {
      const c = await server.user();
      const before = storedKeys();
      const res = await postZip(c, bytes);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toBe(message);
      await expectUnchanged(c, before);
    }

    /** The valid export with some entries changed (fflate writes what we ask, unchecked). */
    const rezip = (changes: Zippable, without: string[] = []) => {
      const files: Zippable = {};
      for (const [p, b] of Object.entries(validFiles)) if (!without.includes(p)) files[p] = b;
      return zipSync({ ...files, ...changes });
    };

    it("damaged bytes", async () => {
      await refused(valid.subarray(0, valid.length - 200), 400, t.damaged);
      await refused(randomBytes(5000), 400, t.damaged);
    });

    it("a foreign ZIP without a manifest", async () => {
      await refused(zipSync({ "foto.jpg": randomBytes(100) }), 400, t.notAnExport);
      await refused(rezip({ "manifest.json": strToU8(JSON.stringify({ format: "iets-anders" })) }), 400, t.notAnExport);
    });

    it("path traversal, absolute paths, backslashes and unexpected entries", async () => {
      await refused(rezip({ "../x": strToU8("x") }), 400, t.unsafeEntry("../x"));
      await refused(
        rezip({ "documenten/beleid/../../x": strToU8("x") }),
        400,
        t.unsafeEntry("documenten/beleid/../../x"),
      );
      await refused(rezip({ "/etc/passwd": strToU8("x") }), 400, t.unsafeEntry("/etc/passwd"));
      await refused(rezip({ "C:/x.txt": strToU8("x") }), 400, t.unsafeEntry("C:/x.txt"));
      await refused(rezip({ "documenten\\beleid\\x": strToU8("x") }), 400, t.unsafeEntry("documenten\\beleid\\x"));
      await refused(rezip({ "elders/x.txt": strToU8("x") }), 400, t.unexpectedEntry("elders/x.txt"));
      // In the right place but not in the manifest.
      await refused(
        rezip({ "documenten/beleid/Extra.pdf": strToU8("x") }),
        400,
        t.notInManifest("documenten/beleid/Extra.pdf"),
      );
    });

    it("a checksum mismatch and an entry missing from the ZIP", async () => {
      const changed = Buffer.from(validFiles["documenten/beleid/Rapport.pdf"]!);
      changed[0] = changed[0]! ^ 1;
      await refused(
        rezip({ "documenten/beleid/Rapport.pdf": changed }),
        400,
        t.checksum("documenten/beleid/Rapport.pdf"),
      );
      await refused(rezip({}, ["documenten/notulen/Kort.txt"]), 400, t.missingEntry("documenten/notulen/Kort.txt"));
    });

    it("zip bombs: an entry that inflates far beyond the limits, and one that lies about its size", async () => {
      // 60 MB of zeros in a document deflates to about 60 KB: over the document limit and the ratio.
      await refused(
        await deflatedZip({ ...validFiles, "documenten/beleid/Bom.pdf": new Uint8Array(60 * 1024 * 1024) }),
        413,
        t.bomb,
      );
      // A small declared size that inflates to 20 MB: listed in the manifest with the declared
      // size, so only reading the entry shows the lie.
      const declared = 1000;
      const manifest = JSON.parse(strFromU8(validFiles["manifest.json"]!));
      manifest.entries.push({
        kind: "document",
        path: "documenten/beleid/Klein.pdf",
        size: declared,
        sha256: sha256(new Uint8Array(declared)),
        category: "beleid",
        name: "Klein.pdf",
        uploadedAt: new Date().toISOString(),
      });
      const zip = await deflatedZip({
        ...validFiles,
        "manifest.json": strToU8(JSON.stringify(manifest)),
        "documenten/beleid/Klein.pdf": new Uint8Array(20 * 1024 * 1024),
      });
      await refused(withDeclaredSize(zip, "documenten/beleid/Klein.pdf", declared), 413, t.bomb);
    }, 60_000);

    it("values that Normwijs does not know", async () => {
      const values = JSON.parse(strFromU8(validFiles["kms/values.json"]!));
      values.values.push({ ...values.values[0], name: "bestaat-niet" });
      const bytes = strToU8(JSON.stringify(values));
      const manifest = JSON.parse(strFromU8(validFiles["manifest.json"]!));
      const entry = manifest.entries.find((e: { path: string }) => e.path === "kms/values.json");
      entry.size = bytes.length;
      entry.sha256 = sha256(bytes);
      await refused(
        rezip({ "kms/values.json": bytes, "manifest.json": strToU8(JSON.stringify(manifest)) }),
        422,
        t.unknownValue("bestaat-niet"),
      );
    });

    it("a target that is not empty, a member who is not the owner, and no file at all", async () => {
      const full = await filled("Echo");
      const before = await valuesOf(full);
      const res = await postZip(full, valid);
      expect(res).toEqual({ status: 409, body: expect.objectContaining({ message: t.notEmpty }) });
      expect(await valuesOf(full)).toEqual(before);

      const owner = await server.user();
      for (const role of ["editor", "reader"] as const) {
        const member = await server.member(owner, role);
        const refusedMember = await postZip(member, valid);
        expect(refusedMember).toEqual({
          status: 403,
          body: expect.objectContaining({ message: "Alleen een eigenaar kan gegevens importeren." }),
        });
      }
      await expectUnchanged(owner, storedKeys());
      expect(await postZip(owner, new Uint8Array(0))).toEqual({
        status: 400,
        body: expect.objectContaining({ message: t.noFile }),
      });
      expect(
        (await server.client().fetch("/api/transfer/import", { method: "POST", body: Buffer.from(valid) })).status,
      ).toBe(401);
    });
  });
});

/** Rewrites an entry's uncompressed size in the central directory (where readers take it from). */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = Buffer.from(zip);
  const wanted = Buffer.from(name, "utf8");
  for (let i = 0; i < out.length - 46; i++) {
    if (out.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(i + 28);
    if (out.subarray(i + 46, i + 46 + nameLength).equals(wanted)) {
      out.writeUInt32LE(size, i + 24);
      return out;
    }
  }
  throw new Error(`no central directory entry for ${name}`);
}

describe("an export whose client goes away", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  /** Files of the storage folder this process has open. */
  const openStoredFiles = () => {
    const files = path.join(server.dataDir, "files");
    return readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(files);
      } catch {
        return false;
      }
    });
  };

  it("stops reading documents and closes them", async () => {
    const owner = await server.user();
    for (const n of [1, 2, 3]) await tusUpload(owner, randomBytes(8 * 1024 * 1024), meta(`Groot ${n}.pdf`, "beleid"));
    const controller = new AbortController();
    const res = await owner.fetch("/api/transfer/export.zip", { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = 0;
    // Read until the first document is on its way, then go away.
    while (received < 2 * 1024 * 1024) received += (await reader.read()).value?.length ?? 0;
    controller.abort();
    await expect.poll(openStoredFiles, { timeout: 5_000 }).toEqual([]);
    // The server still answers, and a new export runs to its end.
    const again = await owner.fetch("/api/transfer/export.zip");
    expect(unzipSync(new Uint8Array(await again.arrayBuffer()))["documenten/beleid/Groot 3.pdf"]?.length).toBe(
      8 * 1024 * 1024,
    );
  });
});

/** A ZIP with every entry deflated by zlib (native, so building a large bomb is quick). */
async function deflatedZip(files: Record<string, Uint8Array>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(bytes), name, { compress: true });
  zip.end();
  return new Uint8Array(await buffer(zip.outputStream));
}
