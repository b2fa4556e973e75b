/** The management review's part of the quarterly analysis: its figures per quarter of the year and its section. */
import { describe, expect, it } from "vitest";
import { buildReviewDraft, reviewSections, type ReviewYearData } from "@modules/review/model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { analysisValueName } from "./model";
import { analysisTexts } from "./messages";

const data = (year: number, today: string, values: ReviewYearData["values"]): ReviewYearData => ({
  year,
  today,
  values,
  dueItems: [],
  surveys: { answers: 0, questions: [] },
  actions: null,
  audits: null,
});

const register = {
  value: [
    { id: "a", datum: "2026-01-10", type: "Incident", oorzaak: "Cliëntgebonden" },
    { id: "b", datum: "2026-02-10", type: "Incident", oorzaak: "Anders" },
    { id: "c", datum: "2026-02-11", type: "Klacht", oorzaak: "Cliëntgebonden" },
    { id: "d", datum: "2026-05-01", type: "Klacht", oorzaak: "" },
  ],
};

describe("the review's quarters", () => {
  it("counts the year's quarters up to today's, with the cause named most and the analyses", () => {
    const f = buildReviewDraft(
      data(2026, "2026-05-20", { [MELDINGEN_TABLE]: register, [analysisValueName("2026-K1")]: { value: "Let op." } }),
    );
    expect(f.quarters).toEqual([
      { quarter: "2026-K1", total: 3, previousTotal: 0, topCause: "Cliëntgebonden", analysis: "Let op." },
      { quarter: "2026-K2", total: 1, previousTotal: 3, topCause: null, analysis: "" },
    ]);
    const section = reviewSections(f).find((s) => s.title === analysisTexts.reviewTitle)!;
    expect(section.blocks[0]).toMatchObject({
      kind: "table",
      rows: [
        ["1e kwartaal 2026", "3", "0", "Cliëntgebonden"],
        ["2e kwartaal 2026", "1", "3", "Geen"],
      ],
    });
    expect(section.blocks.slice(1)).toEqual([
      { kind: "paragraph", text: "Analyse 1e kwartaal 2026: Let op." },
      { kind: "paragraph", text: "Analyse 2e kwartaal 2026: Nog geen analyse geschreven." },
    ]);
  });

  it("takes all four quarters of a past year; a tie goes to the first cause of the list", () => {
    const tie = {
      value: [
        { id: "a", datum: "2025-03-01", oorzaak: "Anders" },
        { id: "b", datum: "2025-03-02", oorzaak: "Werkwijze of protocol" },
      ],
    };
    const f = buildReviewDraft(data(2025, "2026-05-20", { [MELDINGEN_TABLE]: tie }));
    expect(f.quarters!.map((q) => q.quarter)).toEqual(["2025-K1", "2025-K2", "2025-K3", "2025-K4"]);
    expect(f.quarters![0]!.topCause).toBe("Werkwijze of protocol");
  });

  it("has no section for a version saved before the quarters, and 'Nog geen gegevens' for a year still to come", () => {
    const f = buildReviewDraft(data(2026, "2026-05-20", {}));
    const { quarters: _, ...older } = f;
    expect(reviewSections(older).some((s) => s.title === analysisTexts.reviewTitle)).toBe(false);
    const future = buildReviewDraft(data(2027, "2026-05-20", {}));
    expect(future.quarters).toEqual([]);
    expect(reviewSections(future).find((s) => s.title === analysisTexts.reviewTitle)!.blocks).toEqual([
      { kind: "paragraph", text: "Nog geen gegevens" },
    ]);
  });
});
