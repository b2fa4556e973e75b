/**
 * 'Handboek importeren' on the real server: a Word handbook is read and proposed without storing
 * anything in the quality system, 'Importeren' writes every chosen place as a revision with its
 * change note and keeps the original under 'Beleid', all or nothing; roles, the billing lock, the
 * quotas and bad files are refused with a clear 4xx and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strToU8, unzipSync, zipSync } from "fflate";
import { Paragraph, TextRun } from "docx";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { handbookImportMessages as t } from "../messages";
import { type ImportPreviewDto } from "../model";
import { limits } from "@core/shared/limits";
import {
  bombFile,
  docxOf,
  handbookWithExtras,
  heading,
  macroFile,
  numberedHandbook,
  oleFile,
  para,
  styledHandbook,
  uploadHandbook,
} from "./test/fixtures";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const itemOf = (preview: ImportPreviewDto, headingText: string, kind = "text") =>
  preview.items.find((i) => i.heading === headingText && i.kind === kind)!;
const values = async (c: TestClient) => (await c.get("/api/kms/values")).body.values;
const beleid = async (c: TestClient) =>
  (await c.get("/api/documents?category=beleid")).body.files as { name: string }[];
const draftCount = async () =>
  Number(
    (
      await server.db
        .selectFrom("handbook_import")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const importNow = (c: TestClient, id: string, body: object) => c.post(`/api/handbook-import/${id}/import`, body);

describe("reading and proposing", () => {
  it("splits a styled handbook by its headings and proposes a place for each part, storing nothing", async () => {
    const owner = await server.user();
    const { status, body } = await uploadHandbook(owner, await styledHandbook());
    expect(status).toBe(200);
    const preview = body as ImportPreviewDto;
    expect(preview.fileName).toBe("handboek.docx");
    // Each proposal says why, in the preview's words.
    expect(itemOf(preview, "1 Missie en visie").proposal).toEqual({
      target: "missie-en-visie",
      certainty: "Zeker",
      reason: "kop bevat: missie en visie",
    });
    // The preview shows a part's opening lines, never its whole text (that stays in the draft).
    expect(itemOf(preview, "1 Missie en visie").opening).toBe(
      "Wij bieden zorg dichtbij huis.\n- Persoonlijk\n- Betrouwbaar",
    );
    expect(itemOf(preview, "1 Missie en visie")).not.toHaveProperty("text");
    expect(itemOf(preview, "2 Doelgroep").proposal.target).toBe("doelgroep");
    // A sub-section without a sign of its own follows its parent.
    expect(itemOf(preview, "2.1 Aanmelding").proposal).toEqual({
      target: "doelgroep",
      certainty: "Waarschijnlijk",
      reason: "valt onder '2 Doelgroep'",
    });
    // A table whose headers are ours goes to our table, its rows mapped by header.
    const context = itemOf(preview, "3 Contextanalyse", "table");
    expect(context.proposal).toEqual({
      target: "contextAnalyse",
      certainty: "Zeker",
      reason: "3 van 3 kolommen passen",
    });
    expect(context.table).toEqual({ target: "contextAnalyse", rowCount: 2, unmappedColumns: [] });
    // A table that fits none of ours stays a table in the text (shared/text-table.ts).
    const phone = itemOf(preview, "4 Telefoonlijst");
    // The preview shows it in short: no row of cells between '|'.
    expect(phone.opening).toBe("");
    expect(phone.openingTables).toEqual([{ columns: ["Naam", "Telefoon"], columnCount: 2, rows: 1 }]);
    expect(phone.proposal).toEqual({ target: null, certainty: "Kies zelf" });
    expect(await values(owner)).toEqual({});
    expect(await beleid(owner)).toEqual([]);
  });

  it("splits by numbered headings when the file has no heading styles", async () => {
    const owner = await server.user();
    const { body } = await uploadHandbook(owner, await numberedHandbook());
    const headings = (body as ImportPreviewDto).items.map((i) => i.heading);
    expect(headings).toEqual(["", "1. Missie en visie", "1.2 Kernwaarden", "4.5 Klachten", "2.6 Werkomgeving"]);
    expect(itemOf(body, "1. Missie en visie").proposal.target).toBe("missie-en-visie");
  });

  it("counts pictures and comments and leaves them out; a text box's text is a part of its own", async () => {
    const owner = await server.user();
    const { body } = await uploadHandbook(owner, await handbookWithExtras());
    expect(body.leftOut).toEqual({ images: 2, textBoxes: 0, comments: 1, contentsLines: 0 });
    const preview = body as ImportPreviewDto;
    expect(preview.items.map((i) => [i.heading, i.opening])).toEqual([
      [t.textBoxesHeading, "Tekst in een kader"],
      ["Missie en visie", "Wij zijn er voor de cliënt."],
    ]);
    // Nothing in a box says where it belongs: the user places it.
    expect(preview.items[0]!.proposal.target).toBeNull();
  });

  it("offers a cover's text boxes once each (Word writes each twice), decoded, and counts only empty ones as left out", async () => {
    const owner = await server.user();
    const box = (inner: string) =>
      `<w:r><w:pict><v:shape><v:textbox><w:txbxContent>${inner}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
    const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    const cover = p("Zorgpraktijk De Linde &amp; Partners") + p("Versie 3&#160;&#8211; maart 2026");
    const xml =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:v="urn:schemas-microsoft-com:vml"><w:body>` +
      `<w:p>${box(cover)}${box(cover)}${box("<w:p/>")}</w:p>` +
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Missie en visie</w:t></w:r></w:p>${p("Wij zijn er.")}` +
      `</w:body></w:document>`;
    const files = unzipSync(await docxOf([heading("x")]));
    files["word/document.xml"] = strToU8(xml);
    const { status, body } = await uploadHandbook(owner, zipSync(files));
    expect(status).toBe(200);
    const preview = body as ImportPreviewDto;
    expect(preview.leftOut.textBoxes).toBe(1);
    expect(preview.items.map((i) => [i.heading, i.opening])).toEqual([
      [t.textBoxesHeading, "Zorgpraktijk De Linde & Partners\nVersie 3\u00a0\u2013 maart 2026"],
      ["Missie en visie", "Wij zijn er."],
    ]);
  });

  it("in a file without heading styles, takes bold lines and bold labels ending in ':' or '?' as headings", async () => {
    const owner = await server.user();
    const bold = (text: string) => new TextRun({ text, bold: true });
    const { status, body } = await uploadHandbook(
      owner,
      await docxOf([
        new Paragraph({ children: [bold("Missie en visie")] }),
        para("Wij bieden zorg dichtbij huis."),
        // A bold sentence is emphasis, not a heading.
        new Paragraph({ children: [bold("Let op: dit geldt voor iedereen.")] }),
        new Paragraph({ children: [bold("Voor wie zijn wij er?"), new TextRun(" Jongeren van 12 tot 23 jaar.")] }),
        para("2. Doelgroep"),
        para("Gezinnen in de regio."),
        new Paragraph({ children: [bold("Toelichting")] }),
        para("Wij werken met vaste teams."),
      ]),
    );
    expect(status).toBe(200);
    const preview = body as ImportPreviewDto;
    expect(preview.items.map((i) => [i.heading, i.opening])).toEqual([
      ["Missie en visie", "Wij bieden zorg dichtbij huis.\nLet op: dit geldt voor iedereen."],
      ["Voor wie zijn wij er?", "Jongeren van 12 tot 23 jaar."],
      ["2. Doelgroep", "Gezinnen in de regio."],
      ["Toelichting", "Wij werken met vaste teams."],
    ]);
    expect(itemOf(preview, "Missie en visie").proposal.target).toBe("missie-en-visie");
    // Under the numbered heading, the bold one is a part of it and follows its place.
    expect(itemOf(preview, "Toelichting").proposal).toMatchObject({
      target: "doelgroep",
      reason: "valt onder '2. Doelgroep'",
    });
  });

  it("leaves Word's table of contents out, by its styles or by its links to the headings, and says so", async () => {
    const owner = await server.user();
    const w = (inner: string) =>
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${inner}</w:body></w:document>`;
    const p = (style: string, text: string) =>
      `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const tocLink = (style: string, text: string, anchor: string) =>
      `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:hyperlink w:anchor="${anchor}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink></w:p>`;
    const plain = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const xml = w(
      p("TOCHeading", "Inhoudsopgave") +
        tocLink("TOC1", "1 Missie en visie 3", "_Toc101") +
        tocLink("Inhopg2", "1.1 Kernwaarden 3", "_Toc102") +
        // No style at all (pasted, or another writer): its link to a heading's bookmark gives it away.
        tocLink("", "2 Doelgroep 4", "_Toc103") +
        p("Heading1", "1 Missie en visie") +
        plain("Wij bieden jeugdhulp.") +
        // A link to a bookmark elsewhere in the text is ordinary text.
        tocLink("", "Zie ook de klachtenregeling", "klachten") +
        p("Heading1", "2 Doelgroep") +
        plain("Gezinnen in de regio."),
    );
    const files = unzipSync(await docxOf([heading("x")]));
    files["word/document.xml"] = strToU8(xml);
    const { status, body } = await uploadHandbook(owner, zipSync(files));
    expect(status).toBe(200);
    const preview = body as ImportPreviewDto;
    expect(preview.items.map((i) => i.heading)).toEqual(["1 Missie en visie", "2 Doelgroep"]);
    expect(preview.items.map((i) => i.opening)).toEqual([
      "Wij bieden jeugdhulp.\nZie ook de klachtenregeling",
      "Gezinnen in de regio.",
    ]);
    expect(preview.leftOut.contentsLines).toBe(4);
  });

  it("shows a draft only to the person who uploaded it, in their organisation", async () => {
    const owner = await server.user();
    const { body } = await uploadHandbook(owner, await styledHandbook());
    const colleague = await server.member(owner, "editor");
    const stranger = await server.user();
    for (const other of [colleague, stranger]) {
      expect((await other.get(`/api/handbook-import/${body.id}`)).body.code).toBe("import_gone");
      expect((await importNow(other, body.id, { choices: [], modes: {} })).status).toBe(404);
    }
    expect((await owner.get(`/api/handbook-import/${body.id}`)).status).toBe(200);
  });
});

describe("importing", () => {
  it("writes every chosen place as a revision with the change note and keeps the original under 'Beleid'", async () => {
    const owner = await server.user({ name: "Anna" });
    const { body } = await uploadHandbook(owner, await styledHandbook(), "Ons handboek.docx");
    const preview = body as ImportPreviewDto;
    const res = await importNow(owner, preview.id, {
      choices: [{ item: itemOf(preview, "4 Telefoonlijst").id, target: "kwaliteitsbeleid" }],
      modes: {},
    });
    expect(res.status).toBe(200);
    // Two Word tables: the context analysis as rows, the phone list as a table in the text of
    // 'Kwaliteitsbeleid'.
    expect(res.body).toMatchObject({ tables: 2, tablesInText: 1, notImported: 1, documentName: "Ons handboek.docx" });
    expect(res.body.filled.map((f: { name: string }) => f.name).sort()).toEqual(
      ["contextAnalyse", "doelgroep", "kwaliteitsbeleid", "missie-en-visie"].sort(),
    );
    const stored = await values(owner);
    // Several sections to one place: joined in document order, each under its heading.
    expect(stored.doelgroep.value).toBe(
      "2 Doelgroep\n\nJongeren van 12 tot 23 jaar met hun ouders.\n\n2.1 Aanmelding\n\nAanmelden kan via de gemeente.",
    );
    expect(stored["missie-en-visie"].value).toBe("Wij bieden zorg dichtbij huis.\n\n- Persoonlijk\n- Betrouwbaar");
    // The table's rows, mapped by header, each with an id of its own.
    expect(stored.contextAnalyse.value.map(({ id: _, ...row }: Record<string, string>) => row)).toEqual([
      { belanghebbende: "Gemeente", eis: "Verantwoording per kwartaal", oplossing: "Kwartaalrapportage" },
      { belanghebbende: "Cliënten", eis: "Snelle start", oplossing: "Binnen twee weken intake" },
    ]);
    const history = (await owner.get("/api/kms/values/doelgroep/history")).body.versions;
    expect(history[0]).toMatchObject({ revision: 1, byName: "Anna", note: "Geïmporteerd uit Ons handboek.docx" });
    expect((await beleid(owner)).map((f) => f.name)).toEqual(["Ons handboek.docx"]);
    // The draft is used up: a second 'Importeren' changes nothing.
    expect((await importNow(owner, preview.id, { choices: [], modes: {} })).body.code).toBe("import_gone");
    const activity = (await owner.get("/api/activity")).body;
    expect(JSON.stringify(activity)).toContain("import.docx");
  });

  it("adds under the existing text, replaces it or skips the place, as chosen", async () => {
    const owner = await server.user();
    for (const [name, text] of [
      ["missie-en-visie", "Oude missie."],
      ["doelgroep", "Oude doelgroep."],
      ["kwaliteitsbeleid", "Blijft."],
    ]) {
      expect((await owner.put(`/api/kms/values/${name}`, { value: text, baseRevision: 0 })).status).toBe(200);
    }
    const { body } = await uploadHandbook(owner, await styledHandbook());
    expect(body.current["missie-en-visie"]).toEqual({ text: "Oude missie." });
    const res = await importNow(owner, body.id, {
      choices: [{ item: itemOf(body, "4 Telefoonlijst").id, target: "kwaliteitsbeleid" }],
      modes: { "missie-en-visie": "append", doelgroep: "replace", kwaliteitsbeleid: "skip" },
    });
    expect(res.status).toBe(200);
    const stored = await values(owner);
    expect(stored["missie-en-visie"]).toMatchObject({
      revision: 2,
      value: "Oude missie.\n\nWij bieden zorg dichtbij huis.\n\n- Persoonlijk\n- Betrouwbaar",
    });
    expect(stored.doelgroep.value.startsWith("2 Doelgroep")).toBe(true);
    expect(stored.kwaliteitsbeleid).toMatchObject({ revision: 1, value: "Blijft." });
    // Restoring the version before the import is an ordinary restore.
    const restore = await owner.post("/api/kms/values/doelgroep/restore", { revision: 1, baseRevision: 2 });
    expect(restore.status).toBe(200);
    expect((await values(owner)).doelgroep.value).toBe("Oude doelgroep.");
  });

  it("is all or nothing: a text over the limit is refused naming its section, and nothing is written", async () => {
    const owner = await server.user();
    const long = "x".repeat(limits.textMaxChars - 10);
    expect((await owner.put("/api/kms/values/missie-en-visie", { value: long, baseRevision: 0 })).status).toBe(200);
    const { body } = await uploadHandbook(owner, await styledHandbook());
    const res = await importNow(owner, body.id, { choices: [], modes: {} });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(t.textTooLong("1 Missie en visie", limits.textMaxChars));
    const stored = await values(owner);
    expect(Object.keys(stored)).toEqual(["missie-en-visie"]);
    expect(await beleid(owner)).toEqual([]);
    // The draft stays: with 'Vervangen' the same import goes through.
    expect((await importNow(owner, body.id, { choices: [], modes: { "missie-en-visie": "replace" } })).status).toBe(
      200,
    );
  });

  it("refuses a choice that does not fit the part, and one for a part the handbook does not have", async () => {
    const owner = await server.user();
    const { body } = await uploadHandbook(owner, await styledHandbook());
    const text = itemOf(body, "2 Doelgroep");
    const bad = await importNow(owner, body.id, { choices: [{ item: text.id, target: "contextAnalyse" }], modes: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(t.badTarget("2 Doelgroep"));
    expect((await importNow(owner, body.id, { choices: [{ item: "s99", target: null }], modes: {} })).body.code).toBe(
      "bad_choice",
    );
    const none = await importNow(owner, body.id, {
      choices: body.items.map((i: { id: string }) => ({ item: i.id, target: null })),
      modes: {},
    });
    expect(none.body).toEqual({ code: "bad_choice", message: t.nothingChosen });
    expect(await values(owner)).toEqual({});
  });

  it("lets an editor import and refuses a reader", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    expect((await uploadHandbook(reader, await styledHandbook())).status).toBe(403);
    const { body } = await uploadHandbook(editor, await styledHandbook());
    expect((await importNow(editor, body.id, { choices: [], modes: {} })).status).toBe(200);
    expect((await values(owner))["missie-en-visie"].updatedByName).toBeTruthy();
  });
});

describe("bad files", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string][] = [
    ["not a ZIP", () => Buffer.from("Dit is gewoon tekst, geen Word."), "handboek.docx", 400, "not_docx"],
    ["an old .doc", oleFile, "handboek.docx", 400, "old_doc"],
    ["a .doc by its name", oleFile, "handboek.doc", 400, "old_doc"],
    ["a .docm by its content", macroFile, "handboek.docx", 400, "macros"],
    ["a .docm by its name", macroFile, "handboek.docm", 400, "macros"],
    ["a ZIP bomb", bombFile, "handboek.docx", 413, "zip_bomb"],
    ["a file over 50 MB", () => Buffer.alloc(60 * 1024 * 1024, 1), "handboek.docx", 413, "too_large"],
    ["a ZIP that is no Word file", () => docxOf([]).then((d) => d.subarray(0, 100)), "handboek.docx", 400, "damaged"],
  ];
  for (const [what, make, name, status, code] of cases) {
    it(`refuses ${what} with a clear answer and stores nothing`, async () => {
      const owner = await server.user();
      const before = await draftCount();
      const res = await uploadHandbook(owner, await make(), name);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toMatch(/\S/);
      expect(await draftCount()).toBe(before);
      expect(await values(owner)).toEqual({});
    });
  }

  it("names the way out for old and macro files", async () => {
    const owner = await server.user();
    expect((await uploadHandbook(owner, oleFile())).body.message).toContain("Sla het bestand in Word op als .docx");
    expect((await uploadHandbook(owner, await macroFile())).body.message).toContain(
      "Sla het bestand in Word op als .docx",
    );
  });

  it("refuses a file without text", async () => {
    const owner = await server.user();
    expect((await uploadHandbook(owner, await docxOf([heading(""), para("")]))).body.code).toBe("empty_handbook");
  });
});

describe("limits of the organisation", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({
      QUOTA_KMS_BYTES: String(1024 * 1024),
      STRIPE_SECRET_KEY: "sk_test_x",
      TRIAL_DAYS: "14",
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  it("refuses an import over the quality system's quota and writes nothing", async () => {
    const owner = await small.user();
    // 950 kB of the 1 MB in use (each save counts twice: the value and its history).
    for (const name of ["interne-kansen", "interne-risicos", "aanwezig", "actualiteit", "analyse-clientervaringen"]) {
      expect((await owner.put(`/api/kms/values/${name}`, { value: "x".repeat(95_000), baseRevision: 0 })).status).toBe(
        200,
      );
    }
    const { body } = await uploadHandbook(owner, await docxOf([heading("Missie en visie"), para("m".repeat(60_000))]));
    const res = await importNow(owner, body.id, { choices: [], modes: {} });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("quota_exceeded");
    expect((await owner.get("/api/kms/values")).body.values["missie-en-visie"]).toBeUndefined();
    expect((await owner.get("/api/documents?category=beleid")).body.files).toEqual([]);
  });

  it("refuses uploading and importing after the trial (402)", async () => {
    const owner = await small.user();
    const { body } = await uploadHandbook(owner, await docxOf([heading("Missie en visie"), para("Kort.")]));
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await small.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString() })
      .where("id", "=", organisationId)
      .execute();
    expect((await importNow(owner, body.id, { choices: [], modes: {} })).status).toBe(402);
    expect((await uploadHandbook(owner, await styledHandbook())).status).toBe(402);
    expect((await owner.get("/api/kms/values")).body.values).toEqual({});
  });
});
