/**
 * Word handbooks for the tests, made with the `docx` package as a consultant's template would be:
 * styled headings, only numbered headings, tables whose headers do and do not match ours, pictures,
 * text boxes and comments; and hostile files built from them.
 */
import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  type FileChild,
} from "docx";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { TestClient } from "../../../../server/test/harness";

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
export const table = (rows: string[][]) =>
  new Table({ rows: rows.map((r) => new TableRow({ children: r.map(cell) })) });
export const heading = (text: string, level: 1 | 2 = 1) =>
  new Paragraph({ text, heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 });
export const para = (text: string) => new Paragraph(text);
export const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

export async function docxOf(children: FileChild[], options: { comments?: boolean } = {}): Promise<Buffer> {
  const doc = new Document({
    ...(options.comments
      ? {
          comments: { children: [{ id: 0, author: "Adviseur", date: new Date(), children: [para("Klopt dit nog?")] }] },
        }
      : {}),
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

/** A handbook with Word's heading styles, a matching and a non-matching table, a list. */
export const styledHandbook = () =>
  docxOf([
    new Paragraph({ text: "Kwaliteitshandboek Zorg op Maat", heading: HeadingLevel.TITLE }),
    para("Dit handboek beschrijft hoe wij werken."),
    heading("1 Missie en visie"),
    para("Wij bieden zorg dichtbij huis."),
    bullet("Persoonlijk"),
    bullet("Betrouwbaar"),
    heading("2 Doelgroep"),
    para("Jongeren van 12 tot 23 jaar met hun ouders."),
    heading("2.1 Aanmelding", 2),
    para("Aanmelden kan via de gemeente."),
    heading("3 Contextanalyse"),
    table([
      ["Belanghebbende", "Eis", "Hoe voldoet u aan de eisen?"],
      ["Gemeente", "Verantwoording per kwartaal", "Kwartaalrapportage"],
      ["Cliënten", "Snelle start", "Binnen twee weken intake"],
    ]),
    heading("4 Telefoonlijst"),
    table([
      ["Naam", "Telefoon"],
      ["Kantoor", "020-1234567"],
    ]),
  ]);

/** A handbook without heading styles: its sections are numbered lines. */
export const numberedHandbook = () =>
  docxOf([
    para("Kwaliteitshandboek"),
    para("1. Missie en visie"),
    para("Wij staan voor goede zorg."),
    para("1.2 Kernwaarden"),
    para("Eerlijk en open."),
    para("4.5 Klachten"),
    para("Onze klachtenregeling volgt de Wkkgz."),
    para("2.6 Werkomgeving"),
    para("De RI&E is in 2025 gedaan."),
  ]);

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Pictures, a text box and a comment beside ordinary text. */
export const handbookWithExtras = () =>
  docxOf(
    [
      heading("Missie en visie"),
      new Paragraph({
        children: [
          new CommentRangeStart(0),
          new TextRun("Wij zijn er voor de cliënt."),
          new CommentRangeEnd(0),
          new TextRun({ children: [new CommentReference(0)] }),
        ],
      }),
      new Paragraph({
        children: [new ImageRun({ type: "png", data: png, transformation: { width: 10, height: 10 } })],
      }),
      new Paragraph({
        children: [new ImageRun({ type: "png", data: png, transformation: { width: 20, height: 20 } })],
      }),
      new Textbox({
        alignment: "left",
        style: { width: "200pt", height: "50pt" },
        children: [para("Tekst in een kader")],
      }),
    ],
    { comments: true },
  );

/** The same ZIP with entries added or replaced. */
export function withEntries(docx: Uint8Array, entries: Record<string, Uint8Array | string>): Buffer {
  const files: Record<string, Uint8Array> = unzipSync(docx);
  for (const [name, content] of Object.entries(entries)) {
    files[name] = typeof content === "string" ? strToU8(content) : content;
  }
  return Buffer.from(zipSync(files));
}

/** A .docm: Word's macro project inside, and the macro content type. */
export async function macroFile(): Promise<Buffer> {
  const docx = await docxOf([heading("Missie en visie"), para("Tekst")]);
  const types = new TextDecoder().decode(unzipSync(docx)["[Content_Types].xml"]);
  return withEntries(docx, {
    "word/vbaProject.bin": new Uint8Array(64).fill(7),
    "[Content_Types].xml": types.replace(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      "application/vnd.ms-word.document.macroEnabled.main+xml",
    ),
  });
}

/** A bomb: a part of 20 MB of one character, deflated over a thousand times. */
export async function bombFile(): Promise<Buffer> {
  const docx = await docxOf([heading("Missie en visie"), para("Tekst")]);
  return withEntries(docx, { "word/extra.xml": new Uint8Array(20 * 1024 * 1024).fill(32) });
}

/** An old binary .doc (and a password-protected .docx) starts with the OLE signature. */
export const oleFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 1)]);

/** POST /api/handbook-import/upload with the file as the body. */
export async function uploadHandbook(c: TestClient, bytes: Uint8Array, name = "handboek.docx") {
  const res = await c.fetch(`/api/handbook-import/upload?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: await res.json() };
}
