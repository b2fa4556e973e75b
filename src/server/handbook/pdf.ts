/**
 * The handbook model as a PDF (A4), with pdfmake: a pure-JavaScript layout engine on top of
 * pdfkit that does tables (header row repeated after a page break), a table of contents with page
 * numbers, and 'Pagina X van Y' footers itself. The font is Roboto as shipped inside pdfmake
 * (Apache 2.0), embedded (subset) so Dutch diacritics show everywhere. pdfmake is loaded on the
 * first export, not at start-up.
 */
import path from "node:path";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { lazyRequire } from "../lazy-require";
import { handbookText, type Handbook, type HandbookBlock } from "../../shared/handbook";

type PdfMake = {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(fn: (url: string) => boolean): void;
  setLocalAccessPolicy(fn: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};

let pdfmake: PdfMake | undefined;

function loadPdfMake(): PdfMake {
  if (pdfmake) return pdfmake;
  const loaded = lazyRequire("pdfmake") as PdfMake;
  const fontDir = path.join(path.dirname(lazyRequire.resolve("pdfmake/package.json")), "fonts", "Roboto");
  loaded.setFonts({
    Roboto: {
      normal: path.join(fontDir, "Roboto-Regular.ttf"),
      bold: path.join(fontDir, "Roboto-Medium.ttf"),
      italics: path.join(fontDir, "Roboto-Italic.ttf"),
      bolditalics: path.join(fontDir, "Roboto-MediumItalic.ttf"),
    },
  });
  // The handbook is our own text: nothing is fetched, only the font files are read.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
  pdfmake = loaded;
  return loaded;
}

const muted = "#5f6368";

function block(b: HandbookBlock): Content {
  switch (b.kind) {
    case "paragraph":
      return { text: b.text, margin: [0, 0, 0, 8] };
    case "list":
      return { ul: b.items, margin: [0, 0, 0, 8] };
    case "subheading":
      return { text: b.text, style: "h3" };
    case "empty":
      return { text: handbookText.empty, italics: true, color: muted, margin: [0, 0, 0, 8] };
    case "table":
      return {
        table: {
          headerRows: 1,
          widths: b.columns.map(() => "*"),
          body: [b.columns.map((c) => ({ text: c, bold: true, fillColor: "#eef1f4" })), ...b.rows],
        },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0.5,
          hLineColor: () => "#b8bec6",
          vLineColor: () => "#b8bec6",
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
        fontSize: 9.5,
        margin: [0, 0, 0, 10],
      };
  }
}

export function handbookPdfDefinition(handbook: Handbook): TDocumentDefinitions {
  const { titlePage } = handbook;
  const title: Content[] = [
    { text: titlePage.organisation, fontSize: 16, color: muted, margin: [0, 200, 0, 8] },
    { text: titlePage.title, fontSize: 32, bold: true, margin: [0, 0, 0, 24] },
    { text: `${handbookText.date}: ${titlePage.date}` },
    { text: `${handbookText.version}: ${titlePage.version ?? handbookText.noChanges}` },
  ];
  const contents: Content = {
    toc: { title: { text: handbookText.contents, style: "h1" } },
    pageBreak: "before",
  };
  const chapters: Content[] = handbook.chapters.map((chapter) => [
    {
      text: `${chapter.number}. ${chapter.title}`,
      style: "h1",
      tocItem: true,
      id: chapter.id,
      pageBreak: "before",
    },
    ...chapter.sections.map((section): Content[] => [
      ...(section.title ? [{ text: section.title, style: "h2" } as Content] : []),
      ...section.blocks.map(block),
    ]),
  ]);
  return {
    pageSize: "A4",
    pageMargins: [56, 64, 56, 56],
    info: { title: `${titlePage.title} ${titlePage.organisation}`, author: titlePage.organisation },
    header: (page) =>
      page === 1
        ? null
        : { text: titlePage.organisation, fontSize: 9, color: muted, margin: [56, 28, 56, 0], alignment: "left" },
    footer: (page, pages) => ({
      text: handbookText.page(page, pages),
      fontSize: 9,
      color: muted,
      alignment: "right",
      margin: [56, 16, 56, 0],
    }),
    content: [...title, contents, ...chapters],
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 6] },
      h3: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
    },
    defaultStyle: { font: "Roboto", fontSize: 10.5, lineHeight: 1.2 },
  };
}

/** The handbook as PDF bytes (also for the ZIP export). */
export async function renderHandbookPdf(handbook: Handbook): Promise<Buffer> {
  return loadPdfMake().createPdf(handbookPdfDefinition(handbook)).getBuffer();
}
