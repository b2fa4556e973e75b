/**
 * The print model (modules/handbook/model.ts: the handbook, the auditdossier) as a PDF (A4), drawn with
 * pdfkit: pure JavaScript, well kept, streams its output, and embeds (subsets) any TrueType/WOFF
 * font (Roboto, fonts.ts), so Dutch diacritics show in every viewer. pdfkit lays out text itself; the
 * tables (header row repeated on a new page, a row too tall for the rest of the page continued on
 * the next) and the table of contents (filled in once the chapters' pages are known) are drawn
 * here. pdfmake, which does all that declaratively, was tried first: 3 s of CPU and +240 MB for the
 * benchmark handbook, against well under a second here. pdfkit is loaded on the first export.
 * Pages are written chapter by chapter rather than kept until the end (about 35 MB less at the
 * peak for the benchmark handbook); that takes a first pass to count the pages.
 * The PDF is tagged (pdfkit's structure API): headings H1–H3, paragraphs P, lists L/LI/Lbl/LBody,
 * tables Table/TR/TH/TD, the contents TOC/TOCI/Link, in reading order, under one Document element;
 * page headers, page numbers, table rules and a table header repeated on a new page are artifacts.
 * So a screen reader reads it, in Dutch (nl-NL), and an accessibility checker (PDF/UA) can follow it.
 */
import type PDFKit from "pdfkit";
import { lazyRequire } from "@core/server/lazy-require";
import { handbookPrint } from "./build";
import { handbookText } from "../messages";
import { type Handbook, type HandbookBlock, type PrintModel } from "../model";
import { fonts } from "./fonts";

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
/** Where drawn content goes in the structure tree; null in the counting pass, which tags nothing. */
type Parent = Struct | null;
/** pdfkit takes a table cell's scope (TH), though its types do not list it. */
type StructOptions = PDFKit.Mixins.StructureElementOptions & { scope?: "Row" | "Column" };

const A4 = { width: 595.28, height: 841.89 };
const margin = { top: 64, bottom: 56, left: 56, right: 56 };
const contentWidth = A4.width - margin.left - margin.right;
const colour = { text: "#1f2328", muted: "#5f6368", rule: "#b8bec6", headerFill: "#eef1f4", link: "#0b5c66" };
const size = { body: 10.5, table: 9.5, small: 9, h1: 18, h2: 13, h3: 11 };
const cellPadding = 4;
const lineGap = 2;

/** The bottom of the writable area of a page. */
const pageBottom = (doc: Doc) => doc.page.height - margin.bottom;

/** A structure element (a container: Sect, L, LI, Table, TR, ...) added to `parent`; end it when done. */
function open(doc: Doc, parent: Parent, type: string, options: StructOptions = {}): Parent {
  if (!parent) return null;
  const element = doc.struct(type, options);
  parent.add(element);
  return element;
}

/**
 * A structure element whose content is what `draw` puts on the page (marked content, continued
 * on the next page if the text runs over), added to `parent`. Never add a page inside `draw`.
 */
function tag(doc: Doc, parent: Parent, type: string, draw: () => void, options: StructOptions = {}) {
  if (parent) parent.add(doc.struct(type, options, draw));
  else draw();
}

/** More content for an element made by `open` (a table cell continued on the next page). */
function addTo(element: Parent, draw: () => void) {
  if (element) element.add(draw);
  else draw();
}

/** What `draw` puts on the page is no content: a page header, a page number, a rule. */
function artifact(doc: Doc, draw: () => void, type: "Pagination" | "Layout" = "Layout", attached?: string[]) {
  doc.markContent("Artifact", attached ? { type, attached } : { type });
  draw();
  doc.endMarkedContent();
}

function heading(doc: Doc, parent: Parent, text: string, level: 1 | 2 | 3) {
  const fontSize = level === 1 ? size.h1 : level === 2 ? size.h2 : size.h3;
  // Keep a heading with at least a few lines of what follows.
  if (doc.y + fontSize + 4 * size.body > pageBottom(doc)) doc.addPage();
  if (level > 1) doc.moveDown(0.4);
  tag(doc, parent, `H${level}`, () =>
    doc.font("bold").fontSize(fontSize).fillColor(colour.text).text(text, margin.left, doc.y, { width: contentWidth }),
  );
  doc.moveDown(level === 1 ? 0.6 : 0.3);
}

function paragraph(doc: Doc, parent: Parent, text: string) {
  doc.font("regular").fontSize(size.body).fillColor(colour.text);
  tag(doc, parent, "P", () => doc.text(text, margin.left, doc.y, { width: contentWidth, lineGap }));
  doc.moveDown(0.5);
}

function list(doc: Doc, parent: Parent, items: string[]) {
  doc.font("regular").fontSize(size.body).fillColor(colour.text);
  const l = open(doc, parent, "L");
  for (const item of items) {
    if (doc.y + size.body * 1.5 > pageBottom(doc)) doc.addPage();
    const y = doc.y;
    const li = open(doc, l, "LI");
    tag(doc, li, "Lbl", () => doc.text("•", margin.left + 6, y, { lineBreak: false }));
    tag(doc, li, "LBody", () => doc.text(item, margin.left + 18, y, { width: contentWidth - 18, lineGap }));
    li?.end();
  }
  l?.end();
  doc.moveDown(0.5);
}

/** Splits text so the first part fits in `maxHeight` at `width` (whole words); the rest goes on. */
function splitToFit(doc: Doc, text: string, width: number, maxHeight: number): [string, string] {
  const opts = { width, lineGap };
  if (doc.heightOfString(text, opts) <= maxHeight) return [text, ""];
  const words = text.split(/(?<=\s)/);
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.heightOfString(words.slice(0, mid).join(""), opts) <= maxHeight) lo = mid;
    else hi = mid - 1;
  }
  return [words.slice(0, lo).join("").trimEnd(), words.slice(lo).join("")];
}

/**
 * A table: as a grid while every word fits its column, else (a wide register on portrait A4) one
 * block per row, each filled-in cell as 'column | value', so that no word and no date is ever
 * broken in the middle ('Omsch/rijving', '10-11-2/026').
 */
function table(doc: Doc, parent: Parent, columns: string[], rows: string[][]) {
  const width = contentWidth / columns.length;
  if (wordsFit(doc, columns, rows, width - 2 * cellPadding)) {
    grid(
      doc,
      parent,
      columns.map(() => width),
      columns,
      rows,
    );
    return;
  }
  const label = Math.min(170, Math.max(...columns.map((c) => widest(doc, c, "bold"))) + 2 * cellPadding);
  for (const row of rows) {
    const pairs = columns.flatMap((c, i) => (row[i]?.trim() ? [[c, row[i]!]] : []));
    if (pairs.length) grid(doc, parent, [label, contentWidth - label], null, pairs, true);
    else doc.moveDown(0.3);
  }
}

/** The widest single word of a text (a date is one word) at the table's size. */
function widest(doc: Doc, text: string, font: "bold" | "regular"): number {
  doc.font(font).fontSize(size.table);
  let max = 0;
  for (const word of text.split(/\s+/)) if (word) max = Math.max(max, doc.widthOfString(word));
  return max;
}

/** Whether every word of the header and the cells fits a column of `textWidth` (wide tables only). */
function wordsFit(doc: Doc, columns: string[], rows: string[][], textWidth: number): boolean {
  if (columns.length < 4) return true;
  if (columns.some((c) => widest(doc, c, "bold") > textWidth)) return false;
  return rows.every((row) => row.every((cell) => widest(doc, cell, "regular") <= textWidth));
}

/**
 * Rows of cells in columns of the given widths, as a Table; the header (if any) repeats on a new
 * page (an artifact there: it is read once). With `boldFirst` the first cell of a row is its header.
 */
function grid(
  doc: Doc,
  parent: Parent,
  widths: number[],
  header: string[] | null,
  rows: string[][],
  boldFirst = false,
) {
  const left = widths.map((_, i) => margin.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const fontOf = (bold: boolean, i: number) => (bold || (boldFirst && i === 0) ? "bold" : "regular");
  const rowHeight = (cells: string[], bold = false) =>
    Math.max(
      ...cells.map((c, i) => {
        doc.font(fontOf(bold, i)).fontSize(size.table);
        return doc.heightOfString(c || " ", { width: widths[i]! - 2 * cellPadding, lineGap });
      }),
    ) +
    2 * cellPadding;

  /** Draws a row; each cell's text goes into `tags[i]`, or the whole row is an artifact without `tags`. */
  const drawRow = (cells: string[], height: number, bold: boolean, tags: Parent[] | null) => {
    const y = doc.y;
    const fill = () => {
      if (bold) doc.rect(margin.left, y, contentWidth, height).fill(colour.headerFill);
    };
    const text = (i: number) =>
      doc
        .font(fontOf(bold, i))
        .fontSize(size.table)
        .fillColor(colour.text)
        .text(cells[i]!, left[i]! + cellPadding, y + cellPadding, { width: widths[i]! - 2 * cellPadding, lineGap });
    const rules = () => {
      doc.lineWidth(0.5).strokeColor(colour.rule);
      for (let i = 0; i < cells.length; i++) doc.rect(left[i]!, y, widths[i]!, height).stroke();
    };
    if (tags) {
      if (bold) artifact(doc, fill);
      cells.forEach((_, i) => addTo(tags[i]!, () => text(i)));
      artifact(doc, rules);
    } else {
      artifact(
        doc,
        () => {
          fill();
          cells.forEach((_, i) => text(i));
          rules();
        },
        "Pagination",
      );
    }
    doc.y = y + height;
  };
  /** A TR of TH or TD cells (open, for a row continued on the next page). */
  const tableRow = (cells: string[], isHeader: boolean) => {
    const tr = open(doc, tableStruct, "TR");
    const tags = cells.map((_, i) =>
      isHeader
        ? open(doc, tr, "TH", { scope: "Column" })
        : boldFirst && i === 0
          ? open(doc, tr, "TH", { scope: "Row" })
          : open(doc, tr, "TD"),
    );
    return { tags, end: () => tr?.end() };
  };
  const headerHeight = header ? rowHeight(header, true) : 0;
  const drawHeader = (first = false) => {
    if (!header) return;
    if (!first) return drawRow(header, headerHeight, true, null);
    const tr = tableRow(header, true);
    drawRow(header, headerHeight, true, tr.tags);
    tr.end();
  };

  if (doc.y + headerHeight + rowHeight(rows[0] ?? []) > pageBottom(doc)) doc.addPage();
  const tableStruct = open(doc, parent, "Table");
  drawHeader(true);
  for (const row of rows) {
    let cells = row;
    const tr = tableRow(row, false);
    for (;;) {
      const height = rowHeight(cells);
      if (doc.y + height <= pageBottom(doc)) {
        drawRow(cells, height, false, tr.tags);
        break;
      }
      const room = pageBottom(doc) - doc.y - 2 * cellPadding;
      // A row taller than the rest of the page: what fits here, the rest on the next page.
      if (height > pageBottom(doc) - margin.top - headerHeight && room > 3 * size.table * 1.4) {
        const parts = cells.map((c, i) => {
          doc.font(fontOf(false, i)).fontSize(size.table);
          return splitToFit(doc, c, widths[i]! - 2 * cellPadding, room);
        });
        const head = parts.map((p) => p[0]);
        if (head.every((h) => h === "")) {
          // Not even one word fits (a word longer than a page): draw it whole rather than loop.
          drawRow(cells, height, false, tr.tags);
          break;
        }
        drawRow(head, rowHeight(head), false, tr.tags);
        cells = parts.map((p) => p[1]);
      }
      doc.addPage();
      drawHeader();
    }
    tr.end();
  }
  tableStruct?.end();
  doc.x = margin.left;
  doc.moveDown(0.8);
}

function block(doc: Doc, parent: Parent, b: HandbookBlock) {
  switch (b.kind) {
    case "paragraph":
      return paragraph(doc, parent, b.text);
    case "list":
      return list(doc, parent, b.items);
    case "subheading":
      return heading(doc, parent, b.text, 3);
    case "empty":
      doc.font("italic").fontSize(size.body).fillColor(colour.muted);
      tag(doc, parent, "P", () => doc.text(handbookText.empty, margin.left, doc.y, { width: contentWidth }));
      doc.moveDown(0.5);
      return;
    case "table":
      return table(doc, parent, b.columns, b.rows);
  }
}

/** Where each chapter starts and how many pages there are: known after a first, uncounted pass. */
type Layout = { pages: number; firstPages: Map<string, number> };

function newDocument(book: PrintModel, tagged: boolean): Doc {
  const PDFDocument = lazyRequire("pdfkit") as typeof PDFKit;
  const doc = new PDFDocument({
    size: "A4",
    margins: margin,
    // Buffered so that a chapter's pages get their header and page number before they go out;
    // they are flushed chapter by chapter, so a long document never sits in memory whole.
    bufferPages: true,
    // Tagged (structure, reading order, artifacts) for screen readers; tagged PDF is PDF 1.4+.
    tagged,
    pdfVersion: "1.7",
    lang: "nl-NL",
    displayTitle: true,
    info: {
      Title: `${book.title} ${book.organisation}`.trim(),
      Author: book.organisation,
      Creator: "Normwijs",
    },
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  return doc;
}

/** The table of contents, on its own page (it always fits one: a line per chapter). */
function contents(doc: Doc, parent: Parent, book: PrintModel, layout: Layout) {
  heading(doc, parent, handbookText.contents, 1);
  doc.font("regular").fontSize(size.body + 0.5);
  const toc = open(doc, parent, "TOC");
  for (const chapter of book.chapters) {
    const y = doc.y;
    const page = String(layout.firstPages.get(chapter.id) ?? "");
    const item = open(doc, toc, "TOCI");
    // A Link element holds the chapter's name, its page number and the link annotation (drawn
    // here rather than by text's goTo, which cannot put the annotation in the structure).
    const link = open(doc, item, "Link");
    addTo(link, () =>
      doc.fillColor(colour.link).text(chapter.heading, margin.left, y, { width: contentWidth - 40, lineBreak: false }),
    );
    const linkWidth = Math.min(doc.widthOfString(chapter.heading), contentWidth - 40);
    doc.goTo(margin.left, y, linkWidth, doc.currentLineHeight(), chapter.id, {
      structParent: link ?? undefined,
      // The annotation's text for a screen reader; a PDF string, not a name.
      Contents: new String(chapter.heading) as unknown as string,
    } as PDFKit.Mixins.AnnotationOption);
    addTo(link, () =>
      doc.fillColor(colour.text).text(page, margin.left, y, { width: contentWidth, align: "right", lineBreak: false }),
    );
    link?.end();
    item?.end();
    doc.y = y + (size.body + 0.5) * 1.9;
  }
  toc?.end();
}

/**
 * The header (not on the cover) and 'Pagina X van Y' on every buffered page, then those pages
 * go out. Written outside the margins, so the bottom margin is lifted while writing lest pdfkit
 * start a new page.
 */
function finishPages(doc: Doc, book: PrintModel, layout: Layout) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(size.small).fillColor(colour.muted);
    if (i > 0)
      artifact(
        doc,
        () => doc.text(book.organisation, margin.left, 30, { width: contentWidth, lineBreak: false, ellipsis: true }),
        "Pagination",
        ["Top"],
      );
    artifact(
      doc,
      () =>
        doc.text(handbookText.page(i + 1, layout.pages), margin.left, A4.height - 36, {
          width: contentWidth,
          align: "right",
          lineBreak: false,
        }),
      "Pagination",
      ["Bottom"],
    );
    doc.page.margins.bottom = margin.bottom;
  }
  doc.flushPages();
}

/**
 * Draws the document. Without `layout` it is the counting pass: no contents, headers or page
 * numbers (they do not move anything: the contents have a page of their own, and every chapter
 * starts on a new page), and it answers where each chapter starts and the page count.
 */
function draw(doc: Doc, book: PrintModel, layout?: Layout): Layout {
  const firstPages = new Map<string, number>();
  const pageNumber = () => {
    const { start, count } = doc.bufferedPageRange();
    return start + count;
  };
  // The structure tree: one Document element, the cover and contents in it, a Sect per chapter.
  // An element is written out as soon as it and its children are ended (a chapter's when the
  // chapter is done); only the page-to-element map (the parent tree) waits for the end.
  const root = layout ? doc.struct("Document") : null;
  if (root) doc.addStructure(root);

  doc.font("regular").fontSize(16).fillColor(colour.muted);
  tag(doc, root, "P", () => doc.text(book.organisation, margin.left, 260));
  doc.moveDown(0.3);
  doc.font("bold").fontSize(32).fillColor(colour.text);
  tag(doc, root, "H1", () => doc.text(book.title));
  doc.moveDown(1);
  doc.font("regular").fontSize(size.body);
  for (const line of book.coverLines) tag(doc, root, "P", () => doc.text(line));

  doc.addPage();
  if (layout) contents(doc, root, book, layout);

  for (const chapter of book.chapters) {
    if (layout) finishPages(doc, book, layout);
    else doc.flushPages();
    doc.addPage();
    firstPages.set(chapter.id, pageNumber());
    doc.addNamedDestination(chapter.id);
    doc.outline.addItem(chapter.heading);
    const sect = open(doc, root, "Sect");
    heading(doc, sect, chapter.heading, 1);
    for (const section of chapter.sections) {
      if (section.title) heading(doc, sect, section.title, 2);
      for (const b of section.blocks) block(doc, sect, b);
    }
    sect?.end();
  }
  root?.end();
  const counted = { pages: pageNumber(), firstPages };
  if (layout) finishPages(doc, book, layout);
  return counted;
}

/**
 * Draws the print model into a new pdfkit document; the caller ends it. Two passes: the first
 * counts the pages (its output is dropped), the second writes the contents and 'Pagina X van Y' as
 * it goes. `onData` gets the bytes as they are written, chapter by chapter, rather than all of them
 * from the stream's buffer once drawing is done.
 */
export function printPdfDocument(book: PrintModel, onData?: (chunk: Uint8Array) => void): Doc {
  const counting = newDocument(book, false);
  // Only where things land matters in this pass: nothing drawn is kept.
  (counting as unknown as { addContent(): Doc }).addContent = () => counting;
  counting.on("data", () => undefined);
  const layout = draw(counting, book);
  const doc = newDocument(book, true);
  if (onData) {
    doc.on("data", onData);
    // Take what pdfkit wrote on creation now: with the stream's buffer empty, what it writes while
    // drawing goes to `onData` at once instead of waiting in the buffer.
    while (doc.read() !== null);
  }
  draw(doc, book, layout);
  return doc;
}

/**
 * The print model as PDF bytes. pdfkit writes thousands of small pieces (a few per PDF object, and
 * a tagged PDF has an object per heading, paragraph and table cell); they are joined into parts of
 * 64 kB as they come, since each piece held on its own costs several times its size.
 */
export function renderPrintPdf(book: PrintModel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let pieces: Uint8Array[] = [];
    let size = 0;
    const doc = printPdfDocument(book, (chunk) => {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= 65_536) {
        parts.push(Buffer.concat(pieces));
        pieces = [];
        size = 0;
      }
    });
    doc.on("end", () => resolve(Buffer.concat([...parts, ...pieces])));
    doc.on("error", reject);
    doc.end();
  });
}

/** The handbook as PDF bytes (also for the ZIP export). */
export const renderHandbookPdf = (handbook: Handbook) => renderPrintPdf(handbookPrint(handbook));
