/**
 * Word tables and lists that fit none of our tables stay tables and lists in the topic's text
 * (shared/text-table.ts), and the summary counts them as what they became.
 */
import { describe, expect, it } from "vitest";
import { openingOf, proposeItems } from "./propose";
import { composeImport } from "./compose";
import type { DocBlock, ParsedHandbook } from "./model";
import { parsePlainText } from "@norm/plain-text";
import { formatTextTable } from "@core/shared/text-table";

const parsed = (sections: ParsedHandbook["sections"]): ParsedHandbook => ({
  sections,
  leftOut: { images: 0, textBoxes: 0, comments: 0 },
});
const text = (t: string): DocBlock => ({ kind: "paragraph", text: t });
const list = (t: string): DocBlock => ({ kind: "list", text: t });
const table = (rows: string[][]): DocBlock => ({ kind: "table", rows });
const ids = () => {
  let n = 0;
  return () => `r${++n}`;
};

const phoneList = table([
  ["Naam", "Telefoon", "Bereikbaar"],
  ["Kantoor", "020-1234567", "ma | di\nwo"],
  ["Anna", "06-12345678"],
]);

describe("a Word table that fits none of ours", () => {
  const items = proposeItems(
    parsed([{ heading: "Missie en visie", level: 1, blocks: [text("Wij zorgen."), phoneList, list("Zorg")] }]),
  );
  const part = items.find((i) => i.kind === "text")!;

  it("goes into the text as a table, which every renderer reads back as one", () => {
    expect(part.text).toBe(
      [
        "Wij zorgen.",
        "",
        "| Naam | Telefoon | Bereikbaar |",
        "| --- | --- | --- |",
        "| Kantoor | 020-1234567 | ma \\| di<br>wo |",
        "| Anna | 06-12345678 |  |",
        "",
        "- Zorg",
      ].join("\n"),
    );
    expect(parsePlainText(part.text)).toEqual([
      { kind: "paragraph", text: "Wij zorgen." },
      {
        kind: "table",
        columns: ["Naam", "Telefoon", "Bereikbaar"],
        rows: [
          ["Kantoor", "020-1234567", "ma | di\nwo"],
          ["Anna", "06-12345678", ""],
        ],
      },
      { kind: "list", items: ["Zorg"] },
    ]);
    // No row of cells between ' | ' is left anywhere.
    for (const block of parsePlainText(part.text)) {
      if (block.kind === "paragraph") expect(block.text).not.toContain(" | ");
    }
  });

  it("shows the text's lines in the preview and the table in short, never a row of cells between '|'", () => {
    expect(part.opening).toBe("Wij zorgen.\n- Zorg");
    expect(part.openingTables).toEqual([{ columns: ["Naam", "Telefoon", "Bereikbaar"], columnCount: 3, rows: 2 }]);
  });

  it("names at most six columns of a wide table in the preview, and counts them all", () => {
    const wide = Array.from({ length: 8 }, (_, i) => `Kolom ${i + 1}`);
    const { opening, openingTables } = openingOf(
      ["Inleiding.", formatTextTable([wide, wide.map(() => "x")]), "Slot.", "Nog een regel.", "En nog een."].join(
        "\n\n",
      ),
    );
    expect(opening).toBe("Inleiding.\nSlot.\nNog een regel.");
    expect(openingTables).toEqual([{ columns: wide.slice(0, 6), columnCount: 8, rows: 1 }]);
  });

  it("is counted as a table kept in a text", () => {
    const result = composeImport(items, { choices: [], modes: {} }, {}, ids());
    expect(result).toMatchObject({ tables: 1, tablesInText: 1 });
  });
});

describe("a table of one cell (a frame around text in Word)", () => {
  it("is its text, and not counted as a table", () => {
    const items = proposeItems(
      parsed([{ heading: "Missie en visie", level: 1, blocks: [table([["Let op: dit is ons motto."]])] }]),
    );
    expect(items.map((i) => i.text)).toEqual(["Let op: dit is ons motto."]);
    expect(composeImport(items, { choices: [], modes: {} }, {}, ids())).toMatchObject({ tables: 0, tablesInText: 0 });
  });
});

describe("a table with rows that fit one of ours and rows that do not", () => {
  it("counts once, as rows in our table", () => {
    const items = proposeItems(
      parsed([
        {
          heading: "Signalen",
          level: 1,
          blocks: [
            table([
              ["Datum", "Afwijking", "Correctie"],
              ["01-03-2026", "Dossier kwijt", "Teruggevonden"],
              ["ooit", "Klacht over planning", "Gesprek"],
            ]),
          ],
        },
      ]),
    );
    const rest = items.find((i) => i.kind === "text")!;
    const choices = [{ item: rest.id, target: "missie-en-visie" }];
    expect(composeImport(items, { choices, modes: {} }, {}, ids())).toMatchObject({ tables: 1, tablesInText: 0 });
  });
});

describe("a Word list", () => {
  it("stays a list, an item of several lines one item", () => {
    const items = proposeItems(
      parsed([
        {
          heading: "Missie en visie",
          level: 1,
          blocks: [text("Wij bieden:"), list("Begeleiding thuis\nook in het weekend"), list("Dagbesteding")],
        },
      ]),
    );
    expect(parsePlainText(items[0]!.text)).toEqual([
      { kind: "paragraph", text: "Wij bieden:" },
      { kind: "list", items: ["Begeleiding thuis ook in het weekend", "Dagbesteding"] },
    ]);
  });
});
