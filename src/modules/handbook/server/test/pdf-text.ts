/** A PDF's text read back with pdf.js, for the tests of the PDF exports (handbook, auditdossier). */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page, words separated by single spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    // A wrapped line (a table cell) reads as one space, like the space between words.
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? " " : "") : ""))
        .join("")
        .replace(/\s+/g, " "),
    );
  }
  await pdf.destroy();
  return pages;
}

export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join(" ").replace(/\s+/g, " ");
