/** The per-element model: what covers an element, and every readiness rule with its reason. */
import { describe, expect, it } from "vitest";
import { dueItems, type DueValues } from "@norm/due-items";
import { approvedAsTheyAre } from "@norm/test/approved";
import {
  elementDossier,
  elementDossiers,
  readinessOverview,
  type ElementInputAction,
  type ElementInputAudit,
  type ElementInputs,
} from "./model";
import type { HkzElementNumber } from "@norm/norm";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { GOAL_SETS_NAME, goalTextName } from "@norm/kms-names";
import type { ReviewFigures } from "@modules/review/model";
import { analysisValueName } from "@modules/report-analysis/model";

const today = "2026-11-25";
const at = "2026-11-20T10:00:00.000Z";
const cycle = { startsOn: "2026-01-01", endsOn: "2028-12-31", setByHand: true };

const values = (entries: Record<string, unknown>): DueValues =>
  Object.fromEntries(Object.entries(entries).map(([k, value]) => [k, { value, updatedAt: at }]));

/** An audit on 2026-10-01 of `elements`, every point of it with `status`. */
const audit = (elements: string[], status: "voldoet" | "voldoet-niet" = "voldoet", id = "a1"): ElementInputAudit => ({
  id,
  date: "2026-10-01",
  elements,
  points: elements.map((e) => ({ id: `${id}-p${e}`, element: e, text: `Punt van ${e}`, status, note: "" })),
});

function inputs(over: Partial<ElementInputs> & { reviewDates?: Record<string, string> } = {}): ElementInputs {
  const v = over.values ?? {};
  const documents = over.documents ?? [];
  const { reviewDates, ...rest } = over;
  return {
    today,
    values: v,
    dueItems: dueItems(v, documents, { topic: reviewDates ?? {}, document: {} }, [], today),
    documents,
    cycle,
    audits: [],
    actions: [],
    review: null,
    work: [],
    approvals: approvedAsTheyAre(v),
    ...rest,
  };
}

const dossier = (n: HkzElementNumber, i: ElementInputs) => elementDossier(n, i);
const kinds = (n: HkzElementNumber, i: ElementInputs) => dossier(n, i).reasons.map((r) => r.kind);
const missie = values({
  "missie-en-visie": "Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij zelf kunnen.",
});

describe("readiness per element", () => {
  it("says 'Nog niet begonnen' while nothing covers an element, and what to fill in", () => {
    const d = dossier("1.2", inputs());
    expect(d.readiness).toBe("niet-begonnen");
    expect(d.readinessTitle).toBe("Nog niet begonnen");
    expect(d.reasons.map((r) => r.text)).toContain("'Missie en visie' is nog leeg.");
  });

  it("is 'Op orde' with its text filled in and audited in this cycle, and names nothing to do", () => {
    const d = dossier("1.2", inputs({ values: missie, audits: [audit(["1.2"])] }));
    expect(d.readiness).toBe("op-orde");
    expect(d.readinessTitle).toBe("Op orde");
    expect(d.reasons).toEqual([]);
    expect(d.topics[0]).toMatchObject({ slug: "missie-en-visie", lastChange: at, reviewOn: "2027-11-20" });
    expect(d.audits[0]!.points).toMatchObject([{ text: "Punt van 1.2", statusTitle: "Voldoet", finding: false }]);
  });

  it("needs attention when a text of a covering topic is empty (1.1 has three topics)", () => {
    const d = dossier("1.1", inputs({ values: values({ doelgroep: "Jeugd" }), audits: [audit(["1.1"])] }));
    expect(d.readiness).toBe("aandacht");
    expect(d.reasons.filter((r) => r.kind === "text-empty").map((r) => r.text)).toEqual([
      "'Contextanalyse' is nog leeg.",
      "'Van toepassing zijnde wet- en regelgeving' is nog leeg.",
    ]);
  });

  it("needs attention when a review date has passed, of a topic or of a linked document", () => {
    const passed = inputs({
      values: missie,
      audits: [audit(["1.2"])],
      reviewDates: { "missie-en-visie": "2026-11-01" },
    });
    expect(kinds("1.2", passed)).toEqual(["review-passed"]);
    expect(dossier("1.2", passed).reasons[0]!.text).toBe(
      "'Missie en visie' had vóór 01-11-2026 herzien moeten worden.",
    );
    const oldDoc = {
      id: "d1",
      name: "Visie.pdf",
      category: "beleid" as const,
      uploadedAt: "2025-01-10T10:00:00.000Z",
      elements: ["1.2"],
    };
    const withDoc = inputs({ values: missie, audits: [audit(["1.2"])], documents: [oldDoc] });
    expect(kinds("1.2", withDoc)).toEqual(["document-review-passed"]);
    expect(dossier("1.2", withDoc).documents).toMatchObject([{ id: "d1", reviewOn: "2026-01-10", reviewPassed: true }]);
  });

  it("needs attention when the guidance expects a document and none is linked; linking one settles it", () => {
    const base = { audits: [audit(["2.6"])] };
    const filled = values({
      "rie-datum": "2026-03-01",
      "rie-plan-van-aanpak": [{ id: "m1", risico: "Agressie aan de deur", maatregel: "Alarmknop" }],
    });
    const without = inputs({ ...base, values: filled });
    const d = dossier("2.6", without);
    expect(d.expectedDocument).toContain("RI&E");
    expect(d.reasons.map((r) => r.kind)).toEqual(["document-missing"]);
    const doc = { id: "d2", name: "RI&E.pdf", category: "beleid" as const, uploadedAt: at, elements: ["2.6"] };
    expect(kinds("2.6", inputs({ ...base, values: filled, documents: [doc] }))).not.toContain("document-missing");
    // A document linked to another element covers nothing here.
    expect(kinds("2.6", inputs({ ...base, values: filled, documents: [{ ...doc, elements: ["2.5"] }] }))).toContain(
      "document-missing",
    );
  });

  it("needs attention for an audit finding until a Verbeteractie for it is 'Afgerond'", () => {
    const findings = [audit(["1.2"], "voldoet-niet")];
    const open = inputs({ values: missie, audits: findings });
    expect(kinds("1.2", open)).toEqual(["open-finding"]);
    expect(dossier("1.2", open).reasons[0]!.link).toBe("/verbeteren/audits/bevinding/a1-p1.2");
    const action = (status: ElementInputAction["status"]): ElementInputAction => ({
      id: "x1",
      description: "Visie bespreken in het team",
      sourceKind: "audit-finding",
      sourceId: "a1-p1.2",
      status,
      dueDate: "2026-12-31",
    });
    expect(kinds("1.2", inputs({ values: missie, audits: findings, actions: [action("in-progress")] }))).toEqual([
      "open-finding",
    ]);
    const handled = inputs({ values: missie, audits: findings, actions: [action("done")] });
    expect(dossier("1.2", handled).readiness).toBe("op-orde");
    expect(dossier("1.2", handled).actions).toMatchObject([{ id: "x1", statusTitle: "Afgerond", overdue: false }]);
  });

  it("needs attention for an overdue Verbeteractie linked to its register rows, goals or findings", () => {
    const register = values({
      [MELDINGEN_TABLE]: [{ id: "r1", datum: "2026-10-01", type: "Klacht", omschrijving: "Te laat gebeld" }],
    });
    const overdue: ElementInputAction = {
      id: "x2",
      description: "Terugbelafspraak vastleggen",
      sourceKind: "register",
      sourceId: "r1",
      status: "open",
      dueDate: "2026-11-01",
    };
    const i = inputs({ values: register, actions: [overdue], audits: [audit(["4.5"])] });
    expect(kinds("4.5", i)).toContain("action-overdue");
    expect(dossier("4.5", i).registers[0]!.rows[0]!.cells).toContain("01-10-2026");
    // Not this element's: a goal action belongs to 1.3.
    expect(dossier("1.2", inputs({ values: missie, actions: [{ ...overdue, sourceKind: "goal" }] })).actions).toEqual(
      [],
    );
    const goals = values({ [GOAL_SETS_NAME]: ["g1"], [goalTextName("g1")]: "Start binnen 4 weken" });
    const goalDossier = dossier("1.3", inputs({ values: goals, actions: [{ ...overdue, sourceKind: "goal" }] }));
    expect(goalDossier.goals).toMatchObject([{ id: "g1", text: "Start binnen 4 weken" }]);
    expect(goalDossier.reasons.map((r) => r.kind)).toContain("action-overdue");
    // Once done it no longer counts.
    expect(kinds("4.5", inputs({ ...i, actions: [{ ...overdue, status: "done" }] }))).not.toContain("action-overdue");
  });

  it("needs attention when not audited internally in this cycle, also when only planned", () => {
    expect(kinds("1.2", inputs({ values: missie }))).toEqual(["not-audited"]);
    const planned = { ...audit(["1.2"]), date: "2027-03-01" };
    const d = dossier("1.2", inputs({ values: missie, audits: [planned] }));
    expect(d.auditStatus).toBe("gepland");
    expect(d.reasons.map((r) => r.text)).toEqual([
      "De interne audit van dit normelement is gepland, maar nog niet uitgevoerd.",
    ]);
    // An audit before the cycle does not count.
    const before = { ...audit(["1.2"]), date: "2025-06-01" };
    expect(kinds("1.2", inputs({ values: missie, audits: [before] }))).toEqual(["not-audited"]);
  });

  it("lets the Verbeteren page's work stand for the topic's texts (4.6: a saved review)", () => {
    const work = [{ element: "4.6" as const, title: "Jaarlijkse beoordeling", link: "/x", done: true, outdated: null }];
    expect(kinds("4.6", inputs({ work, audits: [audit(["4.6"])] }))).toEqual([]);
    expect(kinds("4.6", inputs({ audits: [audit(["4.6"])] }))).toContain("text-empty");
  });

  it("mentions what the newest management review says about the element", () => {
    const figures = {
      year: 2026,
      goals: { total: 2, withStatus: 1, items: [] },
      register: { total: 3, closed: 2 },
      complaints: { total: 1 },
      clients: { answers: 0 },
      staff: { people: 0 },
      audits: { audits: [], findings: 0, elementsAudited: ["1.2"] },
    } as unknown as ReviewFigures;
    const review = {
      id: "rv",
      year: 2026,
      version: 2,
      savedAt: at,
      figures,
      conclusions: "Zie 1.2 en 14.5.",
      newGoals: "",
    };
    const i = inputs({ values: missie, review });
    expect(dossier("1.2", i).review?.lines).toEqual([
      "Interne audits en bevindingen: dit normelement is in 2026 intern geaudit.",
      "Conclusies: dit normelement wordt genoemd.",
    ]);
    expect(dossier("4.5", i).review?.lines).toEqual([
      "Incidenten, calamiteiten, klachten en datalekken (4.5): 3 meldingen in 2026, 2 afgesloten; 1 klacht.",
    ]);
    expect(dossier("1.3", i).review?.lines[0]).toContain("2 doelstellingen, 1 met een stand van zaken");
    expect(dossier("2.1", i).review).toBeNull();
  });
});

describe("the readiness overview", () => {
  it("counts the elements 'Op orde' of 23 and points at the first begun element that needs attention", () => {
    const i = inputs({ values: missie, audits: [audit(["1.2", "1.4"])] });
    const overview = readinessOverview(elementDossiers(i));
    expect(overview.total).toBe(23);
    expect(overview.ready).toBe(1);
    expect(overview.elements.map((e) => e.number)).toHaveLength(23);
    // 1.4 was audited, so it is begun: it goes before 1.1, which is not.
    expect(overview.next).toMatchObject({ number: "1.4", link: "/normelementen/1.4" });
    expect(overview.next!.reason).toBe("'Houding, leiderschap en cultuur' is nog leeg.");
    expect(readinessOverview(elementDossiers(inputs())).next).toMatchObject({ number: "1.1" });
  });
});

describe("the quarterly analysis of the register on 4.3 and 4.5", () => {
  const register = values({
    [MELDINGEN_TABLE]: [
      { id: "a", datum: "2026-10-02", type: "Incident", oorzaak: "Communicatie of overdracht", omschrijving: "x" },
      { id: "b", datum: "2026-11-20", type: "Klacht", oorzaak: "Communicatie of overdracht", omschrijving: "y" },
      { id: "c", datum: "2026-08-01", type: "Incident", oorzaak: "", omschrijving: "z" },
      { id: "d", datum: "2025-01-01", type: "Incident", omschrijving: "Te oud" },
    ],
    [analysisValueName("2026-K3")]: "Eén incident; geen patroon.",
  });

  it("shows the last four quarters with rows or an analysis, and the owner's analyses, on 4.3 and 4.5", () => {
    for (const n of ["4.3", "4.5"] as const) {
      const a = dossier(n, inputs({ values: register })).analysis;
      expect(a).toEqual({
        title: "Kwartaalanalyse van meldingen (4.5)",
        link: "/verbeteren/kwartaalanalyse",
        lines: [
          "4e kwartaal 2026: 2 meldingen (vorig kwartaal 1); meest genoemde oorzaak: Communicatie of overdracht.",
          "3e kwartaal 2026: 1 melding (vorig kwartaal 0).",
        ],
        texts: [{ title: "Analyse 3e kwartaal 2026", text: "Eén incident; geen patroon." }],
      });
    }
  });

  it("is absent on other elements and when the register is empty, and leaves the readiness alone", () => {
    expect(dossier("1.2", inputs({ values: register })).analysis).toBeNull();
    expect(dossier("4.5", inputs()).analysis).toBeNull();
    const without = values({ [MELDINGEN_TABLE]: (register[MELDINGEN_TABLE]!.value as unknown[]).slice() });
    expect(kinds("4.5", inputs({ values: register }))).toEqual(kinds("4.5", inputs({ values: without })));
  });
});
