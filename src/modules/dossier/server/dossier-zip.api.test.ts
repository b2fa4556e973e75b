/**
 * The auditdossier as ZIP on both storage back ends: the PDF, every linked document in the folder
 * of each element it belongs to (in two folders when linked to two), names made safe and unique,
 * the index with each element's readiness and files, a document whose bytes are missing marked
 * in the index, never another organisation's file, every role, logged.
 */
import { roles } from "@core/shared/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import type { TestServer } from "../../../server/test/harness";
import type { FileStorage } from "@core/server/storage";
import { startServerOnBackEnd, storageBackEnds } from "@modules/documents/server/test/back-ends";
import { download, makeOrganisation, upload } from "./test/helpers";
import { pdfText } from "@modules/handbook/server/test/pdf-text";
import { hkzElements } from "@norm/norm";

const folderOf = (number: string) => `${number} ${hkzElements.find((e) => e.number === number)!.title}`;

describe.each(storageBackEnds)("the auditdossier as ZIP on $name", ({ s3 }) => {
  let server: TestServer;
  let storage: FileStorage;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, storage, close } = await startServerOnBackEnd(s3));
  });
  afterAll(() => close?.());

  const zipOf = async (c: Parameters<typeof download>[0]) => {
    const { res, bytes } = await download(c, "/api/dossier/export.zip");
    expect(res.status).toBe(200);
    return { res, files: unzipSync(bytes) };
  };

  it("holds the PDF, each linked document in its elements' folders and an index", async () => {
    const owner = await makeOrganisation(server, "alfa");
    // A name that is not safe in a file system, and one that is the same once made safe.
    await upload(owner, "Verslag: a/b?.pdf", "4.5");
    await upload(owner, "Verslag_ a_b_.pdf", "4.5");
    await makeOrganisation(server, "bravo");

    const { res, files } = await zipOf(owner);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="Auditdossier Praktijk Een alfa \d{4}-\d{2}-\d{2}\.zip"/,
    );
    const names = Object.keys(files).sort();
    const pdfName = names.find((n) => n.endsWith(".pdf") && !n.includes("/"))!;
    expect(pdfName).toMatch(/^Auditdossier Praktijk Één alfa \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await pdfText(files[pdfName]!)).toContain("Inhoudsopgave");

    const complaints = folderOf("4.5");
    expect(names).toEqual(
      [
        pdfName,
        "Inhoud.html",
        `${folderOf("1.7")}/Klachtenverslag alfa.pdf`,
        `${complaints}/Klachtenverslag alfa.pdf`,
        `${complaints}/Verslag_ a_b_.pdf`,
        `${complaints}/Verslag_ a_b_ (2).pdf`,
      ].sort(),
    );
    // The document linked to two elements is in both folders, byte for byte.
    expect(strFromU8(files[`${folderOf("1.7")}/Klachtenverslag alfa.pdf`]!)).toBe(
      "inhoud van Klachtenverslag alfa.pdf",
    );
    expect(strFromU8(files[`${complaints}/Klachtenverslag alfa.pdf`]!)).toBe("inhoud van Klachtenverslag alfa.pdf");

    const index = strFromU8(files["Inhoud.html"]!);
    for (const element of hkzElements) expect(index).toContain(`<h2>${element.number} `);
    expect(index).toContain("Nog niet begonnen");
    expect(index).toContain("Aandacht nodig");
    expect(index).toMatch(
      new RegExp(
        `href="${encodeURIComponent(complaints).replace(/[.()]/g, "\\$&")}/Verslag_%20a_b_(%20\\(2\\))?\\.pdf">Verslag: a/b\\?\\.pdf</a>`,
      ),
    );
    expect(index).toContain(`href="${encodeURIComponent(pdfName)}"`);
    // Never another organisation's file or name.
    expect(names.join()).not.toContain("bravo");
    expect(index).not.toContain("bravo");
  });

  it("marks a document whose bytes are missing in the index and makes the rest", async () => {
    const owner = await makeOrganisation(server, "charlie");
    await upload(owner, "Weg.pdf", "2.6");
    const row = await server.db
      .selectFrom("stored_file")
      .select("storage_key")
      .where("name", "=", "Weg.pdf")
      .executeTakeFirstOrThrow();
    await storage.remove(row.storage_key);
    const { files } = await zipOf(owner);
    expect(Object.keys(files)).not.toContain(`${folderOf("2.6")}/Weg.pdf`);
    expect(Object.keys(files)).toContain(`${folderOf("4.5")}/Klachtenverslag charlie.pdf`);
    expect(strFromU8(files["Inhoud.html"]!)).toContain("Weg.pdf (ontbreekt in de opslag)");
  });

  it.each(roles)("lets a %s make the ZIP, and logs it", async (role) => {
    const owner = await makeOrganisation(server, `delta-${role}`);
    const member = role === "owner" ? owner : await server.member(owner, role);
    const { files } = await zipOf(member);
    expect(Object.keys(files)).toContain(`${folderOf("4.5")}/Klachtenverslag delta-${role}.pdf`);
    const log = (await owner.get("/api/activity?kind=export.dossier")).body.entries as { detail: string }[];
    expect(log.map((e) => e.detail)).toEqual(["ZIP"]);
  });

  it("refuses without a session", async () => {
    expect((await server.client().get("/api/dossier/export.zip")).status).toBe(401);
  });
});
