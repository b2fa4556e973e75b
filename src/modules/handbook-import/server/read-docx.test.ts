/**
 * The reader's headings made by hand, on documents shaped as mammoth reads them: the forms found in
 * the public documents of the corpus (test/corpus/) that Word's heading styles do not mark.
 */
import { describe, expect, it } from "vitest";
import { sectionsOf } from "./read-docx";

type Element = Parameters<typeof sectionsOf>[0];
const run = (text: string, isBold = false): Element => ({
  type: "run",
  isBold,
  children: text
    .split("\n")
    .flatMap((part, i) => [...(i > 0 ? [{ type: "break" }] : []), ...(part ? [{ type: "text", value: part }] : [])]),
});
const p = (runs: Element[], extra: Partial<Element> = {}): Element => ({ type: "paragraph", children: runs, ...extra });
const doc = (...children: Element[]): Element => ({ type: "document", children });
const shape = (document: Element) =>
  sectionsOf(document).sections.map((s) => [s.heading, s.level, s.blocks.map((b) => ("text" in b ? b.text : "table"))]);

describe("headings made by hand", () => {
  it("takes a bold label glued to its text, or ending its line, as a heading", () => {
    expect(
      shape(
        doc(
          p([run("Kernboodschap", true), run("Geef een korte samenvatting van het voorstel.")]),
          p([run("6. Gegevens inzien", true), run("\nU heeft het recht om uw gegevens in te zien.")]),
        ),
      ),
    ).toEqual([
      ["Kernboodschap", 1, ["Geef een korte samenvatting van het voorstel."]],
      ["6. Gegevens inzien", 1, ["U heeft het recht om uw gegevens in te zien."]],
    ]);
  });

  it("keeps a bold word that goes on in the same sentence as text", () => {
    expect(
      shape(
        doc(
          p([run("Missie", true)]),
          p([run("Let op:", true), run(" noem geen beslispunten.")]),
          p([run("Belangrijk", true), run(" is dat iedereen meedoet.")]),
        ),
      ),
    ).toEqual([["Missie", 1, ["Let op: noem geen beslispunten.", "Belangrijk is dat iedereen meedoet."]]]);
  });

  it("takes a numbered list item all in bold as a heading, and a bullet or a plain item as a list", () => {
    const ordered = { numbering: { isOrdered: true, level: "0" }, styleName: "List Paragraph" };
    const bullet = { numbering: { isOrdered: false, level: "0" }, styleName: "List Paragraph" };
    expect(
      shape(
        doc(
          p([run("Beschrijving van de dienst", true)], ordered),
          p([run("TVZ is een app voor mantelzorgers.")]),
          p([run("zorgvrager", true), run(" – wie zorg nodig heeft;")], bullet),
          p([run("Download de app.")], ordered),
          p([run("Functionele stappen", true)], ordered),
        ),
      ),
    ).toEqual([
      [
        "Beschrijving van de dienst",
        1,
        ["TVZ is een app voor mantelzorgers.", "zorgvrager – wie zorg nodig heeft;", "Download de app."],
      ],
      ["Functionele stappen", 1, []],
    ]);
  });

  it("reads a template's 'heading 10/20/30' styles as heading levels 1 to 3", () => {
    const styled = (name: string, text: string) => p([run(text)], { styleName: name });
    expect(
      shape(
        doc(
          styled("heading 10", "DT-OPDRACHT"),
          styled("heading 20", "1. Besluit"),
          p([run("Het directieteam besluit.")]),
          styled("heading 30", "4.1 Werkend IMS"),
          p([run("Eén PDCA-cyclus.")]),
        ),
      ),
    ).toEqual([
      ["DT-OPDRACHT", 1, []],
      ["1. Besluit", 2, ["Het directieteam besluit."]],
      ["4.1 Werkend IMS", 3, ["Eén PDCA-cyclus."]],
    ]);
  });
});
