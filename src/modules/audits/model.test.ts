import { describe, expect, it } from "vitest";
import { documentCategories, topics } from "@norm/catalogue";
import { buildHandbook } from "@modules/handbook/server/build";
import { auditCycle, auditReportSections, elementCoverage, type AuditDetailDto } from "./model";

const audit = (over: Partial<AuditDetailDto>): AuditDetailDto => ({
  id: "a1",
  date: "2026-02-02",
  auditors: [{ id: "u1", name: "Anna de Vries" }],
  elements: ["1.2"],
  findings: 1,
  assessed: 2,
  pointCount: 2,
  revision: 3,
  checklist: [
    { id: "p1", element: "1.2", text: "Een vastgelegde missie", status: "voldoet", note: "" },
    { id: "p2", element: "1.2", text: "Medewerkers kennen de visie", status: "voldoet-deels", note: "Niet iedereen." },
  ],
  ...over,
});

describe("the cycle and the coverage", () => {
  it("runs three years less a day from the first audit unless a start is set", () => {
    expect(auditCycle(null, [])).toBeNull();
    expect(auditCycle(null, ["2026-05-01", "2026-02-02"])).toEqual({
      startsOn: "2026-02-02",
      endsOn: "2029-02-01",
      setByHand: false,
    });
    expect(auditCycle("2025-01-01", ["2026-02-02"])).toEqual({
      startsOn: "2025-01-01",
      endsOn: "2027-12-31",
      setByHand: true,
    });
  });

  it("marks an element done, planned or open", () => {
    const cycle = auditCycle(null, ["2026-02-02"]);
    const rows = elementCoverage(
      cycle,
      [
        { id: "a", date: "2026-02-02", elements: ["1.2"] },
        { id: "b", date: "2026-09-01", elements: ["1.2", "2.1"] },
        { id: "c", date: "2030-01-01", elements: ["3.3"] },
      ],
      "2026-03-01",
    );
    const of = (e: string) => rows.find((r) => r.element === e)!.status;
    expect([of("1.2"), of("2.1"), of("3.3"), of("4.6")]).toEqual(["uitgevoerd", "gepland", "open", "open"]);
  });
});

describe("the audit report in the handbook model", () => {
  it("is a chapter after the topics and before the documents, with each audit's checklist", () => {
    const today = "2026-03-01";
    const audits = [audit({}), audit({ id: "a2", date: "2026-09-01", elements: ["2.1"], checklist: [] })];
    const cycle = auditCycle(null, ["2026-02-02"]);
    const sections = auditReportSections({ cycle, coverage: elementCoverage(cycle, audits, today), audits, today });
    const handbook = buildHandbook(
      { topics, documentCategories },
      {},
      [],
      { name: "Zorg" },
      new Date(),
      [],
      [{ id: "interne-audits", title: "Interne audits", sections }],
    );
    expect(handbook.contents.slice(-2)).toEqual([
      { id: "interne-audits", number: topics.length + 1, title: "Interne audits" },
      { id: "documenten", number: topics.length + 2, title: "Documenten" },
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      "Planning over de certificeringscyclus",
      "Interne audit van 02-02-2026",
      "Interne audit van 01-09-2026",
    ]);
    expect(sections[0]!.blocks[0]).toEqual({
      kind: "paragraph",
      text: "Certificeringscyclus: 02-02-2026 tot en met 01-02-2029.",
    });
    expect(sections[1]!.blocks).toEqual([
      { kind: "paragraph", text: "Auditoren: Anna de Vries." },
      { kind: "list", items: ["1.2 Missie en visie"] },
      { kind: "paragraph", text: "1 bevinding." },
      { kind: "subheading", text: "1.2 Missie en visie" },
      {
        kind: "table",
        columns: ["Wat de auditor wil zien", "Beoordeling", "Toelichting"],
        rows: [
          ["Een vastgelegde missie", "Voldoet", ""],
          ["Medewerkers kennen de visie", "Voldoet deels", "Niet iedereen."],
        ],
      },
    ]);
    expect(sections[2]!.blocks.at(-1)).toEqual({
      kind: "paragraph",
      text: "Deze audit is gepland en nog niet uitgevoerd.",
    });
  });

  it("says so when nothing is planned", () => {
    expect(auditReportSections({ cycle: null, coverage: [], audits: [], today: "2026-01-01" })).toEqual([
      {
        title: "Planning over de certificeringscyclus",
        blocks: [{ kind: "paragraph", text: "Er is nog geen interne audit gepland." }],
      },
    ]);
  });
});
