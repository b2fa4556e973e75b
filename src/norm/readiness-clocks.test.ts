/**
 * 'Op orde' means op orde: every readiness rule that reads a clock or a threshold, one test each
 * (the older rules are in elements.test.ts).
 */
import { describe, expect, it } from "vitest";
import { dueItems, type DueValues } from "@norm/due-items";
import { approvedAsTheyAre } from "@norm/test/approved";
import { elementDossier, type ElementInputAudit, type ElementInputs } from "@modules/elements/model";
import { verbeterenWork } from "@norm/coverage";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import type { HkzElementNumber } from "@norm/norm";

const today = "2026-11-25";
const at = "2026-11-20T10:00:00.000Z";
const cycle = { startsOn: "2026-01-01", endsOn: "2028-12-31", setByHand: true };
const values = (entries: Record<string, unknown>): DueValues =>
  Object.fromEntries(Object.entries(entries).map(([k, value]) => [k, { value, updatedAt: at }]));
const audit = (
  elements: string[],
  status: "voldoet" | "niet-beoordeeld" = "voldoet",
  date = "2026-10-01",
): ElementInputAudit => ({
  id: "a1",
  date,
  elements,
  points: elements.map((e) => ({ id: `p${e}`, element: e, text: `Punt van ${e}`, status, note: "" })),
});

function inputs(
  over: Partial<ElementInputs> & { cycleDates?: Record<string, string>; on?: string } = {},
): ElementInputs {
  const v = over.values ?? {};
  const day = over.on ?? today;
  const { cycleDates, on: _on, ...rest } = over;
  return {
    today: day,
    values: v,
    dueItems: dueItems(v, [], { topic: {}, document: {} }, [], day, [], cycleDates),
    documents: [],
    cycle,
    audits: [],
    actions: [],
    review: null,
    work: [],
    approvals: approvedAsTheyAre(v),
    ...rest,
  };
}

const reasons = (n: HkzElementNumber, i: ElementInputs) => elementDossier(n, i).reasons;
const kinds = (n: HkzElementNumber, i: ElementInputs) => reasons(n, i).map((r) => r.kind);
const long = "Wij bespreken dit elke maand in het teamoverleg en leggen de afspraken vast in het handboek.";

describe("trivial content is 'te kort'", () => {
  it("does not count a text of a few characters, and names the minimum", () => {
    const r = reasons("1.2", inputs({ values: values({ "missie-en-visie": "x" }), audits: [audit(["1.2"])] }));
    expect(r.map((x) => x.kind)).toEqual(["text-short"]);
    expect(r[0]!.text).toBe(
      "'Missie en visie' is te kort: schrijf in een paar zinnen op hoe u het doet (ten minste 40 tekens).",
    );
    expect(kinds("1.2", inputs({ values: values({ "missie-en-visie": long }), audits: [audit(["1.2"])] }))).toEqual([]);
  });

  it("does not count a table whose rows have one cell filled in", () => {
    const one = values({ "rie-datum": "2026-03-01", "rie-plan-van-aanpak": [{ id: "r", maatregel: "Alarmknop" }] });
    expect(kinds("2.6", inputs({ values: one, audits: [audit(["2.6"])] }))).toContain("text-short");
    const two = values({
      "rie-datum": "2026-03-01",
      "rie-plan-van-aanpak": [{ id: "r", risico: "Agressie", maatregel: "Alarmknop" }],
    });
    expect(kinds("2.6", inputs({ values: two, audits: [audit(["2.6"])] }))).not.toContain("text-short");
  });

  it("does not count a date field without a real day", () => {
    const v = values({
      "rie-datum": "ooit",
      "rie-plan-van-aanpak": [{ id: "r", risico: "Agressie", maatregel: "Alarmknop" }],
    });
    expect(reasons("2.6", inputs({ values: v, audits: [audit(["2.6"])] })).map((r) => r.text)).toContain(
      "'Werkomgeving — Datum RI&E' bevat geen geldige datum.",
    );
  });
});

describe("every due item of the planning counts for its element", () => {
  it("an overdue planned measure makes 1.5 'Aandacht nodig', with a link to its page", () => {
    const v = values({
      maatregelen: [{ id: "m", datum: "2026-11-01", risico: "Uitval", actie: "Back-up regelen", evaluatie: "" }],
    });
    const r = reasons("1.5", inputs({ values: v })).filter((x) => x.kind === "due-overdue");
    expect(r).toEqual([
      {
        kind: "due-overdue",
        text: "Maatregel: Back-up regelen: de termijn liep af op 01-11-2026.",
        link: "/kwaliteitssysteem/risicos-en-kansen",
      },
    ]);
    const evaluated = values({
      maatregelen: [{ id: "m", datum: "2026-11-01", risico: "Uitval", actie: "Back-up", evaluatie: "Gedaan" }],
    });
    expect(kinds("1.5", inputs({ values: evaluated }))).not.toContain("due-overdue");
  });

  it("a complaint past its decision term makes 4.5 'Aandacht nodig'", () => {
    const v = values({
      [MELDINGEN_TABLE]: [{ id: "k", type: "Klacht", klachtOntvangen: "2026-09-01", omschrijving: "Ouder boos" }],
    });
    expect(reasons("4.5", inputs({ values: v })).map((r) => r.text)).toContain(
      "Oordeel over klacht: Ouder boos: de termijn liep af op 13-10-2026.",
    );
  });

  it("the RI&E's plan of action and the yearly look at the RI&E count for 2.6", () => {
    const v = values({
      "rie-datum": "2025-10-01",
      "rie-plan-van-aanpak": [{ id: "r", risico: "Agressie", maatregel: "Alarmknop", gereedVoor: "2026-06-01" }],
    });
    const texts = reasons("2.6", inputs({ values: v })).map((r) => r.text);
    expect(texts).toContain("Plan van aanpak RI&E: Alarmknop: de termijn liep af op 01-06-2026.");
    expect(texts).toContain("RI&E nalopen: klopt zij nog?: de termijn liep af op 01-10-2026.");
    const done = values({
      "rie-datum": "2026-10-01",
      "rie-plan-van-aanpak": [
        { id: "r", risico: "Agressie", maatregel: "Alarmknop", gereedVoor: "2026-06-01", afgerond: "2026-05-20" },
      ],
    });
    expect(kinds("2.6", inputs({ values: done }))).not.toContain("due-overdue");
  });

  it("a supplier is due for evaluation by its own cycle (2.5)", () => {
    const supplier = (cycle: string) =>
      values({
        inkoop: [{ id: "s", leverancier: "Schoonmaak BV", laatsteEvaluatie: "2025-06-01", evaluatieCyclus: cycle }],
      });
    expect(kinds("2.5", inputs({ values: supplier("Elk jaar") }))).toContain("due-overdue");
    expect(kinds("2.5", inputs({ values: supplier("Elke 2 jaar") }))).not.toContain("due-overdue");
  });

  it("a planned internal audit past its day counts for the elements it covers", () => {
    const planned: ElementInputAudit = { ...audit(["3.3"], "niet-beoordeeld", "2026-11-01") };
    const i = inputs({ audits: [planned] });
    i.dueItems = dueItems({}, [], { topic: {}, document: {} }, [], today, [
      { source: "internal-audit", id: "a1", title: "Audit 3.3", due: "2026-11-01", assigneeId: null },
    ]);
    expect(kinds("3.3", i)).toContain("due-overdue");
    expect(kinds("3.2", i)).not.toContain("due-overdue");
  });
});

describe("the legal clocks of 4.5", () => {
  const breach = (extra: Record<string, string> = {}) =>
    values({
      [MELDINGEN_TABLE]: [{ id: "d", type: "Datalek", datum: "2026-11-21", omschrijving: "Mail verkeerd", ...extra }],
    });

  it("a data breach not reported to the AP within 72 hours (4 days ago) makes 4.5 'Aandacht nodig'", () => {
    const r = reasons("4.5", inputs({ values: breach() })).filter((x) => x.kind === "legal-overdue");
    expect(r).toEqual([
      {
        kind: "legal-overdue",
        text: "Datalek melden bij de AP: Mail verkeerd: dit had uiterlijk 24-11-2026 gemeld moeten zijn bij de AP. Meld het alsnog en vul de datum van de melding in.",
        link: "/kwaliteitssysteem/meldingen",
      },
    ]);
    expect(kinds("4.5", inputs({ values: breach({ datumMelding: "2026-11-25" }) }))).not.toContain("legal-overdue");
  });

  it("a calamity not reported to the IGJ within 3 working days makes 4.5 'Aandacht nodig'", () => {
    // Friday 20 November: the term runs to Wednesday 25 November.
    const calamity = values({ [MELDINGEN_TABLE]: [{ id: "c", type: "Calamiteit", datum: "2026-11-20" }] });
    expect(kinds("4.5", inputs({ values: calamity, on: "2026-11-25" }))).not.toContain("legal-overdue");
    expect(kinds("4.5", inputs({ values: calamity, on: "2026-11-26" }))).toContain("legal-overdue");
  });

  it("never says 'Op orde' for the case an owner tried: late complaint, unreported breach and calamity, unassessed audit", () => {
    const v = values({
      [MELDINGEN_TABLE]: [
        { id: "k", type: "Klacht", klachtOntvangen: "2026-08-01", omschrijving: "Klacht over bejegening" },
        { id: "d", type: "Datalek", datum: "2026-11-01", omschrijving: "Laptop kwijt" },
        { id: "c", type: "Calamiteit", datum: "2026-11-02", omschrijving: "Val met letsel" },
      ],
    });
    const documents = ["d1", "d2"].map((id) => ({
      id,
      name: `${id}.pdf`,
      category: "beleid" as const,
      uploadedAt: at,
      elements: ["4.5"],
    }));
    const d = elementDossier("4.5", inputs({ values: v, documents, audits: [audit(["4.5"], "niet-beoordeeld")] }));
    expect(d.readiness).toBe("aandacht");
    expect(d.reasons.filter((r) => r.kind === "legal-overdue")).toHaveLength(2);
    expect(d.reasons.filter((r) => r.kind === "due-overdue")).toHaveLength(1);
  });
});

describe("Verbeteren counts for a time, not for ever", () => {
  it("client answers count for 12 months (4.1)", () => {
    expect(verbeterenWork(today, "2025-11-26", null)[0]).toMatchObject({ done: true, outdated: null });
    const old = verbeterenWork(today, "2025-11-25", null)[0]!;
    expect(old.done).toBe(false);
    expect(old.outdated).toContain("25-11-2025");
    const i = inputs({ work: verbeterenWork(today, "2025-01-10", null), audits: [audit(["4.1"])] });
    expect(kinds("4.1", i)).toEqual(["work-outdated"]);
  });

  it("a management review counts in its year and the next; 13 months after it, the yearly one is overdue (4.6)", () => {
    expect(verbeterenWork(today, null, 2025)[1]).toMatchObject({ done: true });
    expect(verbeterenWork(today, null, 2024)[1]).toMatchObject({
      done: false,
      outdated: "De laatste organisatiebeoordeling is van 2024. Houd er een over 2025 of 2026.",
    });
    const i = inputs({
      work: verbeterenWork(today, null, 2025),
      audits: [audit(["4.6"])],
      cycleDates: { datum: "2025-10-20" },
    });
    expect(reasons("4.6", i).map((r) => r.text)).toEqual([
      "Jaarlijkse organisatiebeoordeling: de termijn liep af op 20-10-2026.",
    ]);
    const recent = inputs({
      work: verbeterenWork(today, null, 2026),
      audits: [audit(["4.6"])],
      cycleDates: { datum: "2026-02-01" },
    });
    expect(kinds("4.6", recent)).toEqual([]);
  });
});

describe("'Vastgesteld': only an approved text counts", () => {
  const mission = values({ "missie-en-visie": long });
  it("names a text that was never approved", () => {
    const r = reasons(
      "1.2",
      inputs({ values: mission, audits: [audit(["1.2"])], approvals: { topic: {}, document: {} } }),
    );
    expect(r).toEqual([
      {
        kind: "not-approved",
        text: "'Missie en visie' is nog niet vastgesteld. Lees de pagina en stel haar vast.",
        link: "/kwaliteitssysteem/missie-en-visie",
      },
    ]);
  });

  it("says 'Gewijzigd na vaststelling' after a later edit, and is satisfied by an approval of the new version", () => {
    const before = {
      versionAt: "2026-11-01T09:00:00.000Z",
      approvedAt: "2026-11-02T09:00:00.000Z",
      approvedByName: "Anna",
    };
    const changed = elementDossier(
      "1.2",
      inputs({
        values: mission,
        audits: [audit(["1.2"])],
        approvals: { topic: { "missie-en-visie": before }, document: {} },
      }),
    );
    expect(changed.topics[0]!.approvalState).toBe("changed");
    expect(changed.reasons.map((r) => r.text)).toEqual([
      "'Missie en visie' is gewijzigd na de vaststelling van 02-11-2026. Stel de nieuwe versie vast.",
    ]);
    const again = { versionAt: at, approvedAt: "2026-11-21T09:00:00.000Z", approvedByName: "Anna" };
    const current = elementDossier(
      "1.2",
      inputs({
        values: mission,
        audits: [audit(["1.2"])],
        approvals: { topic: { "missie-en-visie": again }, document: {} },
      }),
    );
    expect(current.topics[0]).toMatchObject({ approvalState: "current", approval: again });
    expect(current.readiness).toBe("op-orde");
  });

  it("counts the review date from the approval, so a later typo fix does not move it", () => {
    const edited = values({ "missie-en-visie": long });
    edited["missie-en-visie"]!.updatedAt = "2026-11-20T10:00:00.000Z";
    const approved = { topic: { "missie-en-visie": "2026-03-01T10:00:00.000Z" }, document: {} };
    const items = dueItems(edited, [], { topic: {}, document: {}, approved }, [], today);
    expect(items.find((i) => i.id === "herziening:missie-en-visie")?.due).toBe("2027-03-01");
    const unapproved = dueItems(edited, [], { topic: {}, document: {} }, [], today);
    expect(unapproved.find((i) => i.id === "herziening:missie-en-visie")?.due).toBe("2027-11-20");
  });
});

describe("the reasons read as sentences", () => {
  it("never end in a doubled stop after a quoted point ('…?'. or '….'.)", () => {
    const finding: ElementInputAudit = {
      id: "a9",
      date: "2026-10-01",
      elements: ["1.2"],
      points: [
        { id: "p9", element: "1.2", text: "Is de missie bekend bij het team?", status: "voldoet-niet", note: "" },
      ],
    };
    const texts = reasons("1.2", inputs({ values: values({ "missie-en-visie": long }), audits: [finding] })).map(
      (r) => r.text,
    );
    expect(texts).toContain(
      "Een bevinding uit de interne audit van 01-10-2026 is nog niet afgehandeld: 'Is de missie bekend bij het team?'",
    );
    for (const t of texts) expect(t).not.toMatch(/[.!?]'\.$/);
  });
});
