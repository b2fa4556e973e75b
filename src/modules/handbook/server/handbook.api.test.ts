/**
 * The handbook API on the real server: the model for the view, the PDF (text read back with
 * pdf.js) and the .docx (its XML read back from the ZIP), isolation between organisations, every
 * role may export, and exporting works after the trial.
 */
import { roles } from "@core/shared/permissions";
import { describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TestClient } from "../../../server/test/harness";
import { useBillingServer, organisationIdOf } from "@modules/billing/server/test/helpers";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { pdfPages, pdfText } from "./test/pdf-text";

const ctx = useBillingServer();

const put = async (c: TestClient, name: string, value: unknown) => {
  const res = await c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision: 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** An organisation with a name, a text with a list, a table with a date and a document. */
async function filledOrganisation(tag: string) {
  const owner = await ctx.server.user();
  expect((await owner.patch("/api/organisation", { name: `Zorgpraktijk Eëntje ${tag}` })).status).toBe(200);
  await put(
    owner,
    "missie-en-visie",
    `Wij bieden cliënten ${tag} een veilige plek.\n\n- Naïeve vragen mogen\n- Eén aanspreekpunt`,
  );
  await put(owner, "signalen", [
    { id: "r1", datum: "2026-02-03", afwijking: `Dossier ${tag} niet bijgewerkt`, correctie: "Geüpdatet" },
  ]);
  await tusUpload(owner, Buffer.from("notulen"), meta(`Teamoverleg ${tag}.pdf`, "notulen"));
  return owner;
}

async function download(c: TestClient, path: string) {
  const res = await c.fetch(path);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("the handbook", () => {
  it("answers the model of the member's own organisation, every topic in it", async () => {
    const owner = await filledOrganisation("Alfa");
    const res = await owner.get("/api/handbook");
    expect(res.status).toBe(200);
    const handbook = res.body;
    expect(handbook.titlePage).toMatchObject({ organisation: "Zorgpraktijk Eëntje Alfa", title: "Kwaliteitshandboek" });
    expect(handbook.titlePage.version).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const mission = handbook.chapters.find((c: { id: string }) => c.id === "missie-en-visie");
    expect(mission.sections[0].blocks).toEqual([
      { kind: "paragraph", text: "Wij bieden cliënten Alfa een veilige plek." },
      { kind: "list", items: ["Naïeve vragen mogen", "Eén aanspreekpunt"] },
    ]);
    const signals = handbook.chapters.find((c: { id: string }) => c.id === "signalen");
    expect(signals.sections[0].blocks[0].rows[0]).toEqual([
      "03-02-2026",
      "Dossier Alfa niet bijgewerkt",
      "Geüpdatet",
      "",
      "",
    ]);
    const documents = handbook.chapters.find((c: { id: string }) => c.id === "documenten");
    expect(documents.sections[2].blocks[0].rows[0][0]).toBe("Teamoverleg Alfa.pdf");
    const empty = handbook.chapters.find((c: { id: string }) => c.id === "doelgroep");
    expect(empty.sections[0].blocks).toEqual([{ kind: "empty" }]);
  });

  it("exports a valid A4 PDF with the texts, table cells, diacritics and page numbers", async () => {
    const owner = await filledOrganisation("Bravo");
    await filledOrganisation("Charlie");
    const { res, bytes } = await download(owner, "/api/handbook/export.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Kwaliteitshandboek Zorgpraktijk Eentje Bravo \d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Kwaliteitshandboek%20Zorgpraktijk%20E%C3%ABntje%20Bravo%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    // The font is embedded (a TrueType subset), not one of the viewer's standard fonts.
    expect(Buffer.from(bytes).toString("latin1")).toContain("/FontFile2");
    const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
    const { view } = await pdf.getPage(1);
    expect(view.map(Math.round)).toEqual([0, 0, 595, 842]);
    await pdf.destroy();
    const text = await pdfText(bytes);
    for (const expected of [
      "Kwaliteitshandboek",
      "Inhoudsopgave",
      "Wij bieden cliënten Bravo een veilige plek.",
      "Naïeve vragen mogen",
      "Eén aanspreekpunt",
      "Dossier Bravo niet bijgewerkt",
      "Geüpdatet",
      "03-02-2026",
      "Teamoverleg Bravo.pdf",
      "Nog niet ingevuld",
      "Pagina 1 van",
      "1. Missie en visie",
    ])
      expect(text).toContain(expected);
    // Another organisation's texts never appear.
    expect(text).not.toContain("Charlie");
  });

  it("numbers every page 'Pagina X van Y' with the true count, and the contents point at each chapter's page", async () => {
    const owner = await filledOrganisation("Delta");
    const long = `${"Een lange evaluatie met één zin die zich herhaalt. ".repeat(300)}`;
    await put(owner, "inkoop", [{ id: "r1", leverancier: "Leverancier", evaluatie: long }]);
    const pages = await pdfPages((await download(owner, "/api/handbook/export.pdf")).bytes);
    pages.forEach((text, i) => expect(text).toContain(`Pagina ${i + 1} van ${pages.length}`));
    const contents = pages[1]!;
    expect(contents).toContain("Inhoudsopgave");
    const { topics } = await import("@norm/catalogue");
    for (const [i, topic] of topics.entries()) {
      const title = `${i + 1}. ${topic.title}`;
      const listed = new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\d+)`).exec(contents);
      expect(listed, title).not.toBeNull();
      // The chapter's heading is on the page the contents give (after the header line).
      expect(pages[Number(listed![1]) - 1], title).toContain(title);
    }
  });

  it("continues a table row taller than a page on the next page, without losing text", async () => {
    const owner = await ctx.server.user();
    const long = `${"Een lange evaluatie met één zin die zich herhaalt. ".repeat(400)}SLOTWOORD`;
    await put(owner, "inkoop", [{ id: "r1", leverancier: "Leverancier Één", evaluatie: long }]);
    const { res, bytes } = await download(owner, "/api/handbook/export.pdf");
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain("Leverancier Één");
    expect(text).toContain("SLOTWOORD");
    // Every sentence is there (one may be split by a page's header and footer, its words are not).
    expect(text.split("herhaalt.").length - 1).toBe(400);
    expect(text.split("Een lange").length - 1).toBe(400);
  });

  it("exports a .docx with Word headings, real tables and the texts", async () => {
    const owner = await filledOrganisation("Delta");
    await filledOrganisation("Echo");
    const { res, bytes } = await download(owner, "/api/handbook/export.docx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(res.headers.get("content-disposition")).toMatch(
      /filename\*=UTF-8''Kwaliteitshandboek%20Zorgpraktijk%20E%C3%ABntje%20Delta%20\d{4}-\d{2}-\d{2}\.docx$/,
    );
    expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("PK\u0003\u0004");
    const files = unzipSync(bytes);
    const xml = strFromU8(files["word/document.xml"]!);
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("<w:tblHeader");
    for (const expected of [
      "1. Missie en visie",
      "Wij bieden cliënten Delta een veilige plek.",
      "Naïeve vragen mogen",
      "Dossier Delta niet bijgewerkt",
      "Geüpdatet",
      "03-02-2026",
      "Teamoverleg Delta.pdf",
      "Nog niet ingevuld",
    ])
      expect(xml).toContain(expected);
    expect(xml).not.toContain("Echo");
    const headers = Object.keys(files).filter((f) => /^word\/header\d*\.xml$/.test(f));
    expect(headers.map((f) => strFromU8(files[f]!)).join()).toContain("Zorgpraktijk Eëntje Delta");
  });

  it.each(roles)("lets a %s read and export the handbook", async (role) => {
    const owner = await filledOrganisation(`Foxtrot-${role}`);
    const member = role === "owner" ? owner : await ctx.server.member(owner, role);
    expect((await member.get("/api/handbook")).body.titlePage.organisation).toBe(`Zorgpraktijk Eëntje Foxtrot-${role}`);
    for (const ext of ["pdf", "docx"])
      expect((await download(member, `/api/handbook/export.${ext}`)).res.status).toBe(200);
  });

  it("exports after the trial, when editing is locked", async () => {
    const owner = await filledOrganisation("Golf");
    await ctx.server.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where("id", "=", await organisationIdOf(owner))
      .execute();
    expect((await owner.put("/api/kms/values/doelgroep", { value: "Jongeren", baseRevision: 0 })).status).toBe(402);
    const { res, bytes } = await download(owner, "/api/handbook/export.pdf");
    expect(res.status).toBe(200);
    expect(await pdfText(bytes)).toContain("Dossier Golf niet bijgewerkt");
    expect((await download(owner, "/api/handbook/export.docx")).res.status).toBe(200);
  });

  it("refuses without a session", async () => {
    for (const path of ["/api/handbook", "/api/handbook/export.pdf", "/api/handbook/export.docx"])
      expect((await ctx.server.client().get(path)).status).toBe(401);
  });
});
