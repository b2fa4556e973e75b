/**
 * The handbook PDF and the auditdossier PDF are tagged PDFs, on the real server: marked, a
 * structure tree in Dutch with headings, paragraphs, lists and tables (header cells as TH), the
 * page headers and page numbers as artifacts. Read from the PDF's object dictionaries (pdfkit
 * writes them uncompressed) and from the structure tree as pdf.js gives it to a reader.
 */
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { download, makeOrganisation, save } from "@modules/dossier/server/test/helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The page content (the compressed streams, inflated, white space as single spaces): where the marked content is. */
function pageContent(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const pdf = buffer.toString("latin1");
  const out: string[] = [];
  for (const m of pdf.matchAll(/\/Filter \/FlateDecode\s*>>\s*stream\n/g)) {
    const start = m.index + m[0].length;
    const end = pdf.indexOf("\nendstream", start);
    try {
      out.push(inflateSync(buffer.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a content stream (a font program with its own framing): nothing to read here.
    }
  }
  return out.join(" ").replace(/\s+/g, " ");
}

/** Whether `text` (a PDF's text, thousands of lines) has `pattern`; a failure names the pattern, not the PDF. */
function expectIn(text: string, pattern: string | RegExp) {
  const found = typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
  expect(found, String(pattern)).toBe(true);
}

/** The structure types (/S) used in the PDF, each once. */
const structureTypes = (pdf: string) => new Set([...pdf.matchAll(/\/S \/(\w+)/g)].map((m) => m[1]));

function expectTagged(bytes: Uint8Array) {
  const pdf = Buffer.from(bytes).toString("latin1");
  expectIn(pdf, /\/MarkInfo \d+ 0 R/);
  expectIn(pdf, /\/Marked true/);
  expectIn(pdf, /\/StructTreeRoot \d+ 0 R/);
  expectIn(pdf, "/Type /StructTreeRoot");
  expectIn(pdf, "/Lang (nl-NL)");
  expectIn(pdf, "/DisplayDocTitle true");
  // Every page reads in structure order.
  expectIn(pdf, "/Tabs /S");
  const types = structureTypes(pdf);
  for (const type of ["Document", "Sect", "H1", "H2", "P", "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD"])
    expect(types, type).toContain(type);
  // The contents: entries that link to their chapter, the link annotation in the structure.
  for (const type of ["TOC", "TOCI", "Link"]) expect(types, type).toContain(type);
  expectIn(pdf, /\/Type \/OBJR/);
  // Header cells say what they head.
  expectIn(pdf, /\/Scope \/Column/);
  return pdf;
}

/** The roles of a page's structure tree in reading order, as pdf.js gives them to a reader. */
async function roles(bytes: Uint8Array, pageNumber: number): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const tree = await (await doc.getPage(pageNumber)).getStructTree();
  await doc.destroy();
  const out: string[] = [];
  const walk = (node: { role?: string; children?: unknown[] }) => {
    if (node.role) out.push(node.role);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return out;
}

describe("tagged PDFs", () => {
  it("the handbook PDF: structure, language and artifacts", async () => {
    const owner = await makeOrganisation(server, "tag-a");
    await save(owner, "signalen", [
      { id: "r1", datum: "2026-02-03", afwijking: "Dossier niet bijgewerkt", correctie: "Geüpdatet" },
    ]);
    const { res, bytes } = await download(owner, "/api/handbook/export.pdf");
    expect(res.status).toBe(200);
    expectTagged(bytes);
    const content = pageContent(bytes);
    // The page header and 'Pagina X van Y' are pagination artifacts, not content.
    expectIn(content, "/Artifact << /Type /Pagination /Attached [/Bottom] >> BDC");
    expectIn(content, "/Artifact << /Type /Pagination /Attached [/Top] >> BDC");
    // Headings and paragraphs are marked content of their structure elements.
    expectIn(content, /\/H1 << \/MCID \d+ >> BDC/);
    expectIn(content, /\/P << \/MCID \d+ >> BDC/);
    // The cover reads organisation, then title; the contents page its heading, then the entries.
    expect((await roles(bytes, 1)).slice(0, 4)).toEqual(["Root", "Document", "P", "H1"]);
    expect((await roles(bytes, 2)).slice(0, 6)).toEqual(["Root", "Document", "H1", "TOC", "TOCI", "Link"]);
  });

  it("the auditdossier PDF: structure, language and artifacts", async () => {
    const owner = await makeOrganisation(server, "tag-b");
    const { res, bytes } = await download(owner, "/api/dossier/export.pdf");
    expect(res.status).toBe(200);
    expectTagged(bytes);
    expectIn(pageContent(bytes), "/Artifact << /Type /Pagination /Attached [/Bottom] >> BDC");
  });

  it("a table row continued on the next page stays one row of cells", async () => {
    const owner = await makeOrganisation(server, "tag-c");
    const long = `${"Een lange evaluatie met één zin die zich herhaalt. ".repeat(400)}SLOTWOORD`;
    await save(owner, "inkoop", [{ id: "r1", leverancier: "Leverancier Één", evaluatie: long }]);
    const { bytes } = await download(owner, "/api/handbook/export.pdf");
    const pdf = expectTagged(bytes);
    // A cell's text on two pages: its structure element points at content on another page.
    expectIn(pdf, "/Type /MCR");
    // The header row repeated on the next page is drawn, but read once (an artifact).
    expectIn(pageContent(bytes), "/Artifact << /Type /Pagination >> BDC");
  });
});
