/**
 * A Word table that fits none of our tables stays a table (issue 42): imported into a topic's text
 * as a pipe table (shared/text-table.ts), it is a table in the handbook's model, in its PDF (no
 * rows of cells between '|'), in its Word export and in the auditdossier; lists stay lists, and the summary counts
 * the table as one kept in a text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { Paragraph, Table, TableCell, TableRow } from "docx";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import type { ImportPreviewDto } from "../model";
import { bullet, docxOf, heading, para, table, uploadHandbook } from "./test/fixtures";
import { pdfText } from "@modules/handbook/server/test/pdf-text";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A cell of several paragraphs, as Word has them. */
const cellOf = (...lines: string[]) => new TableCell({ children: lines.map((l) => new Paragraph(l)) });

const handbook = () =>
  docxOf([
    heading("Missie en visie"),
    para("Wij bieden zorg dichtbij huis."),
    bullet("Persoonlijk"),
    bullet("Betrouwbaar"),
    // Headers none of our tables has: it stays a table in the text.
    new Table({
      rows: [
        new TableRow({ children: [cellOf("Dienst"), cellOf("Wanneer"), cellOf("Wie")] }),
        new TableRow({ children: [cellOf("Begeleiding"), cellOf("Maandag", "Dinsdag"), cellOf("Anna")] }),
        new TableRow({ children: [cellOf("Dagbesteding"), cellOf("Woensdag"), cellOf("Piet")] }),
      ],
    }),
    // A table of one cell is a frame around a sentence: its text is text.
    table([["Onze zorg is er voor iedereen."]]),
  ]);

describe("a Word table that fits none of ours", () => {
  it("is stored as a table in the topic's text and is a real table in the handbook, its PDF and its Word file", async () => {
    const owner = await server.user();
    const { status, body } = await uploadHandbook(owner, await handbook());
    expect(status).toBe(200);
    const preview = body as ImportPreviewDto;
    const part = preview.items.find((i) => i.heading === "Missie en visie")!;
    expect(part.proposal.target).toBe("missie-en-visie");
    // The preview shows the table's rows, not its line of dashes.
    expect(part.opening).toBe("Wij bieden zorg dichtbij huis.\n- Persoonlijk\n- Betrouwbaar");

    const res = await owner.post(`/api/handbook-import/${preview.id}/import`, { choices: [], modes: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // One table came in, as a table in a text; the frame is not counted as a table.
    expect(res.body).toMatchObject({ tables: 1, tablesInText: 1, notImported: 0 });

    const stored = (await owner.get("/api/kms/values")).body.values["missie-en-visie"].value;
    expect(stored).toBe(
      [
        "Wij bieden zorg dichtbij huis.",
        "",
        "- Persoonlijk",
        "- Betrouwbaar",
        "",
        "| Dienst | Wanneer | Wie |",
        "| --- | --- | --- |",
        "| Begeleiding | Maandag<br>Dinsdag | Anna |",
        "| Dagbesteding | Woensdag | Piet |",
        "",
        "Onze zorg is er voor iedereen.",
      ].join("\n"),
    );

    // The handbook's model: a paragraph, a list, a table and a paragraph.
    const model = (await owner.get("/api/handbook")).body;
    const chapter = model.chapters.find((c: { id: string }) => c.id === "missie-en-visie");
    expect(chapter.sections[0].blocks).toEqual([
      { kind: "paragraph", text: "Wij bieden zorg dichtbij huis." },
      { kind: "list", items: ["Persoonlijk", "Betrouwbaar"] },
      {
        kind: "table",
        columns: ["Dienst", "Wanneer", "Wie"],
        rows: [
          ["Begeleiding", "Maandag\nDinsdag", "Anna"],
          ["Dagbesteding", "Woensdag", "Piet"],
        ],
      },
      { kind: "paragraph", text: "Onze zorg is er voor iedereen." },
    ]);

    // The PDF draws the table: its cells are there, no '|' and no '<br>' anywhere.
    const pdf = await owner.fetch("/api/handbook/export.pdf");
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const word of ["Dienst", "Wanneer", "Begeleiding", "Maandag", "Dinsdag", "Dagbesteding", "Piet"]) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain("|");
    expect(text).not.toContain("---");
    expect(text).not.toContain("<br>");

    // The Word export: a real table (besides the documents' table) with the cells, no '|'.
    const docx = await owner.fetch("/api/handbook/export.docx");
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))["word/document.xml"]!);
    const tables = xml.split("<w:tbl>").slice(1);
    expect(tables.some((t) => t.includes(">Begeleiding<") && t.includes(">Dinsdag<") && t.includes(">Piet<"))).toBe(
      true,
    );
    expect(xml).not.toContain("|");

    // The auditdossier's PDF renders the same text with the same table.
    const dossier = await owner.fetch("/api/dossier/export.pdf");
    expect(dossier.status).toBe(200);
    const dossierText = await pdfText(new Uint8Array(await dossier.arrayBuffer()));
    expect(dossierText).toContain("Dagbesteding");
    expect(dossierText).not.toContain("|");
  });
});
