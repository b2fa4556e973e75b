/**
 * Internal audits on the real server: planning with members as auditors and valid elements and
 * dates, the checklist from the guidance, assessments and findings (all or nothing, stale writes
 * refused), the coverage of the 23 elements over the certification cycle, roles, isolation between
 * organisations, the report in the handbook (model, PDF, Word and the auditor's view), and the
 * summary for the management review.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import type { AuditDetailDto, AuditsDto } from "../model";
import type { CalendarDto, OverviewDto } from "@modules/planning/model";
import { hkzElements } from "@norm/norm";
import { checklistFor } from "./checklist";
import { auditsSummary } from "./summary";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const userId = async (c: TestClient) => (await c.get("/api/me")).body.user.id as string;

async function plan(c: TestClient, input: { date?: string; auditorIds?: string[]; elements?: string[] } = {}) {
  const res = await c.post("/api/audits", {
    date: input.date ?? today(),
    auditorIds: input.auditorIds ?? [await userId(c)],
    elements: input.elements ?? ["1.2"],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AuditDetailDto;
}

const list = async (c: TestClient) => (await c.get<AuditsDto>("/api/audits")).body;

describe("planning an audit", () => {
  it("takes a date, members as auditors and elements, and draws each element's checklist from the guidance", async () => {
    const owner = await server.user({ name: "Anna Eigenaar" });
    const editor = await server.member(owner, "editor");
    const [ownerId, editorId] = [await userId(owner), await userId(editor)];
    const audit = await plan(owner, { date: "2026-03-10", auditorIds: [ownerId, editorId], elements: ["4.5", "1.2"] });

    expect(audit).toMatchObject({
      date: "2026-03-10",
      elements: ["1.2", "4.5"],
      findings: 0,
      assessed: 0,
      revision: 1,
    });
    expect(audit.auditors.map((a) => a.id)).toEqual([ownerId, editorId]);
    expect(audit.auditors[0]!.name).toBe("Anna Eigenaar");
    expect(audit.checklist.map((p) => [p.element, p.text])).toEqual([
      ...checklistFor("1.2").map((t) => ["1.2", t]),
      ...checklistFor("4.5").map((t) => ["4.5", t]),
    ]);
    expect(audit.checklist[0]!.text).toBe("Een vastgelegde missie en visie, die past bij de zorg die u echt levert.");
    expect(audit.checklist.every((p) => p.status === "niet-beoordeeld" && p.note === "")).toBe(true);
    expect(audit.pointCount).toBe(audit.checklist.length);

    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(audit);
    const overview = await list(owner);
    expect(overview.audits.map((a) => a.id)).toEqual([audit.id]);
    expect(overview.members.map((m) => m.id).sort()).toEqual([ownerId, editorId].sort());
  });

  it("gives every one of the 23 elements a checklist", () => {
    for (const e of hkzElements) expect(checklistFor(e.number).length, e.number).toBeGreaterThanOrEqual(2);
  });

  it("refuses auditors who are not members, with a Dutch 400 and nothing saved", async () => {
    const owner = await server.user();
    const stranger = await server.user();
    const ownerId = await userId(owner);
    for (const auditorIds of [[await userId(stranger)], [ownerId, "bestaat-niet"], [], "x", [ownerId, 5]]) {
      const res = await owner.post("/api/audits", { date: today(), auditorIds, elements: ["1.2"] });
      expect(res.status, JSON.stringify(auditorIds)).toBe(400);
      expect(res.body.message).toMatch(/auditor/i);
    }
    expect((await owner.post("/api/audits", { date: today(), elements: ["1.2"] })).body.message).toBe(
      "Kies minstens één auditor.",
    );
    expect(
      (await owner.post("/api/audits", { date: today(), auditorIds: [await userId(stranger)], elements: ["1.2"] })).body
        .message,
    ).toBe("Een auditor moet lid zijn van uw organisatie.");
    expect((await list(owner)).audits).toEqual([]);
  });

  it("refuses unknown, repeated or missing elements and impossible dates", async () => {
    const owner = await server.user();
    const me = await userId(owner);
    const cases: [unknown, unknown, string][] = [
      [today(), ["9.9"], "Kies normelementen uit de lijst."],
      [today(), ["1.2", "1.2"], "Kies normelementen uit de lijst."],
      [today(), [], "Kies minstens één normelement voor deze audit."],
      [today(), "1.2", "Kies minstens één normelement voor deze audit."],
      ["2026-02-30", ["1.2"], "Kies een geldige datum in de kalender."],
      ["10-03-2026", ["1.2"], "Kies een geldige datum in de kalender."],
      ["", ["1.2"], "Kies een geldige datum in de kalender."],
      [20260310, ["1.2"], "Kies een geldige datum in de kalender."],
    ];
    for (const [date, elements, message] of cases) {
      const res = await owner.post("/api/audits", { date, auditorIds: [me], elements });
      expect(res.status, JSON.stringify([date, elements])).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.post("/api/audits", "geen json")).status).toBe(400);
    expect((await list(owner)).audits).toEqual([]);
  });

  it("changes date, auditors and elements: a removed element's points go, an added one gets its checklist", async () => {
    const owner = await server.user();
    const me = await userId(owner);
    const audit = await plan(owner, { elements: ["1.2", "1.5"] });
    const kept = audit.checklist.find((p) => p.element === "1.2")!;
    await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: kept.id, status: "voldoet", note: "Staat op de website." }],
    });
    const res = await owner.put(`/api/audits/${audit.id}`, {
      date: "2026-06-01",
      auditorIds: [me],
      elements: ["1.2", "2.7"],
      baseRevision: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = res.body as AuditDetailDto;
    expect(changed).toMatchObject({ date: "2026-06-01", elements: ["1.2", "2.7"], revision: 3 });
    expect(changed.checklist.filter((p) => p.element === "1.5")).toEqual([]);
    expect(changed.checklist.filter((p) => p.element === "2.7").map((p) => p.text)).toEqual(checklistFor("2.7"));
    expect(changed.checklist.find((p) => p.id === kept.id)).toMatchObject({
      status: "voldoet",
      note: "Staat op de website.",
    });

    // From an older revision: refused with the current audit, nothing changed.
    const stale = await owner.put(`/api/audits/${audit.id}`, {
      date: "2027-01-01",
      auditorIds: [me],
      elements: ["3.3"],
      baseRevision: 2,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toEqual(changed);
    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(changed);

    expect((await owner.delete(`/api/audits/${audit.id}`)).status).toBe(200);
    expect((await owner.get(`/api/audits/${audit.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/audits/${audit.id}`)).status).toBe(404);
  });
});

describe("the checklist", () => {
  it("saves each point's assessment and note; 'Voldoet deels' and 'Voldoet niet' are findings", async () => {
    const owner = await server.user();
    const audit = await plan(owner, { elements: ["4.5"] });
    const [a, b, c, d] = audit.checklist;
    const res = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [
        { id: a!.id, status: "voldoet", note: "" },
        { id: b!.id, status: "voldoet-deels", note: "Twee klachten zonder datum." },
        { id: c!.id, status: "voldoet-niet", note: "Geen jaaroverzicht." },
        { id: d!.id, status: "niet-beoordeeld", note: "Volgende keer." },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body as AuditDetailDto;
    expect(saved).toMatchObject({ revision: 2, findings: 2, assessed: 3 });
    expect(saved.checklist.map((p) => [p.status, p.note])).toEqual([
      ["voldoet", ""],
      ["voldoet-deels", "Twee klachten zonder datum."],
      ["voldoet-niet", "Geen jaaroverzicht."],
      ["niet-beoordeeld", "Volgende keer."],
      // The fifth point of 4.5 (the complaint clock's dates), left as it was.
      ["niet-beoordeeld", ""],
    ]);
    expect((await list(owner)).audits[0]).toMatchObject({ findings: 2, assessed: 3 });
  });

  it("refuses a bad status, a long note, an unknown point or a stale revision, and then changes nothing", async () => {
    const owner = await server.user();
    const audit = await plan(owner, { elements: ["1.2"] });
    const [a, b] = audit.checklist;
    const other = await plan(owner, { elements: ["1.5"] });
    const bad: [unknown, number, string][] = [
      [[{ id: a!.id, status: "goed", note: "" }], 400, "Kies een beoordeling"],
      [[{ id: a!.id, status: "voldoet", note: "x".repeat(2001) }], 400, "Een toelichting is ten hoogste 2000 tekens."],
      // The second point belongs to another audit: the first is not saved either.
      [
        [
          { id: a!.id, status: "voldoet", note: "" },
          { id: other.checklist[0]!.id, status: "voldoet", note: "" },
        ],
        400,
        "Dit punt staat niet (meer) in deze audit. Ververs de pagina.",
      ],
      [[], 400, ""],
    ];
    for (const [points, status, message] of bad) {
      const res = await owner.put(`/api/audits/${audit.id}/points`, { baseRevision: 1, points });
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect((await owner.put(`/api/audits/${audit.id}/points`, { points: [] })).status).toBe(400);
    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(audit);

    const first = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: a!.id, status: "voldoet", note: "Gezien." }],
    });
    expect(first.status).toBe(200);
    // A colleague still on revision 1: refused with the current audit (409), nothing overwritten.
    const stale = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: b!.id, status: "voldoet-niet", note: "Oud." }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/intussen gewijzigd/);
    expect(stale.body.details).toEqual(first.body);
    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(first.body);
  });
});

describe("roles and organisations", () => {
  it("lets readers see audits but not change them; editors plan and assess; only the owner sets the cycle", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const editor = await server.member(owner, "editor");
    const audit = await plan(owner, { auditorIds: [await userId(owner), await userId(reader)] });

    expect((await reader.get(`/api/audits/${audit.id}`)).body).toEqual(audit);
    expect((await reader.get<AuditsDto>("/api/audits")).body.audits).toHaveLength(1);
    const input = { date: today(), auditorIds: [await userId(reader)], elements: ["1.2"] };
    const refusals = [
      await reader.post("/api/audits", input),
      await reader.put(`/api/audits/${audit.id}`, { ...input, baseRevision: 1 }),
      await reader.put(`/api/audits/${audit.id}/points`, {
        baseRevision: 1,
        points: [{ id: audit.checklist[0]!.id, status: "voldoet", note: "" }],
      }),
      await reader.delete(`/api/audits/${audit.id}`),
      await reader.put("/api/audits/cycle", { startsOn: "2026-01-01" }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/leesrechten|eigenaar/i);
    }
    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(audit);

    expect((await editor.post("/api/audits", input)).status).toBe(201);
    expect(
      (
        await editor.put(`/api/audits/${audit.id}/points`, {
          baseRevision: 1,
          points: [{ id: audit.checklist[0]!.id, status: "voldoet", note: "" }],
        })
      ).status,
    ).toBe(200);
    const cycle = await editor.put("/api/audits/cycle", { startsOn: "2026-01-01" });
    expect(cycle.status).toBe(403);
    expect(cycle.body.message).toBe("Alleen een eigenaar kan de certificeringscyclus instellen.");
    expect((await owner.put("/api/audits/cycle", { startsOn: "2026-01-01" })).status).toBe(200);
  });

  it("never shows or changes another organisation's audit or points", async () => {
    const a = await server.user();
    const b = await server.user();
    const audit = await plan(a, { elements: ["1.2"] });
    const own = await plan(b, { elements: ["1.2"] });
    const bId = await userId(b);
    expect((await b.get(`/api/audits/${audit.id}`)).status).toBe(404);
    expect(
      (await b.put(`/api/audits/${audit.id}`, { date: today(), auditorIds: [bId], elements: ["1.2"], baseRevision: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await b.put(`/api/audits/${audit.id}/points`, {
          baseRevision: 1,
          points: [{ id: audit.checklist[0]!.id, status: "voldoet-niet", note: "Van B" }],
        })
      ).status,
    ).toBe(404);
    // A's point through B's own audit: not found in it.
    expect(
      (
        await b.put(`/api/audits/${own.id}/points`, {
          baseRevision: 1,
          points: [{ id: audit.checklist[0]!.id, status: "voldoet-niet", note: "Van B" }],
        })
      ).status,
    ).toBe(400);
    expect((await b.delete(`/api/audits/${audit.id}`)).status).toBe(404);
    // A's members are not B's auditors.
    expect(
      (await b.post("/api/audits", { date: today(), auditorIds: [await userId(a)], elements: ["1.2"] })).status,
    ).toBe(400);
    expect((await list(b)).audits.map((x) => x.id)).toEqual([own.id]);
    expect((await a.get(`/api/audits/${audit.id}`)).body).toEqual(audit);
    expect((await a.get("/api/audits/onbekend%2F..")).status).toBe(404);
  });
});

describe("coverage over the certification cycle", () => {
  it("runs three years from the first audit, or from the day the owner sets, and shows what is not yet planned", async () => {
    const owner = await server.user();
    let overview = await list(owner);
    expect(overview.cycle).toBeNull();
    expect(overview.coverage).toHaveLength(23);
    expect(overview.coverage.every((r) => r.status === "open")).toBe(true);

    const past = addDays(today(), -30);
    const future = addMonths(today(), 6);
    const done = await plan(owner, { date: past, elements: ["1.1", "1.2", "1.3"] });
    const planned = await plan(owner, { date: future, elements: ["1.3", "2.1"] });
    overview = await list(owner);
    expect(overview.cycle).toEqual({ startsOn: past, endsOn: addDays(addMonths(past, 36), -1), setByHand: false });
    const status = (e: string) => overview.coverage.find((r) => r.element === e)!;
    expect(status("1.1")).toMatchObject({ status: "uitgevoerd", audits: [{ id: done.id, date: past }] });
    expect(status("1.3")).toMatchObject({
      status: "uitgevoerd",
      audits: [
        { id: done.id, date: past },
        { id: planned.id, date: future },
      ],
    });
    expect(status("2.1")).toMatchObject({ status: "gepland", audits: [{ id: planned.id, date: future }] });
    expect(overview.coverage.filter((r) => r.status === "open")).toHaveLength(19);

    // An audit after the cycle does not count; one that covers the rest does.
    await plan(owner, { date: addMonths(past, 40), elements: ["3.3"] });
    const rest = hkzElements.map((e) => e.number).filter((n) => !["1.1", "1.2", "1.3", "2.1"].includes(n));
    await plan(owner, { date: addMonths(today(), 12), elements: rest });
    overview = await list(owner);
    expect(overview.coverage.filter((r) => r.status === "open")).toEqual([]);
    expect(status("3.3").audits).toHaveLength(1);

    // Set by the owner: the first audit now falls before the cycle.
    const set = await owner.put<AuditsDto>("/api/audits/cycle", { startsOn: addDays(past, 1) });
    expect(set.status).toBe(200);
    expect(set.body.cycle).toMatchObject({ startsOn: addDays(past, 1), setByHand: true });
    expect(set.body.coverage.find((r) => r.element === "1.1")!.status).toBe("open");
    expect(set.body.coverage.find((r) => r.element === "1.3")!.status).toBe("gepland");
    for (const startsOn of ["2026-13-01", "", 5])
      expect((await owner.put("/api/audits/cycle", { startsOn })).body.message).toBe(
        "Kies een geldige datum in de kalender.",
      );
    const reset = await owner.put<AuditsDto>("/api/audits/cycle", { startsOn: null });
    expect(reset.body.cycle).toMatchObject({ startsOn: past, setByHand: false });
  });
});

describe("the report and the summary", () => {
  it("puts the audit report in the handbook model, the Word export and the auditor's view", async () => {
    const owner = await server.user();
    await owner.patch("/api/organisation", { name: "Praktijk Audit" });
    const audit = await plan(owner, { date: "2026-02-02", elements: ["1.2"] });
    await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: audit.checklist[0]!.id, status: "voldoet-niet", note: "Visie ontbreekt op de website." }],
    });
    const handbook = (await owner.get("/api/handbook")).body;
    const ids = handbook.chapters.map((c: { id: string }) => c.id);
    expect(ids.slice(-2)).toEqual(["interne-audits", "documenten"]);
    const chapter = handbook.chapters.find((c: { id: string }) => c.id === "interne-audits");
    expect(chapter.title).toBe("Interne audits");
    const report = JSON.stringify(chapter);
    expect(report).toContain("Interne audit van 02-02-2026");
    expect(report).toContain("Visie ontbreekt op de website.");
    expect(report).toContain("Voldoet niet");
    expect(report).toContain("1 bevinding.");

    const docx = await owner.fetch("/api/handbook/export.docx");
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))["word/document.xml"]!);
    expect(xml).toContain("Interne audits");
    expect(xml).toContain("Visie ontbreekt op de website.");

    const pdf = await owner.fetch("/api/handbook/export.pdf");
    expect(pdf.status).toBe(200);

    const link = await owner.post("/api/auditor/links", { name: "Ada Auditor", email: "ada@audit.nl" });
    const token = /#([A-Za-z0-9_-]{43})$/.exec(link.body.url)![1]!;
    const view = await server
      .client()
      .request("GET", "/api/auditor-view", undefined, { authorization: `Bearer ${token}` });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body.handbook)).toContain("Visie ontbreekt op de website.");
  });

  it("summarises a period's audits for the management review", async () => {
    const owner = await server.user();
    const other = await server.user();
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    const first = await plan(owner, { date: "2026-03-01", elements: ["4.5", "1.2"] });
    await owner.put(`/api/audits/${first.id}/points`, {
      baseRevision: 1,
      points: [
        { id: first.checklist[0]!.id, status: "voldoet-deels", note: "" },
        { id: first.checklist[1]!.id, status: "voldoet-niet", note: "" },
        { id: first.checklist[2]!.id, status: "voldoet", note: "" },
      ],
    });
    const second = await plan(owner, { date: "2026-12-31", elements: ["2.7"] });
    await plan(owner, { date: "2027-01-01", elements: ["3.3"] });
    await plan(other, { date: "2026-06-01", elements: ["3.1"] });

    expect(await auditsSummary(server.db, organisationId, "2026-01-01", "2026-12-31")).toEqual({
      audits: [
        { id: first.id, date: "2026-03-01", elements: ["1.2", "4.5"], findings: 2 },
        { id: second.id, date: "2026-12-31", elements: ["2.7"], findings: 0 },
      ],
      findings: 2,
      elementsAudited: ["1.2", "2.7", "4.5"],
    });
    expect(await auditsSummary(server.db, organisationId, "2025-01-01", "2025-12-31")).toEqual({
      audits: [],
      findings: 0,
      elementsAudited: [],
    });
  });
});

describe("planned audits in the planning", () => {
  it("are due on their date in the overview, the calendar and the .ics feed until every point is assessed", async () => {
    const owner = await server.user();
    const other = await server.user();
    const soon = addDays(today(), 10);
    const audit = await plan(owner, { date: soon, elements: ["4.5", "1.2"] });
    await plan(other, { date: soon, elements: ["3.3"] });

    const calendar = (await owner.get<CalendarDto>("/api/planning/calendar")).body;
    const item = calendar.items.find((i) => i.id === `internal-audit:${audit.id}`);
    expect(item).toMatchObject({
      kind: "interne-audit",
      kindTitle: "Interne audit",
      title: "Interne audit: 1.2, 4.5",
      due: soon,
      link: `/verbeteren/audits/${audit.id}`,
      status: "binnenkort",
    });
    expect(calendar.items.filter((i) => i.kind === "interne-audit")).toHaveLength(1);
    expect((await owner.get<OverviewDto>("/api/planning/overview")).body.soon.map((i) => i.id)).toContain(
      `internal-audit:${audit.id}`,
    );
    const feed = await server.client().fetch(new URL((await owner.get("/api/planning/feed")).body.url).pathname);
    expect(await feed.text()).toContain("Interne audit: 1.2\\, 4.5");

    // Every point assessed: no longer due.
    const all = await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: audit.checklist.map((p) => ({ id: p.id, status: "voldoet", note: "" })),
    });
    expect(all.status).toBe(200);
    const after = (await owner.get<CalendarDto>("/api/planning/calendar")).body;
    expect(after.items.filter((i) => i.kind === "interne-audit")).toEqual([]);
  });
});

describe("the activity log", () => {
  it("records planning, changing, assessing and removing an audit, and the cycle, by whom", async () => {
    const owner = await server.user({ name: "Bea Eigenaar" });
    const audit = await plan(owner, { date: "2026-04-01", elements: ["1.2"] });
    await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: audit.checklist[0]!.id, status: "voldoet", note: "" }],
    });
    await owner.put(`/api/audits/${audit.id}`, {
      date: "2026-04-02",
      auditorIds: [await userId(owner)],
      elements: ["1.2", "1.5"],
      baseRevision: 2,
    });
    await owner.put("/api/audits/cycle", { startsOn: "2026-01-01" });
    await owner.delete(`/api/audits/${audit.id}`);
    // A refused change is not recorded.
    await owner.post("/api/audits", { date: "2026-02-30", auditorIds: [await userId(owner)], elements: ["1.2"] });
    const entries = (await owner.get("/api/activity?kind=audit.planned")).body.entries.concat(
      ...(await Promise.all(
        ["audit.assessed", "audit.changed", "audit.deleted"].map(
          async (kind) => (await owner.get(`/api/activity?kind=${kind}`)).body.entries,
        ),
      )),
    );
    expect(
      entries.map((e: { kind: string; subject: string; detail: string | null; actor: string }) => [
        e.kind,
        e.subject,
        e.detail,
        e.actor.startsWith("Bea Eigenaar"),
      ]),
    ).toEqual([
      ["audit.planned", "Interne audit van 01-04-2026", "1.2", true],
      ["audit.assessed", "Interne audit van 01-04-2026", "1 punt", true],
      ["audit.changed", "Certificeringscyclus", "01-01-2026", true],
      ["audit.changed", "Interne audit van 02-04-2026", "1.2, 1.5", true],
      ["audit.deleted", "Interne audit van 02-04-2026", null, true],
    ]);
  });
});

describe("findings and improvement actions", () => {
  it("links an action to a finding of the organisation's own audit, and lists it by the point", async () => {
    const owner = await server.user();
    const other = await server.user();
    const audit = await plan(owner, { elements: ["1.2"] });
    const point = audit.checklist[1]!;
    await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: point.id, status: "voldoet-niet", note: "Niet bekend bij het team." }],
    });
    const action = (sourceId: string, ownerId: string) => ({
      description: "Visie bespreken in het teamoverleg",
      sourceKind: "audit-finding",
      sourceId,
      sourceLabel: "Audit, 1.2",
      ownerId,
      dueDate: addDays(today(), 14),
    });
    const created = await owner.post("/api/actions", action(point.id, await userId(owner)));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A point that does not exist, or is another organisation's: refused, nothing made.
    expect((await owner.post("/api/actions", action("bestaat-niet", await userId(owner)))).status).toBe(404);
    expect((await other.post("/api/actions", action(point.id, await userId(other)))).status).toBe(404);

    const query = `/api/actions?sourceKind=audit-finding&sourceId=${point.id}`;
    expect((await owner.get(query)).body.actions.map((a: { description: string }) => a.description)).toEqual([
      "Visie bespreken in het teamoverleg",
    ]);
    expect((await other.get(query)).body.actions).toEqual([]);
  });

  it("finds the audit of a finding for the action's link back, only within the organisation", async () => {
    const owner = await server.user();
    const other = await server.user();
    const audit = await plan(owner, { elements: ["1.2"] });
    const point = audit.checklist[1]!;
    expect((await owner.get(`/api/audits/points/${point.id}`)).body).toEqual({ auditId: audit.id, pointId: point.id });
    // Another organisation's point, an unknown one or a malformed id: a Dutch 404.
    for (const [client, id] of [
      [other, point.id],
      [owner, "bestaat-niet"],
      [owner, "x%2F..%2F"],
    ] as const) {
      const res = await client.get(`/api/audits/points/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Deze bevinding bestaat niet (meer): de audit of het punt is verwijderd.");
    }
    // Once the audit is deleted, its points are gone too.
    expect((await owner.delete(`/api/audits/${audit.id}`)).status).toBe(200);
    expect((await owner.get(`/api/audits/points/${point.id}`)).status).toBe(404);
  });
});
