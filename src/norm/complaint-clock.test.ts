import { describe, expect, it } from "vitest";
import { complaintClock, computedCell } from "@norm/computed-cells";
import { dueItems } from "@norm/due-items";
import { complaintRule, complaintRuleFor } from "@norm/due-rules";
import { complaintWeeks, type ComplaintTerms } from "@norm/complaint-terms";
import { plannedDue } from "@norm/planned-due";
import { buildReviewDraft, reviewSections } from "@modules/review/model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";

const klacht = (extra: Record<string, string>) => ({ id: "k1", type: "Klacht", omschrijving: "Ouder boos", ...extra });

describe("the complaint clock's dates (Wkkgz: 6 weeks, once at most 4 more)", () => {
  it("is due 42 days after receipt, across month ends, leap days and summer time", () => {
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "2026-01-15" }))?.due).toBe("2026-02-26");
    // 2028 is a leap year: 20 January + 42 days is 2 March, not 3 March.
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "2028-01-20" }))?.due).toBe("2028-03-02");
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "2027-01-20" }))?.due).toBe("2027-03-03");
    // Summer time starts on 29 March 2026; a calendar day stays a calendar day.
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "2026-03-20" }))?.due).toBe("2026-05-01");
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "2026-11-30" }))?.due).toBe("2027-01-11");
  });

  it("counts from the row's date when the receipt day is empty, and ignores rows of other types", () => {
    expect(plannedDue(complaintRule, klacht({ datum: "2026-01-15" }))?.due).toBe("2026-02-26");
    expect(plannedDue(complaintRule, klacht({ datum: "2026-01-01", klachtOntvangen: "2026-01-15" }))?.start).toBe(
      "2026-01-15",
    );
    expect(plannedDue(complaintRule, { type: "Incident", datum: "2026-01-15" })).toBeUndefined();
    expect(plannedDue(complaintRule, klacht({ klachtOntvangen: "15-01-2026" }))).toBeUndefined();
  });

  it("moves the deadline to the extension day when the client was told on or before the first deadline", () => {
    const base = { klachtOntvangen: "2026-01-15", klachtVerlengdTot: "2026-03-12" };
    expect(plannedDue(complaintRule, klacht({ ...base, klachtVerlengingGemeld: "2026-02-26" }))).toMatchObject({
      firstDue: "2026-02-26",
      due: "2026-03-12",
      extension: "counted",
    });
    // Told one day after the six weeks: the extension does not count.
    expect(plannedDue(complaintRule, klacht({ ...base, klachtVerlengingGemeld: "2026-02-27" }))).toMatchObject({
      due: "2026-02-26",
      extension: "late-notice",
    });
    expect(plannedDue(complaintRule, klacht(base))).toMatchObject({ due: "2026-02-26", extension: "no-notice" });
  });

  it("allows four weeks more at most: exactly 28 days counts, a longer one is cut back", () => {
    const told = { klachtOntvangen: "2026-01-15", klachtVerlengingGemeld: "2026-02-20" };
    expect(plannedDue(complaintRule, klacht({ ...told, klachtVerlengdTot: "2026-03-26" }))).toMatchObject({
      due: "2026-03-26",
      extension: "counted",
    });
    expect(plannedDue(complaintRule, klacht({ ...told, klachtVerlengdTot: "2026-03-27" }))).toMatchObject({
      due: "2026-03-26",
      extension: "capped",
    });
    expect(plannedDue(complaintRule, klacht({ ...told, klachtVerlengdTot: "2026-02-26" }))).toMatchObject({
      due: "2026-02-26",
      extension: "not-later",
    });
  });
});

describe("the complaint clock in the register", () => {
  it("is open up to and including the last day, then overdue", () => {
    const row = klacht({ klachtOntvangen: "2026-01-15" });
    expect(complaintClock(row, "2026-02-26")).toEqual({
      status: "open",
      text: "Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk 26-02-2026. Nog geen oordeel.",
      due: "2026-02-26",
    });
    expect(complaintClock(row, "2026-02-27")?.status).toBe("verlopen");
    expect(complaintClock(row, "2026-02-27")?.text).toBe(
      "Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk 26-02-2026. Nog geen oordeel: de termijn is voorbij.",
    );
  });

  it("says whether the decision came in time, with the extension counted", () => {
    const row = {
      klachtOntvangen: "2026-01-15",
      klachtVerlengdTot: "2026-03-12",
      klachtVerlengingGemeld: "2026-02-20",
    };
    expect(complaintClock(klacht({ ...row, klachtOordeel: "2026-03-12" }), "2026-04-01")).toEqual({
      status: "op-tijd",
      text: "Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk 26-02-2026. Verlengd tot 12-03-2026; de cliënt kreeg bericht op 20-02-2026. Oordeel op 12-03-2026: op tijd.",
      due: "2026-03-12",
    });
    expect(complaintClock(klacht({ ...row, klachtOordeel: "2026-03-13" }), "2026-04-01")?.status).toBe("te-laat");
    // Without the notice the six weeks apply.
    const untold = klacht({ ...row, klachtVerlengingGemeld: "", klachtOordeel: "2026-03-01" });
    expect(complaintClock(untold, "2026-04-01")).toMatchObject({ status: "te-laat", due: "2026-02-26" });
    expect(complaintClock(untold, "2026-04-01")?.text).toContain("De verlenging telt pas als u de cliënt bericht");
  });

  it("takes the closing day as the decision day when no decision day is filled in", () => {
    expect(complaintClock(klacht({ klachtOntvangen: "2026-01-15", afgesloten: "2026-02-01" }), "2026-06-01")).toEqual({
      status: "op-tijd",
      text: "Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk 26-02-2026. Oordeel op 01-02-2026: op tijd.",
      due: "2026-02-26",
    });
  });

  it("asks for the receipt day, and leaves other types to their own duty", () => {
    expect(computedCell("meldtermijn", { type: "Klacht" }, "2026-01-01")).toBe(
      "Vul de datum in waarop de klacht ontvangen is.",
    );
    expect(complaintClock({ type: "Incident", datum: "2026-01-01" }, "2026-01-02")).toBeUndefined();
    expect(computedCell("meldtermijn", { type: "Incident", datum: "2026-01-01" }, "2026-01-02")).toBe("");
  });
});

describe("the complaint clock as a due item", () => {
  const at = "2026-01-10T09:00:00.000Z";
  const items = (rows: Record<string, string>[], today: string) =>
    dueItems({ [MELDINGEN_TABLE]: { value: rows, updatedAt: at } }, [], { topic: {}, document: {} }, [], today).filter(
      (i) => i.kind === "klacht",
    );

  it("is an item on the deadline, done in the register, gone once decided", () => {
    const open = items([klacht({ klachtOntvangen: "2026-01-15" })], "2026-02-27");
    expect(open).toEqual([
      {
        id: `rij:${MELDINGEN_TABLE}:k1`,
        kind: "klacht",
        kindTitle: "Klacht",
        title: "Oordeel over klacht: Ouder boos",
        due: "2026-02-26",
        link: "/kwaliteitssysteem/meldingen",
        status: "verlopen",
        recurring: false,
        doneAtSource: true,
        topic: "meldingen",
      },
    ]);
    const extended = klacht({
      klachtOntvangen: "2026-01-15",
      klachtVerlengdTot: "2026-03-20",
      klachtVerlengingGemeld: "2026-02-25",
    });
    expect(items([extended], "2026-02-27")[0]).toMatchObject({ due: "2026-03-20", status: "binnenkort" });
    expect(items([{ ...extended, klachtOordeel: "2026-03-01" }], "2026-02-27")).toEqual([]);
    expect(items([{ id: "i", type: "Incident", datum: "2026-01-15" }], "2026-02-27")).toEqual([]);
  });
});

describe("the complaint clock in the management review", () => {
  it("counts decisions in time, late and overdue, and leaves them out of versions saved before", () => {
    const rows = [
      klacht({ id: "a", datum: "2026-01-05", klachtOordeel: "2026-02-01" }),
      klacht({ id: "b", datum: "2026-01-05", klachtOordeel: "2026-03-01" }),
      klacht({ id: "c", datum: "2026-01-05" }),
      klacht({ id: "d", datum: "2026-11-20" }),
    ];
    const draft = buildReviewDraft({
      year: 2026,
      today: "2026-12-01",
      values: { [MELDINGEN_TABLE]: { value: rows } },
      dueItems: [],
      audits: null,
      actions: null,
      surveys: { answers: 0, questions: [] },
    });
    expect(draft.complaints).toEqual({ total: 4, closed: 0, open: 4, inTime: 1, late: 1, overdue: 1 });
    const lines = (f: typeof draft) =>
      reviewSections(f)
        .find((s) => s.title === "Klachten")!
        .blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
    expect(lines(draft)).toEqual([
      "Klachten: 4",
      "Afgesloten: 0",
      "Nog open: 4",
      "Oordeel op tijd: 1",
      "Oordeel te laat: 1",
      "Geen oordeel, termijn voorbij: 1",
    ]);
    expect(lines({ ...draft, complaints: { total: 4, closed: 0, open: 4 } })).toEqual([
      "Klachten: 4",
      "Afgesloten: 0",
      "Nog open: 4",
    ]);
  });
});

describe("the complaint clock follows the organisation's law", () => {
  const row = klacht({ klachtOntvangen: "2026-01-15" });
  const wkkgz = { regime: "wkkgz", jeugdwetWeeks: 10 } as const;
  it("gives 6 weeks under the Wkkgz, whatever the regulation says", () => {
    expect(complaintWeeks(wkkgz)).toBe(6);
    expect(plannedDue(complaintRuleFor(wkkgz), row)?.due).toBe("2026-02-26");
    expect(complaintClock(row, "2026-02-01", wkkgz)?.text).toBe(
      "Oordeel binnen 6 weken na ontvangst (Wkkgz): uiterlijk 26-02-2026. Nog geen oordeel.",
    );
  });
  it("gives the own regulation's term under the Jeugdwet, over a leap day", () => {
    const jeugdwet = { regime: "jeugdwet", jeugdwetWeeks: 8 } as const;
    expect(plannedDue(complaintRuleFor(jeugdwet), klacht({ klachtOntvangen: "2028-01-20" }))?.due).toBe("2028-03-16");
    expect(complaintClock(row, "2026-03-13", jeugdwet)).toEqual({
      status: "verlopen",
      text: "Oordeel binnen 8 weken na ontvangst (uw klachtenregeling, Jeugdwet): uiterlijk 12-03-2026. Nog geen oordeel: de termijn is voorbij.",
      due: "2026-03-12",
    });
  });
  it("counts the earlier term under both laws and until the Eigenaar has answered", () => {
    expect(complaintWeeks({ regime: "beide", jeugdwetWeeks: 4 })).toBe(4);
    expect(complaintWeeks({ regime: "beide", jeugdwetWeeks: 8 })).toBe(6);
    expect(complaintWeeks({ regime: null, jeugdwetWeeks: 6 })).toBe(6);
    expect(complaintClock(row, "2026-02-01", { regime: "beide", jeugdwetWeeks: 4 })?.text).toBe(
      "Oordeel binnen 4 weken na ontvangst (uw klachtenregeling, Jeugdwet): uiterlijk 12-02-2026. Nog geen oordeel.",
    );
  });
  it("the due items of a switch of regime move with it", () => {
    const values = {
      [MELDINGEN_TABLE]: { value: [{ ...row, omschrijving: "Te laat gebeld" }], updatedAt: "2026-01-15T09:00:00.000Z" },
    };
    const due = (terms: ComplaintTerms) =>
      dueItems(values, [], { topic: {}, document: {} }, [], "2026-02-01", [], {}, terms).find(
        (i) => i.kind === "klacht",
      )?.due;
    expect(due(wkkgz)).toBe("2026-02-26");
    expect(due({ regime: "jeugdwet", jeugdwetWeeks: 3 })).toBe("2026-02-05");
  });
});
