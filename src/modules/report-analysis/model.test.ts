import { describe, expect, it } from "vitest";
import {
  analysisValueName,
  currentQuarter,
  previousQuarter,
  quarterAnalysis,
  quarterBounds,
  quarterChoices,
  quarterOfAnalysisName,
  quarterOfDay,
  shiftQuarter,
} from "./model";
import { noCauseLabel, noTypeLabel, quarterTitle } from "./messages";
import { meldingTypes, oorzaakCategorieen } from "@norm/norm-topics";
import { describeValue, topicOfValue } from "@norm/due-items";
import { kindOf } from "@norm/kms-values";

const row = (id: string, datum: string, type = "", oorzaak = "") => ({ id, datum, type, oorzaak, omschrijving: "x" });
const countOf = (lines: { label: string; count: number; previous: number }[], label: string) =>
  lines.find((l) => l.label === label);

describe("quarters", () => {
  it("puts a day in its quarter, boundaries included", () => {
    expect(quarterOfDay("2026-01-01")).toBe("2026-K1");
    expect(quarterOfDay("2026-03-31")).toBe("2026-K1");
    expect(quarterOfDay("2026-04-01")).toBe("2026-K2");
    expect(quarterOfDay("2026-06-30")).toBe("2026-K2");
    expect(quarterOfDay("2026-07-01")).toBe("2026-K3");
    expect(quarterOfDay("2026-09-30")).toBe("2026-K3");
    expect(quarterOfDay("2026-10-01")).toBe("2026-K4");
    expect(quarterOfDay("2026-12-31")).toBe("2026-K4");
  });

  it("gives no quarter for what is not a day", () => {
    for (const bad of ["", "2026-02-30", "2026-13-01", "01-02-2026", "2026-1-5", "gisteren"])
      expect(quarterOfDay(bad)).toBeNull();
    expect(quarterOfDay("2024-02-29")).toBe("2024-K1");
  });

  it("knows the quarter before, across the year", () => {
    expect(previousQuarter("2026-K3")).toBe("2026-K2");
    expect(previousQuarter("2026-K1")).toBe("2025-K4");
    expect(shiftQuarter("2025-K4", 1)).toBe("2026-K1");
    expect(shiftQuarter("2026-K2", -6)).toBe("2024-K4");
  });

  it("gives a quarter's first and last day", () => {
    expect(quarterBounds("2026-K1")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(quarterBounds("2026-K2")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(quarterBounds("2026-K4")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });

  it("takes today in Europe/Amsterdam, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam (UTC+1 in winter).
    expect(currentQuarter(new Date("2026-12-31T23:30:00Z"))).toBe("2027-K1");
    expect(currentQuarter(new Date("2026-12-31T22:59:00Z"))).toBe("2026-K4");
    // 22:30 UTC on 30 June is 1 July in Amsterdam (UTC+2 in summer).
    expect(currentQuarter(new Date("2026-06-30T22:30:00Z"))).toBe("2026-K3");
    expect(currentQuarter(new Date("2026-06-30T21:59:00Z"))).toBe("2026-K2");
  });

  it("names the analysis text of a quarter, and reads it back", () => {
    expect(analysisValueName("2026-K3")).toBe("meldingen-kwartaalanalyse-2026-k3");
    expect(quarterOfAnalysisName("meldingen-kwartaalanalyse-2026-k3")).toBe("2026-K3");
    expect(quarterOfAnalysisName("meldingen-register")).toBeUndefined();
    expect(quarterTitle("2026-K3")).toBe("3e kwartaal 2026");
  });

  it("is a text of the 4.5 topic, named by its quarter in the activity log and the Overzicht", () => {
    const name = analysisValueName("2026-K3");
    expect(kindOf(name)).toEqual({ kind: "text" });
    expect(kindOf("meldingen-kwartaalanalyse-2026-k5")).toBeUndefined();
    expect(topicOfValue(name)).toBe("meldingen");
    expect(describeValue(name)).toEqual({
      what: "Incidenten, calamiteiten, klachten en datalekken — Analyse 3e kwartaal 2026",
      link: "/verbeteren/kwartaalanalyse",
    });
  });
});

describe("quarterAnalysis", () => {
  it("counts the quarter's rows by type and cause beside the quarter before", () => {
    const register = [
      row("a", "2026-07-01", "Incident", "Communicatie of overdracht"),
      row("b", "2026-09-30", "Incident", "Werkwijze of protocol"),
      row("c", "2026-08-15", "Klacht", "Communicatie of overdracht"),
      row("d", "2026-06-30", "Incident", "Communicatie of overdracht"),
      row("e", "2026-04-01", "Datalek", "Materiaal of omgeving"),
      row("f", "2026-03-31", "Incident", "Anders"), // two quarters back: not counted
      row("g", "2026-10-01", "Klacht", "Anders"), // the quarter after: not counted
    ];
    const a = quarterAnalysis(register, "2026-K3");
    expect(a).toMatchObject({
      quarter: "2026-K3",
      previousQuarter: "2026-K2",
      from: "2026-07-01",
      to: "2026-09-30",
      total: 3,
      previousTotal: 2,
    });
    expect(a.byType.map((l) => l.label)).toEqual([...meldingTypes]);
    expect(countOf(a.byType, "Incident")).toEqual({ label: "Incident", count: 2, previous: 1 });
    expect(countOf(a.byType, "Klacht")).toEqual({ label: "Klacht", count: 1, previous: 0 });
    expect(countOf(a.byType, "Datalek")).toEqual({ label: "Datalek", count: 0, previous: 1 });
    expect(a.byCause.map((l) => l.label)).toEqual([...oorzaakCategorieen]);
    expect(countOf(a.byCause, "Communicatie of overdracht")).toMatchObject({ count: 2, previous: 1 });
    expect(countOf(a.byCause, "Werkwijze of protocol")).toMatchObject({ count: 1, previous: 0 });
    expect(countOf(a.byCause, "Materiaal of omgeving")).toMatchObject({ count: 0, previous: 1 });
    expect(countOf(a.byCause, "Anders")).toMatchObject({ count: 0, previous: 0 });
  });

  it("compares the first quarter with the last quarter of the year before", () => {
    const register = [row("a", "2025-12-31", "Klacht"), row("b", "2026-01-01", "Klacht"), row("c", "2025-10-01")];
    const a = quarterAnalysis(register, "2026-K1");
    expect(a.previousQuarter).toBe("2025-K4");
    expect([a.total, a.previousTotal]).toEqual([1, 2]);
    expect(countOf(a.byType, "Klacht")).toMatchObject({ count: 1, previous: 1 });
  });

  it("counts rows without a type or cause on lines of their own, and unknown values by name", () => {
    const register = [
      row("a", "2026-07-02"),
      row("b", "2026-07-03", "Incident", "   "),
      row("c", "2026-07-04", "Bijna-incident", "Oud antwoord"),
      row("d", "2026-05-04", "", "Oud antwoord"),
    ];
    const a = quarterAnalysis(register, "2026-K3");
    expect(a.total).toBe(3);
    expect(countOf(a.byType, noTypeLabel)).toEqual({ label: noTypeLabel, count: 1, previous: 1 });
    expect(countOf(a.byType, "Bijna-incident")).toMatchObject({ count: 1, previous: 0 });
    expect(countOf(a.byCause, noCauseLabel)).toEqual({ label: noCauseLabel, count: 2, previous: 0 });
    expect(countOf(a.byCause, "Oud antwoord")).toMatchObject({ count: 1, previous: 1 });
    // The lines without a value come last.
    expect(a.byCause.at(-1)!.label).toBe(noCauseLabel);
    expect(a.byType.at(-1)!.label).toBe(noTypeLabel);
    // Every row is counted once by type and once by cause.
    expect(a.byType.reduce((s, l) => s + l.count, 0)).toBe(a.total);
    expect(a.byCause.reduce((s, l) => s + l.count, 0)).toBe(a.total);
  });

  it("leaves out rows without a valid date and anything that is not a row", () => {
    const register = [row("a", ""), row("b", "2026-02-30", "Incident"), null, "rij", { id: "c", datum: 5 }];
    const a = quarterAnalysis(register, "2026-K1");
    expect([a.total, a.previousTotal]).toEqual([0, 0]);
    expect(a.byType.some((l) => l.label === noTypeLabel)).toBe(false);
    expect(quarterAnalysis(undefined, "2026-K1").total).toBe(0);
    expect(quarterAnalysis({ not: "a table" }, "2026-K1").total).toBe(0);
  });
});

describe("quarterChoices", () => {
  it("lists this quarter back to the oldest row, newest first", () => {
    expect(quarterChoices([row("a", "2025-11-02")], "2026-K2")).toEqual(["2026-K2", "2026-K1", "2025-K4"]);
    expect(quarterChoices([], "2026-K2")).toEqual(["2026-K2", "2026-K1"]);
    expect(quarterChoices([row("a", "1990-01-01")], "2026-K2")).toHaveLength(40);
  });
});
