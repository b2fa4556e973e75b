/**
 * Reads an uploaded Word handbook into sections, never trusting the file. A .docx is a ZIP: it
 * passes the same checks as our ZIP import (transfer/zip-safety.ts: safe names, entry count,
 * declared sizes, ratio, inflated bytes held to the declared size). Old binary .doc files and
 * password-protected ones (both OLE containers), macro files and anything else are refused with a
 * Dutch explanation. Only the XML parts are inflated, each bounded; pictures are never read.
 * mammoth reads the document from those parts; text boxes are taken out first (they float beside
 * the text and are not taken over), and pictures, text boxes and comments are counted for the
 * summary.
 */
import { open } from "node:fs/promises";
import type { ZipFile } from "yauzl";
import { ApiError } from "@core/server/http/errors";
import { lazyRequire } from "@core/server/lazy-require";
import { openZip, readEntry, safeEntries } from "@modules/transfer/server";
import { hasUnsafeChars } from "@core/shared/text-rules";
import { handbookImportMessages as t } from "../messages";
import { type DocBlock, type DocSection, type ParsedHandbook } from "../model";

const refuse = (status: 400 | 413, code: "damaged" | "not_docx" | "old_doc" | "macros" | "zip_bomb", message: string) =>
  new ApiError(status, code, message);
const damaged = () => refuse(400, "damaged", t.damaged);
const tooComplex = () => refuse(413, "zip_bomb", t.tooComplex);
/** Within the ZIP's limits, but more elements than a handbook has. */
const tooManyElements = () => new ApiError(413, "too_complex", t.tooComplex);

/** A handbook of a thousand pages has a few hundred entries; Word never makes thousands. */
const maxEntries = 5_000;
/** What the entries may declare together (pictures included, which are never inflated). */
const maxDeclaredBytes = 1024 * 1024 * 1024;
/**
 * One XML part inflated. A 200-page handbook's document.xml is 2–4 MB; 16 MB is some 800 pages of
 * dense text. Beyond it a file is refused as soon as inflating passes the cap, in well under a second.
 */
export const maxPartBytes = 16 * 1024 * 1024;
/** All XML parts inflated together. */
export const maxXmlBytes = 24 * 1024 * 1024;
/** Paragraphs and tables in document.xml, counted before anything is built from them. */
export const maxParagraphs = 60_000;
export const maxTables = 1_000;
/** What the parse may hand on (kept in the draft, shown in the preview): parts and characters. */
export const maxSections = 2_000;
export const maxTextChars = 4_000_000;

const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipSignature = Buffer.from("PK");

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** The XML parts of a checked .docx, inflated within their limits. */
async function readParts(file: string): Promise<Map<string, string>> {
  const head = await firstBytes(file);
  if (head.length === 8 && head.equals(oleSignature)) throw refuse(400, "old_doc", t.oldDoc);
  if (!head.subarray(0, 2).equals(zipSignature)) throw refuse(400, "not_docx", t.notDocx);
  const zip: ZipFile = await openZip(file, damaged);
  try {
    const entries = await safeEntries(zip, {
      maxEntries,
      maxTotal: maxDeclaredBytes,
      maxOf: (entry) => (isXmlPart(entry.fileName) ? maxPartBytes : maxDeclaredBytes),
      tooManyEntries: tooComplex,
      bomb: tooComplex,
      damaged,
      allowFolders: true,
      // Two parts of one name, or a name outside the package: no writer of .docx makes that.
      duplicate: damaged,
      unsafe: damaged,
    });
    if (entries.has("word/vbaProject.bin")) throw refuse(400, "macros", t.macros);
    if (!entries.has("[Content_Types].xml") || !entries.has("_rels/.rels")) throw refuse(400, "not_docx", t.notDocx);
    const parts = new Map<string, string>();
    let total = 0;
    for (const [name, entry] of entries) {
      if (!isXmlPart(name)) continue;
      total += entry.uncompressedSize;
      if (total > maxXmlBytes) throw tooComplex();
      const chunks: Buffer[] = [];
      await readEntry(zip, entry, (c) => chunks.push(c), { bomb: tooComplex, damaged });
      parts.set(name, Buffer.concat(chunks).toString("utf8"));
    }
    if (/macroEnabled/i.test(parts.get("[Content_Types].xml")!)) throw refuse(400, "macros", t.macros);
    if (!/officeDocument"?\s/.test(parts.get("_rels/.rels")!) && !parts.has("word/document.xml")) {
      throw refuse(400, "not_docx", t.notDocx);
    }
    return parts;
  } finally {
    zip.close();
  }
}

/** How often a pattern occurs (global regex, counted without building an array of matches). */
function count(text: string | undefined, pattern: RegExp): number {
  if (!text) return 0;
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) n++;
  return n;
}

const openBox = "<w:txbxContent";
const closeBox = "</w:txbxContent>";

/**
 * document.xml without its text boxes (they float beside the text: their text is offered as a part
 * of its own, see textBoxTexts), and each box's XML, in one pass: each opening tag is matched with
 * its closing tag, nested boxes included, by scanning forward only. A box that is never closed runs
 * to the end. (A lazy regular expression over the raw XML was quadratic: a 2 KB file of unclosed
 * tags held the process for seconds.)
 */
export function splitTextBoxes(xml: string): { body: string; boxes: string[] } {
  const boxes: string[] = [];
  let out = "";
  let from = 0;
  // Each position is searched for once: the next opening and closing tag are remembered and only
  // looked for again once passed, so many opening tags before a far closing one stay linear.
  let nextOpen = indexOfTag(xml, openBox, 0);
  let nextClose = xml.indexOf(closeBox);
  while (nextOpen !== -1) {
    out += xml.slice(from, nextOpen);
    const boxStart = nextOpen;
    let depth = 0;
    let at = nextOpen;
    while (nextOpen !== -1 && nextOpen === at) {
      // An opening tag at the current position.
      depth++;
      at = nextOpen + openBox.length;
      nextOpen = indexOfTag(xml, openBox, at);
      while (depth > 0) {
        if (nextClose !== -1 && nextClose < at) nextClose = xml.indexOf(closeBox, at);
        if (nextClose === -1) {
          // Never closed: the rest is the box's.
          boxes.push(xml.slice(boxStart));
          return { body: out, boxes };
        }
        if (nextOpen !== -1 && nextOpen < nextClose) break; // a nested box opens first
        depth--;
        at = nextClose + closeBox.length;
        nextClose = xml.indexOf(closeBox, at);
      }
      if (depth === 0) break;
      at = nextOpen;
    }
    from = at;
    boxes.push(xml.slice(boxStart, at));
    if (nextOpen !== -1 && nextOpen < from) nextOpen = indexOfTag(xml, openBox, from);
  }
  return { body: out + xml.slice(from), boxes };
}

export const withoutTextBoxes = (xml: string) => splitTextBoxes(xml).body;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** XML's five named entities and numeric character references. */
function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#[0-9]{1,7}|#x[0-9a-f]{1,6});/gi, (all, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? all;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}

/**
 * The text of each text box, a line per paragraph, each text once: Word writes a box twice (for
 * new and for old readers). Linear: the XML is cut at each paragraph's end, and a text run's
 * attributes are read no further than 200 characters.
 */
export function textBoxTexts(boxes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const box of boxes) {
    const lines = box.split("</w:p>").map((paragraph) => {
      let line = "";
      for (const m of paragraph.matchAll(/<w:t(?:\s[^>]{0,200})?>([^<]*)<\/w:t>|<w:(?:tab|br)\/?>/g)) {
        line += m[1] !== undefined ? decodeXml(m[1]) : m[0].startsWith("<w:tab") ? " " : "\n";
      }
      return clean(line);
    });
    const text = lines.filter((l) => l !== "").join("\n");
    if (text !== "") seen.add(text);
  }
  return [...seen];
}

/** The next `<w:txbxContent` that is that tag (followed by a space, '>' or '/'), from `from`. */
function indexOfTag(xml: string, tag: string, from: number): number {
  for (let i = xml.indexOf(tag, from); i !== -1; i = xml.indexOf(tag, i + 1)) {
    const next = xml.charCodeAt(i + tag.length);
    if (
      next === 0x3e /* > */ ||
      next === 0x2f /* / */ ||
      next === 0x20 ||
      next === 0x09 ||
      next === 0x0a ||
      next === 0x0d
    )
      return i;
  }
  return -1;
}

/** The characters of every heading, paragraph, list item and cell. */
function textSize(sections: DocSection[]): number {
  let n = 0;
  for (const s of sections) {
    n += s.heading.length;
    for (const b of s.blocks)
      n += b.kind === "table" ? b.rows.reduce((a, r) => a + r.join("").length, 0) : b.text.length;
  }
  return n;
}

type MammothElement = {
  type: string;
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
  /** A run set in bold. */
  isBold?: boolean;
  /** A hyperlink's bookmark inside the document ('_Toc…' for a table of contents' entries). */
  anchor?: string | null;
  children?: MammothElement[];
};

/** The text of a paragraph or cell: runs, hyperlinks and the like, tabs as spaces. */
function textOf(element: MammothElement): string {
  if (element.type === "text") return element.value ?? "";
  if (element.type === "tab") return " ";
  if (element.type === "break") return "\n";
  return (element.children ?? []).map(textOf).join("");
}

/** Control characters Word may hold become line breaks (a vertical tab, a form feed) or spaces. */
const clean = (text: string) => {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  let s = text.replace(/[\u000b\u000c]/g, "\n").replace(/\r\n?/g, "\n");
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  s = s.replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, " ");
  if (hasUnsafeChars(s, true))
    s = s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  return s
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
};

/**
 * A heading style's level ('Heading 2', Dutch Word's 'Kop 2', 'Title'), or 0 for no heading. A
 * template's own 'heading 10/20/30' (a heading style per level, numbered by tens) counts as 1/2/3.
 */
function headingLevel(p: MammothElement): number {
  for (const name of [p.styleName, p.styleId]) {
    if (!name) continue;
    const m = /^(?:heading|kop)\s*([1-9])0?$/i.exec(name.trim());
    if (m) return Number(m[1]);
    if (/^(title|titel)$/i.test(name.trim())) return 1;
  }
  return 0;
}

/** '4.5 Klachten', '2. Doelgroep': a short line that starts with a section number. */
function numberedLevel(text: string): number {
  if (text.length > 120 || text.includes("\n") || /[.:;,]$/.test(text)) return 0;
  const m = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+\p{Lu}/u.exec(text);
  return m ? m[1]!.split(".").length : 0;
}

/**
 * A line of Word's table of contents, or its heading: the styles Word gives them ('TOC 1', Dutch
 * 'Inhopg 1', 'TOC Heading', 'Kop van inhoudsopgave'), or a line whose text is all links to the
 * '_Toc' bookmarks Word puts on the headings. Left out: the handbook's own chapters are its contents.
 */
export function isContentsLine(p: MammothElement): boolean {
  for (const name of [p.styleName, p.styleId]) {
    if (!name) continue;
    if (/^(toc|inhopg)\s*[1-9]$/i.test(name.trim())) return true;
    if (/^(toc\s*heading|kop\s*van\s*inhoudsopgave)$/i.test(name.trim())) return true;
  }
  const parts = (p.children ?? []).filter((c) => textOf(c).trim() !== "");
  return parts.length > 0 && parts.every((c) => c.type === "hyperlink" && /^_Toc/i.test(c.anchor ?? ""));
}

/** The runs of a paragraph in order, through hyperlinks and the like. */
function runsOf(element: MammothElement): MammothElement[] {
  if (element.type === "run") return [element];
  return (element.children ?? []).flatMap(runsOf);
}

/** A line that can be a heading: short, one line, not ending like a sentence. */
const headingLike = (text: string) => text.length <= 100 && !text.includes("\n") && !/[.;,]$/.test(text);

/**
 * A heading made by hand, in a file without heading styles: a short paragraph all in bold
 * ('Algemene informatie groep'), or a bold label at the start of a paragraph that the text after it
 * starts anew: the label ends in ':' or '?' ('Wie zijn wij? DCOpompen, gevestigd …'), a line break
 * follows it, or the text follows it without a space ('KernboodschapGeef een korte samenvatting …',
 * a paragraph break lost).
 * The label is the heading, the rest its text. 'Let op: noem geen …' goes on in the same sentence
 * and stays text.
 */
function boldHeading(p: MammothElement): { heading: string; rest: string } | null {
  const runs = runsOf(p).filter((r) => textOf(r).trim() !== "");
  if (runs.length === 0 || !runs[0]!.isBold) return null;
  const firstPlain = runs.findIndex((r) => !r.isBold);
  const label = runs
    .slice(0, firstPlain === -1 ? runs.length : firstPlain)
    .map(textOf)
    .join("");
  const heading = clean(label);
  if (!headingLike(heading)) return null;
  if (firstPlain === -1) return { heading, rest: "" };
  const restRaw = runs.slice(firstPlain).map(textOf).join("");
  const rest = clean(restRaw);
  if (!/^[\p{Lu}\d]/u.test(rest)) return null;
  const glued = !/\s$/.test(label) && !/^\s/.test(restRaw) && /[\p{Ll})]$/u.test(heading);
  const ownLine = /\n\s*$/.test(label) || /^\s*\n/.test(restRaw);
  if (!/[:?]$/.test(heading) && !glued && !ownLine) return null;
  return { heading, rest };
}

/** A numbered list item all in bold ('1. Beschrijving van de dienst'): a heading set as a list. */
const isNumberedBoldItem = (p: MammothElement, text: string) =>
  (p.numbering as { isOrdered?: boolean } | null | undefined)?.isOrdered === true &&
  headingLike(text) &&
  !/[:;]$/.test(text) &&
  runsOf(p).every((r) => textOf(r).trim() === "" || r.isBold === true);

const isListStyle = (p: MammothElement) => /^(list|lijst)/i.test(p.styleName ?? p.styleId ?? "");

/**
 * Walks the document into sections: by heading styles when it has them, else by numbered headings.
 * Word's table of contents is left out (`contentsLines` counts its lines).
 */
export function sectionsOf(document: MammothElement): { sections: DocSection[]; contentsLines: number } {
  const paragraphs = (document.children ?? []).filter((e) => e.type === "paragraph");
  const styled = paragraphs.some((p) => headingLevel(p) > 0 && !isContentsLine(p) && clean(textOf(p)) !== "");
  let contentsLines = 0;
  const sections: DocSection[] = [{ heading: "", level: 0, blocks: [] }];
  const add = (block: DocBlock) => sections[sections.length - 1]!.blocks.push(block);
  /** The level of the last numbered heading, in a file without heading styles. */
  let numbered = 0;
  const walk = (elements: MammothElement[]) => {
    for (const element of elements) {
      if (element.type === "table") {
        const rows = (element.children ?? [])
          .filter((r) => r.type === "tableRow")
          .map((r) => (r.children ?? []).filter((c) => c.type === "tableCell").map((c) => cellText(c)));
        if (rows.some((r) => r.some((c) => c !== ""))) add({ kind: "table", rows });
      } else if (element.type === "paragraph") {
        const text = clean(textOf(element));
        if (text === "") continue;
        if (isContentsLine(element)) {
          contentsLines++;
          continue;
        }
        const level = styled
          ? headingLevel(element)
          : element.numbering
            ? isNumberedBoldItem(element, text)
              ? 1
              : 0
            : numberedLevel(text);
        const bold = styled || level > 0 || isListStyle(element) ? null : boldHeading(element);
        if (level > 0) {
          sections.push({ heading: text.replace(/\n/g, " "), level, blocks: [] });
          numbered = level;
        } else if (bold) {
          // Under a numbered heading, a bold one is a part of it.
          sections.push({ heading: bold.heading, level: numbered + 1, blocks: [] });
          if (bold.rest !== "") add({ kind: "paragraph", text: bold.rest });
        } else add({ kind: element.numbering || isListStyle(element) ? "list" : "paragraph", text });
      } else if (element.children) {
        walk(element.children);
      }
    }
  };
  walk(document.children ?? []);
  return { sections: sections.filter((s, i) => i > 0 || s.blocks.length > 0), contentsLines };
}

/**
 * A cell's paragraphs on one line each; a nested table's rows on a line each, its cells between
 * ' – ' (not ' | ': the cell is itself part of a table, shared/text-table.ts).
 */
function cellText(cell: MammothElement): string {
  const lines = (cell.children ?? []).map((c) =>
    c.type === "table"
      ? (c.children ?? [])
          .map((r) =>
            (r.children ?? [])
              .map((x) => clean(textOf(x)))
              .filter((x) => x !== "")
              .join(" – "),
          )
          .join("\n")
      : clean(textOf(c)),
  );
  return lines.filter((l) => l !== "").join("\n");
}

/** Reads a received .docx into sections and what was left out; throws a 4xx ApiError for a bad file. */
export async function readHandbook(file: string): Promise<ParsedHandbook> {
  const parts = await readParts(file);
  const main = "word/document.xml";
  const xml = parts.get(main);
  if (xml === undefined) throw refuse(400, "not_docx", t.notDocx);
  const images = count(xml, /<pic:pic[\s>]/g) + count(xml, /<v:imagedata[\s>]/g);
  const comments = count(parts.get("word/comments.xml"), /<w:comment[\s>]/g);
  if (count(xml, /<w:p[\s>/]/g) > maxParagraphs || count(xml, /<w:tbl[\s>]/g) > maxTables) throw tooManyElements();
  const { body, boxes } = splitTextBoxes(xml);
  parts.set(main, body);
  const boxTexts = textBoxTexts(boxes);
  // Boxes with no text (a frame, a shape) are all that is left out of them.
  const textBoxes = boxes.filter((b) => textBoxTexts([b]).length === 0).length;
  const mammoth = lazyRequire("mammoth") as typeof import("mammoth");
  let document: MammothElement | undefined;
  try {
    // mammoth reads from any object that answers exists/read (its own ZIP reader is one); ours
    // holds only the checked XML parts, so it never inflates anything itself.
    const file = {
      exists: (name: string) => parts.has(name),
      read: async (name: string) => {
        const text = parts.get(name);
        if (text === undefined) throw new Error(`missing part ${name}`);
        return text;
      },
    };
    await mammoth.convertToHtml(
      { file } as unknown as { buffer: Buffer },
      {
        transformDocument: (doc: MammothElement) => {
          document = doc;
          // The HTML is not used: hand mammoth an empty document to convert.
          return { ...doc, children: [] };
        },
        ignoreEmptyParagraphs: true,
      } as object,
    );
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw damaged();
  }
  if (!document) throw damaged();
  const read = sectionsOf(document);
  const { contentsLines } = read;
  // The text boxes' text (a cover's organisation, version and date, a frame beside the text): a part
  // of its own at the start, for the user to place.
  const sections: DocSection[] =
    boxTexts.length > 0
      ? [
          { heading: t.textBoxesHeading, level: 1, blocks: boxTexts.map((text) => ({ kind: "paragraph", text })) },
          ...read.sections,
        ]
      : read.sections;
  if (sections.length === 0) throw new ApiError(400, "empty_handbook", t.noSections);
  if (sections.length > maxSections || textSize(sections) > maxTextChars) throw tooManyElements();
  return { sections, leftOut: { images, textBoxes, comments, contentsLines } };
}
