/**
 * The preview's pure rules: which chapter each part is under, which places a part is offered, and
 * 'Bewaren als document' in the composed import (no value of the quality system, the section counts
 * as imported).
 */
import { describe, expect, it } from "vitest";
import { chaptersOf, documentPlace, importTargets, placesFor, shortFieldMaxChars } from "./model";
import { chosenTargets, composeImport } from "./compose";
import { proposeItems } from "./propose";

describe("chapters", () => {
  it("starts a chapter at each heading of the document's highest level; what comes before is the start", () => {
    const { chapterOf, chapters } = chaptersOf([
      { heading: "", level: 0 },
      { heading: "Titelblad", level: 2 },
      { heading: "1 Missie", level: 1 },
      { heading: "1.1 Visie", level: 2 },
      { heading: "2 Doelgroep", level: 1 },
    ]);
    expect(chapters).toEqual([
      { index: 0, heading: "" },
      { index: 1, heading: "1 Missie" },
      { index: 2, heading: "2 Doelgroep" },
    ]);
    expect(chapterOf).toEqual([0, 0, 1, 1, 2]);
  });

  it("is one chapter, the start, for a document without headings", () => {
    expect(chaptersOf([{ heading: "", level: 0 }])).toEqual({ chapterOf: [0], chapters: [{ index: 0, heading: "" }] });
  });

  it("needs no start when the document opens with a heading", () => {
    expect(chaptersOf([{ heading: "Kop 2 eerst", level: 2 }]).chapters).toEqual([{ index: 0, heading: "Kop 2 eerst" }]);
  });
});

describe("the places a part is offered", () => {
  const short = importTargets.find((t) => t.maxChars !== undefined)!;

  it("are every text of the catalogue for a text part, and no table-only topic", () => {
    const places = placesFor({ kind: "text", chars: 50 });
    expect(places.map((p) => p.name)).toEqual(importTargets.filter((t) => t.kind === "text").map((t) => t.name));
    expect(places.map((p) => p.topicTitle)).toContain("Risico's en kansen");
    expect(places.map((p) => p.name)).not.toContain("contextAnalyse");
  });

  it("leave out a short field for a part longer than it holds", () => {
    expect(placesFor({ kind: "text", chars: shortFieldMaxChars }).map((p) => p.name)).toContain(short.name);
    expect(placesFor({ kind: "text", chars: shortFieldMaxChars + 1 }).map((p) => p.name)).not.toContain(short.name);
  });

  it("add its own table for a table part", () => {
    const places = placesFor({
      kind: "table",
      chars: 80,
      table: { target: "contextAnalyse", rowCount: 2, unmappedColumns: [] },
    });
    expect(places.filter((p) => p.kind === "table").map((p) => p.name)).toEqual(["contextAnalyse"]);
  });
});

describe("'Bewaren als document'", () => {
  const items = proposeItems({
    sections: [
      { heading: "Missie en visie", level: 1, blocks: [{ kind: "paragraph", text: "Wij zorgen dichtbij." }] },
      { heading: "Bijlage", level: 1, blocks: [{ kind: "paragraph", text: "Ons adres." }] },
    ],
    leftOut: { images: 0, textBoxes: 0, comments: 0 },
  });
  const [mission, appendix] = items as [(typeof items)[0], (typeof items)[0]];

  it("is a place for any part", () => {
    const chosen = chosenTargets(items, [{ item: appendix.id, target: documentPlace }]);
    expect(chosen.get(appendix)).toBe(documentPlace);
  });

  it("writes nothing to the quality system, and the section counts as imported", () => {
    const result = composeImport(
      items,
      {
        choices: [
          { item: mission.id, target: documentPlace },
          { item: appendix.id, target: null },
        ],
        modes: {},
      },
      {},
      () => "id",
    );
    expect(result.writes).toEqual([]);
    expect(result.documents).toEqual([mission]);
    expect(result.notImported).toBe(1);
  });
});
