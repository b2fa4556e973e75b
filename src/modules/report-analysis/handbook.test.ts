/** The register's chapter of the handbook: the cause column, and the written quarterly analyses after the register. */
import { describe, expect, it } from "vitest";
import { documentCategories, topics } from "@norm/catalogue";
import { buildHandbook } from "@modules/handbook/server/build";
import { type HandbookValue } from "@modules/handbook/model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { analysisValueName } from "./model";

const v = (value: unknown): HandbookValue => ({ value, updatedAt: "2026-10-05T10:00:00.000Z" });
const build = (values: Record<string, HandbookValue>) =>
  buildHandbook({ topics, documentCategories }, values, [], { name: "Zorg & Meer" }, new Date("2026-11-01T08:00:00Z"));
const meldingen = (values: Record<string, HandbookValue>) => build(values).chapters.find((c) => c.id === "meldingen")!;

describe("the handbook's chapter of the register of 4.5", () => {
  const register = v([
    { id: "a", datum: "2026-10-02", type: "Incident", oorzaak: "Werkwijze of protocol", omschrijving: "x" },
  ]);

  it("shows the cause in its own column; a row from before the column has it empty", () => {
    const [block] = meldingen({
      [MELDINGEN_TABLE]: v([
        ...(register.value as object[]),
        { id: "b", datum: "2026-10-03", type: "Klacht", omschrijving: "y" },
      ]),
    }).sections[0]!.blocks;
    if (block?.kind !== "table") throw new Error("no table");
    const col = block.columns.indexOf("Oorzaak");
    expect(col).toBe(block.columns.indexOf("Omschrijving") + 1);
    expect(block.rows.map((r) => r[col])).toEqual(["Werkwijze of protocol", ""]);
  });

  it("adds the written analyses, newest first, and nothing while none is written", () => {
    expect(meldingen({ [MELDINGEN_TABLE]: register }).sections).toHaveLength(1);
    const chapter = meldingen({
      [MELDINGEN_TABLE]: register,
      [analysisValueName("2026-K3")]: v("Rustig kwartaal."),
      [analysisValueName("2026-K4")]: v("Protocol aangepast.\n\nBesproken in het team."),
      [analysisValueName("2026-K2")]: v("   "),
    });
    expect(chapter.sections).toHaveLength(2);
    expect(chapter.sections[1]).toEqual({
      title: "Kwartaalanalyses",
      blocks: [
        { kind: "subheading", text: "Analyse 4e kwartaal 2026" },
        { kind: "paragraph", text: "Protocol aangepast." },
        { kind: "paragraph", text: "Besproken in het team." },
        { kind: "subheading", text: "Analyse 3e kwartaal 2026" },
        { kind: "paragraph", text: "Rustig kwartaal." },
      ],
    });
  });
});
