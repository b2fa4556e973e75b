/**
 * Hostile Word files (generated here, never checked in): each is refused with a clear Dutch 4xx,
 * quickly, nothing is stored, and the server keeps answering everyone else while it is parsed
 * (the parse runs in a worker thread with a heap ceiling and a time limit: parse-worker.ts).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { docxOf, heading, para, uploadHandbook } from "./test/fixtures";
import {
  maxParagraphs,
  maxSections,
  maxTables,
  maxTextChars,
  splitTextBoxes,
  textBoxTexts,
  withoutTextBoxes,
} from "./read-docx";
import { handbookImportMessages as t } from "../messages";
import { previewPageSize, previewTextMax, type ImportChapterPartsDto, type ImportPreviewDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const body = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${inner}</w:body></w:document>`;

/** A real .docx whose document.xml is replaced by `xml` (deflated at the highest level). */
async function withDocument(xml: string): Promise<Buffer> {
  const files = unzipSync(await docxOf([heading("Missie en visie"), para("Tekst")]));
  files["word/document.xml"] = strToU8(xml);
  return Buffer.from(zipSync(files, { level: 9 }));
}

const drafts = () => server.db.selectFrom("handbook_import").select("id").execute();

/** Asks `path` every 50 ms until `done`; answers the slowest answer's time in ms. */
async function slowestWhile(c: TestClient, path: string, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  let asked = 0;
  while (!finished || asked < 3) {
    const start = performance.now();
    const res = await c.get(path);
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - start);
    asked++;
    await new Promise((r) => setTimeout(r, 50));
  }
  return slowest;
}

describe("text boxes are taken out in one linear pass", () => {
  it("handles nested, unclosed and stray tags, and 200,000 unclosed tags at once", () => {
    const box = (x: string) => `<w:txbxContent>${x}</w:txbxContent>`;
    expect(withoutTextBoxes(`a${box("x")}b`)).toBe("ab");
    expect(withoutTextBoxes(`a<w:txbxContent>${box("x")}y</w:txbxContent>b`)).toBe("ab");
    expect(withoutTextBoxes("a<w:txbxContent>never closed")).toBe("a");
    expect(withoutTextBoxes("a<w:txbxContentX>b")).toBe("a<w:txbxContentX>b");
    expect(withoutTextBoxes(`p</w:txbxContent>q${box("z")}r`)).toBe("p</w:txbxContent>qr");
    // Quadratic before: this many unclosed tags took minutes; linear, it is a few milliseconds.
    expect(withoutTextBoxes(`a${"<w:txbxContent>".repeat(200_000)}</w:txbxContent>b`)).toBe("a");
  });

  it("keeps each outer box's XML for its text, and reads the text of hostile boxes in linear time", () => {
    const box = (x: string) => `<w:txbxContent>${x}</w:txbxContent>`;
    expect(splitTextBoxes(`a${box(`x${box("y")}`)}b${box("z")}`)).toEqual({
      body: "ab",
      boxes: [box(`x${box("y")}`), box("z")],
    });
    expect(splitTextBoxes("a<w:txbxContent>open").boxes).toEqual(["<w:txbxContent>open"]);
    expect(textBoxTexts([box("<w:p><w:r><w:t>Een</w:t><w:tab/><w:t>twee</w:t></w:r></w:p>")])).toEqual(["Een twee"]);
    const start = performance.now();
    expect(textBoxTexts([`<w:p>${"<w:t ".repeat(200_000)}`, "</w:p>".repeat(200_000)])).toEqual([]);
    expect(textBoxTexts([`${"<w:t>".repeat(200_000)}x`])).toEqual([]);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

describe("hostile Word files", () => {
  it("a file of unclosed text boxes is answered at once with a clear message, and /api/health answers meanwhile", async () => {
    const owner = await server.user();
    // 1.2 MB of opening tags without a closing one, a few KB as a file: minutes of a blocked
    // server with the lazy regular expression of before (quadratic), milliseconds now.
    const xml = body(`<w:p><w:r><w:t>Voor</w:t></w:r></w:p>${"<w:txbxContent>".repeat(80_000)}`);
    const file = await withDocument(xml);
    expect(file.length).toBeLessThan(16 * 1024);
    const start = performance.now();
    const upload = uploadHandbook(owner, file);
    const slowest = await slowestWhile(server.client(), "/api/health", upload);
    const { status, body: answer } = await upload;
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(status).toBe(400); // a box never closed breaks the document: 'beschadigd'
    expect(answer.message).toBe(t.damaged);
    expect(slowest).toBeLessThan(1_000);
    expect(await drafts()).toEqual([]);
  });

  it("an empty file and a file with a part twice get this page's own words, never the ZIP export's", async () => {
    const owner = await server.user();
    const empty = await uploadHandbook(owner, new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: "no_file", message: t.emptyFile });

    // Two entries named word/document.xml: zipped under two names of one length, then renamed.
    const files = unzipSync(await docxOf([heading("Missie en visie"), para("Tekst")]));
    files["word/documenX.xml"] = files["word/document.xml"]!;
    const twice = Buffer.from(zipSync(files, { level: 0 }));
    const renamed = Buffer.from(
      twice.toString("latin1").replaceAll("word/documenX.xml", "word/document.xml"),
      "latin1",
    );
    const duplicate = await uploadHandbook(owner, renamed);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe(t.damaged);

    // A part named outside the package ('word/../x'): damaged too, not the export's 'onveilige bestandsnaam'.
    const outside = Buffer.from(twice.toString("latin1").replaceAll("word/documenX.xml", "word/../doc.xml"), "latin1");
    const unsafe = await uploadHandbook(owner, outside);
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.message).toBe(t.damaged);

    for (const message of [empty.body.message, duplicate.body.message, unsafe.body.message]) {
      expect(Object.values(t)).toContain(message);
      expect(message).not.toMatch(/export|ZIP/i);
    }
    expect(await drafts()).toEqual([]);
  });

  it("a document.xml that inflates beyond the part cap (a ZIP bomb of 60 MB paragraphs) is refused in well under a second", async () => {
    const owner = await server.user();
    const paragraph = "<w:p><w:r><w:t>Zorg</w:t></w:r></w:p>";
    const bomb = await withDocument(body(paragraph.repeat(Math.ceil((60 * 1024 * 1024) / paragraph.length))));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const start = performance.now();
    const { status, body: answer } = await uploadHandbook(owner, bomb);
    expect(performance.now() - start).toBeLessThan(3_000);
    expect(status).toBe(413);
    expect(answer.message).toBe(t.tooComplex);
    expect(await drafts()).toEqual([]);
  });

  it("too many paragraphs, tables or headings under the part cap are refused as too complex", async () => {
    const owner = await server.user();
    const cases = [
      body("<w:p/>".repeat(maxParagraphs + 1)),
      body("<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl>".repeat(maxTables + 1)),
      body(
        Array.from(
          { length: maxSections + 1 },
          (_, i) => `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Kop ${i}</w:t></w:r></w:p>`,
        ).join(""),
      ),
    ];
    for (const xml of cases) {
      const { status, body: answer } = await uploadHandbook(owner, await withDocument(xml));
      expect(status).toBe(413);
      expect(answer).toMatchObject({ code: "too_complex", message: t.tooComplex });
    }
    expect(await drafts()).toEqual([]);
  });

  it("the largest document the reader accepts gives a small preview answer and a bounded draft", async () => {
    const owner = await server.user();
    const sentence = "Wij bespreken elke maand in het team hoe het gaat met de cliënten en de kwaliteit. ";
    const xml = body(
      Array.from(
        { length: maxSections - 1 },
        (_, i) =>
          `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${`Hoofdstuk ${i} `.repeat(22)}</w:t></w:r></w:p>` +
          `<w:p><w:r><w:t>${sentence.repeat(18)}</w:t></w:r></w:p>`,
      ).join(""),
    );
    const { status, body: preview } = await uploadHandbook(owner, await withDocument(xml));
    expect(status).toBe(200);
    const first = preview as ImportPreviewDto;
    // 1,999 chapters of one part: a page of chapters, no parts until a chapter is opened.
    expect(first).toMatchObject({
      chapterPage: 1,
      chapterPages: Math.ceil((maxSections - 1) / previewPageSize),
      chapterCount: maxSections - 1,
      total: maxSections - 1,
    });
    expect(first.items).toEqual([]);
    expect(first.chapters).toHaveLength(previewPageSize);
    expect(first.outline).toHaveLength(maxSections - 1);
    // A page of short chapter headings and the outline: under 200 kB for 3.6 million characters.
    expect(Buffer.byteLength(JSON.stringify(first))).toBeLessThan(200_000);
    expect(Math.max(...first.chapters.map((c) => c.heading.length))).toBeLessThanOrEqual(previewTextMax.chapter);
    const last = (await owner.get(`/api/handbook-import/${first.id}?chapters=${first.chapterPages}`))
      .body as ImportPreviewDto;
    expect(last.chapters.map((c) => c.index)).toEqual(
      [...new Set(first.outline.map((o) => o.chapter))].slice((first.chapterPages - 1) * previewPageSize),
    );
    // An opened chapter brings its parts, with headings cut short.
    const lastChapter = last.chapters.at(-1)!.index;
    const parts = (await owner.get(`/api/handbook-import/${first.id}/parts?chapter=${lastChapter}`))
      .body as ImportChapterPartsDto;
    expect(parts.items.map((i) => i.id)).toEqual(
      first.outline.filter((o) => o.chapter === lastChapter).map((o) => o.id),
    );
    expect(Math.max(...parts.items.map((i) => i.heading.length))).toBeLessThanOrEqual(previewTextMax.heading);
    expect((await owner.get(`/api/handbook-import/${first.id}?chapters=nul`)).status).toBe(400);
    expect((await owner.get(`/api/handbook-import/${first.id}/parts?chapter=-1`)).status).toBe(400);
    const [draft] = await server.db.selectFrom("handbook_import").select("parsed").execute();
    expect(draft!.parsed.length).toBeLessThan(maxTextChars * 1.25);
  });

  it("while a large file is parsed, the event loop never waits 200 ms and /api/me of another organisation answers", async () => {
    const owner = await server.user();
    const other = await server.user();
    const text = "Wij bespreken elke maand in het team hoe het gaat met de cliënten en de kwaliteit.";
    const xml = body(`<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`.repeat(maxParagraphs - 10));
    await other.get("/api/me"); // warm
    // The test and the server share one process: the event loop's longest wait is the server's.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const upload = uploadHandbook(owner, await withDocument(xml));
    const slowest = await slowestWhile(other, "/api/me", upload);
    loop.disable();
    const { status } = await upload;
    expect([200, 413]).toContain(status);
    expect(loop.max / 1e6).toBeLessThan(200);
    // With PostgreSQL an answer's time also holds the database server's, which the other test
    // files running beside this one load on a shared machine: the bound is kept where the
    // database is in the process (SQLite); the event loop above is the server's part on both.
    if (!process.env.TEST_DATABASE_URL) expect(slowest).toBeLessThan(200);
  });

  it("a parse that outgrows the worker's heap is a clear 413, and the server lives on", async () => {
    const small = await startTestServer({ PARSE_MEMORY_MB: "64" });
    try {
      const owner = await small.user();
      const xml = body(
        `<w:p><w:r><w:t>${"Een lange zin over kwaliteit en zorg. ".repeat(40)}</w:t></w:r></w:p>`.repeat(5_000),
      );
      const { status, body: answer } = await uploadHandbook(owner, await withDocument(xml));
      expect(status).toBe(413);
      expect(answer.message).toBe(t.tooComplex);
      expect((await owner.get("/api/me")).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
