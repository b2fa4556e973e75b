/**
 * The handbook model as a Word document, with the docx package: chapters in Word's Heading1 and
 * sections in Heading2 (so the navigation pane and the table of contents field work), real Word
 * tables with a repeating header row, bullet lists, the organisation in the header and
 * 'Pagina X van Y' in the footer. docx is loaded on the first export, not at start-up.
 */
import type * as Docx from "docx";
import { lazyRequire } from "@core/server/lazy-require";
import { handbookText } from "../messages";
import { type Handbook, type HandbookBlock } from "../model";
import { parsePlainText } from "@norm/plain-text";

let docx: typeof Docx | undefined;
const loadDocx = () => (docx ??= lazyRequire("docx") as typeof Docx);

const muted = "5F6368";

/** Plain-text lines as runs separated by line breaks. */
function runs(d: typeof Docx, text: string, options: Omit<Docx.IRunOptions, "text" | "break"> = {}) {
  return text.split("\n").map((line, i) => new d.TextRun({ ...options, text: line, break: i > 0 ? 1 : undefined }));
}

function blocks(d: typeof Docx, b: HandbookBlock): (Docx.Paragraph | Docx.Table)[] {
  switch (b.kind) {
    case "paragraph":
      return [new d.Paragraph({ children: runs(d, b.text) })];
    case "list":
      return b.items.map((item) => new d.Paragraph({ children: runs(d, item), bullet: { level: 0 } }));
    case "subheading":
      return [new d.Paragraph({ text: b.text, heading: d.HeadingLevel.HEADING_3 })];
    case "empty":
      return [
        new d.Paragraph({ children: [new d.TextRun({ text: handbookText.empty, italics: true, color: muted })] }),
      ];
    case "table": {
      const cell = (text: string, header = false) =>
        new d.TableCell({
          children: [new d.Paragraph({ children: runs(d, text, { bold: header }) })],
          shading: header ? { type: d.ShadingType.CLEAR, fill: "EEF1F4", color: "auto" } : undefined,
        });
      return [
        new d.Table({
          width: { size: 100, type: d.WidthType.PERCENTAGE },
          rows: [
            new d.TableRow({ tableHeader: true, children: b.columns.map((c) => cell(c, true)) }),
            ...b.rows.map((row) => new d.TableRow({ children: row.map((c) => cell(c)) })),
          ],
        }),
        new d.Paragraph({}),
      ];
    }
  }
}

export function handbookDocument(handbook: Handbook): Docx.Document {
  const d = loadDocx();
  const { titlePage } = handbook;
  const body = handbook.chapters.flatMap((chapter) => [
    new d.Paragraph({
      text: `${chapter.number}. ${chapter.title}`,
      heading: d.HeadingLevel.HEADING_1,
      pageBreakBefore: true,
    }),
    ...chapter.sections.flatMap((section) => [
      ...(section.title ? [new d.Paragraph({ text: section.title, heading: d.HeadingLevel.HEADING_2 })] : []),
      ...section.blocks.flatMap((b) => blocks(d, b)),
    ]),
  ]);
  return new d.Document({
    creator: "Normwijs",
    title: `${titlePage.title} ${titlePage.organisation}`.trim(),
    // Word fills in the table of contents field when the document opens.
    features: { updateFields: true },
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        properties: {
          page: { size: { width: d.convertMillimetersToTwip(210), height: d.convertMillimetersToTwip(297) } },
        },
        headers: {
          default: new d.Header({
            children: [new d.Paragraph({ children: [new d.TextRun({ text: titlePage.organisation, color: muted })] })],
          }),
        },
        footers: {
          default: new d.Footer({
            children: [
              new d.Paragraph({
                alignment: d.AlignmentType.RIGHT,
                children: [
                  new d.TextRun({
                    children: [
                      `${handbookText.pageFields[0]} `,
                      d.PageNumber.CURRENT,
                      ` ${handbookText.pageFields[1]} `,
                      d.PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new d.Paragraph({ children: [new d.TextRun({ text: titlePage.organisation, size: 32, color: muted })] }),
          new d.Paragraph({ text: titlePage.title, heading: d.HeadingLevel.TITLE }),
          new d.Paragraph({ text: `${handbookText.date}: ${titlePage.date}` }),
          new d.Paragraph({ text: `${handbookText.version}: ${titlePage.version ?? handbookText.noChanges}` }),
          // Not a heading: the contents do not list themselves.
          new d.Paragraph({
            children: [new d.TextRun({ text: handbookText.contents, bold: true, size: 32 })],
            pageBreakBefore: true,
          }),
          new d.TableOfContents(handbookText.contents, { hyperlink: true, headingStyleRange: "1-2" }),
          ...body,
        ],
      },
    ],
  });
}

/** The handbook as .docx bytes (also for the ZIP export). */
export async function renderHandbookDocx(handbook: Handbook): Promise<Buffer> {
  return loadDocx().Packer.toBuffer(handbookDocument(handbook));
}

/**
 * One part of an imported Word handbook as a Word file of its own ('Bewaren als document'): its
 * heading, then its text drawn as the handbook draws a text (paragraphs, bullet lists, tables).
 */
export async function renderTextDocx(heading: string, text: string): Promise<Buffer> {
  const d = loadDocx();
  const document = new d.Document({
    creator: "Normwijs",
    title: heading,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        children: [
          ...(heading ? [new d.Paragraph({ text: heading, heading: d.HeadingLevel.HEADING_1 })] : []),
          ...parsePlainText(text).flatMap((b) => blocks(d, b)),
        ],
      },
    ],
  });
  return d.Packer.toBuffer(document);
}
