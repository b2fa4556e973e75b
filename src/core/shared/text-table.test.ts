import { describe, expect, it } from "vitest";
import { formatTextTable, hasTextTable, readTextTable } from "@core/shared/text-table";
import { parsePlainText } from "@norm/plain-text";

describe("a table inside a text", () => {
  it("is written as a pipe table: the first row the header, then a line of dashes", () => {
    expect(
      formatTextTable([
        ["Naam", "Telefoon"],
        ["Kantoor", "020-1234567"],
      ]),
    ).toBe("| Naam | Telefoon |\n| --- | --- |\n| Kantoor | 020-1234567 |");
  });

  it("keeps a '|' and the paragraphs of a cell, fills short rows and leaves out rows without text", () => {
    const text = formatTextTable([
      ["Wie", "Taken", "Sinds"],
      ["Anna", "Planning\nKlachten | meldingen"],
      ["", "  ", ""],
      [" Piet ", "Financiën", "2020"],
    ]);
    expect(text).toBe(
      "| Wie | Taken | Sinds |\n| --- | --- | --- |\n| Anna | Planning<br>Klachten \\| meldingen |  |\n| Piet | Financiën | 2020 |",
    );
    // Read back as it was.
    expect(parsePlainText(text)).toEqual([
      {
        kind: "table",
        columns: ["Wie", "Taken", "Sinds"],
        rows: [
          ["Anna", "Planning\nKlachten | meldingen", ""],
          ["Piet", "Financiën", "2020"],
        ],
      },
    ]);
  });

  it("is nothing for a table without any text", () => {
    expect(formatTextTable([])).toBe("");
    expect(
      formatTextTable([
        ["", ""],
        [" ", ""],
      ]),
    ).toBe("");
  });

  it("reads a table between paragraphs and lists, and one typed right under a line of text", () => {
    const text = [
      "Wie doet wat:",
      "| Naam | Rol |",
      "|:---|---:|",
      "| Anna | Eigenaar |",
      "|Piet|Bewerker",
      "",
      "- één",
      "- twee",
      "",
      "Slot.",
    ].join("\n");
    expect(parsePlainText(text)).toEqual([
      { kind: "paragraph", text: "Wie doet wat:" },
      {
        kind: "table",
        columns: ["Naam", "Rol"],
        rows: [
          ["Anna", "Eigenaar"],
          ["Piet", "Bewerker"],
        ],
      },
      { kind: "list", items: ["één", "twee"] },
      { kind: "paragraph", text: "Slot." },
    ]);
  });

  it("leaves a '|' in an ordinary text alone", () => {
    const typed = "Open: ma | di | wo\n| Dit is geen tabel |\nen dit ook niet | ---";
    expect(parsePlainText(typed)).toEqual([{ kind: "paragraph", text: typed }]);
    expect(hasTextTable(typed)).toBe(false);
    // Without its line of dashes a row is just a line.
    expect(readTextTable(["| a | b |", "| c | d |"], 0)).toBeNull();
  });

  it("widens to the widest row, so a cell typed too many is not lost", () => {
    expect(readTextTable(["| a |", "| --- |", "| 1 | 2 |", "niet meer"], 0)).toEqual({
      table: { columns: ["a", ""], rows: [["1", "2"]] },
      end: 3,
    });
  });

  it("is found by the quick look when it is there", () => {
    expect(hasTextTable("Tekst\n\n| a | b |\n| --- | --- |")).toBe(true);
    expect(hasTextTable("a | b")).toBe(false);
  });
});
