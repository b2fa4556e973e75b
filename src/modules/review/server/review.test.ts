/**
 * The management review through the real server: the draft's figures from seeded data (goals, the
 * 4.5 register with its reporting deadlines, complaints, the personnel counts, client experiences,
 * review dates passed), owner-only drafting and saving, every saved version kept, stale saves
 * refused, isolation between organisations, and the review in the handbook model and its exports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { goalStatusName, goalTextName, GOAL_SETS_NAME } from "@norm/kms-names";
import { reviewMessages, reviewText } from "../messages";
import { amsterdamDay } from "@core/shared/calendar-day";
import { analysisValueName } from "@modules/report-analysis/model";
import { analysisTexts } from "@modules/report-analysis/messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SURVEY_RATE_LIMIT: "1000" });
});
afterAll(async () => server?.close());

const put = (c: TestClient, name: string, value: unknown, baseRevision = 0) =>
  c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });

const year = 2025;

async function seed(owner: TestClient) {
  await owner.post("/api/kms/goal-sets");
  await owner.post("/api/kms/goal-sets");
  const values = (await owner.get("/api/kms/values")).body.values;
  const ids = values[GOAL_SETS_NAME].value as string[];
  expect(ids).toHaveLength(2);
  expect((await put(owner, goalTextName(ids[0]!), "Minder wachttijd")).status).toBe(200);
  expect((await put(owner, goalStatusName(ids[0]!), "Bereikt")).status).toBe(200);
  expect((await put(owner, goalTextName(ids[1]!), "Meer inspraak")).status).toBe(200);
  const row = (r: Record<string, string>) => ({ id: crypto.randomUUID(), ...r });
  const register = [
    row({
      datum: "2025-02-01",
      type: "Incident",
      oorzaak: "Materiaal of omgeving",
      omschrijving: "Val",
      afgesloten: "2025-02-10",
    }),
    row({
      datum: "2025-03-01",
      type: "Klacht",
      oorzaak: "Materiaal of omgeving",
      omschrijving: "Te laat",
      afgesloten: "2025-03-20",
    }),
    row({ datum: "2025-04-01", type: "Klacht", omschrijving: "Onvriendelijk" }),
    // Datalek: reported within 72 hours, one too late, one never.
    row({ datum: "2025-05-01", type: "Datalek", datumMelding: "2025-05-03" }),
    row({ datum: "2025-06-01", type: "Datalek", datumMelding: "2025-06-10" }),
    row({ datum: "2025-07-01", type: "Datalek" }),
    row({ datum: "2025-08-01", type: "Calamiteit", datumMelding: "2025-08-01" }),
    // Another year: not counted.
    row({ datum: "2024-12-31", type: "Klacht" }),
    row({ datum: "2026-01-01", type: "Incident" }),
  ];
  expect((await put(owner, MELDINGEN_TABLE, register)).status).toBe(200);
  expect((await put(owner, analysisValueName("2025-K1"), "  Twee keer een losliggende mat.  ")).status).toBe(200);
  // Medewerkers' records: the review counts them (names stay on the records).
  const staff = [
    { name: "Anna", registration: "2025-06-30", vog: "2024-01-01" },
    { name: "Bram", registration: "2027-01-01", vog: "2021-05-01" },
    { name: "Cas", registration: "2028-01-01", vog: "2025-01-01" },
  ];
  for (const p of staff) {
    const created = await owner.post<{ person: { id: string } }>("/api/personnel", {
      name: p.name,
      relation: "in-dienst",
      startDate: "2020-01-01",
    });
    expect(created.status).toBe(201);
    const items = `/api/personnel/${created.body.person.id}/items`;
    const reg = { kind: "registration", register: "skj", number: "100012345", validUntil: p.registration };
    expect((await owner.post(items, reg)).status).toBe(201);
    expect((await owner.post(items, { kind: "vog", issuedOn: p.vog })).status).toBe(201);
  }
  // A management review date more than a year ago: its yearly cycle has passed.
  expect((await put(owner, "datum", "2024-01-15")).status).toBe(200);
}

async function answerSurvey(owner: TestClient, answers: Record<string, unknown>, on: string) {
  const link = (await owner.post("/api/surveys/link")).body.link.url as string;
  const token = link.split("/").at(-1)!;
  expect((await server.client().post(`/api/public/surveys/${token}`, { answers })).status).toBe(201);
  const { organisation } = (await owner.get("/api/me")).body;
  // The answer came in today; move it to the review's year.
  await server.db
    .updateTable("client_survey_response")
    .set({ submitted_on: on })
    .where("organisation_id", "=", organisation.id)
    .where("submitted_on", "=", amsterdamDay(new Date()))
    .execute();
}

describe("the draft", () => {
  it("counts the year's data right", async () => {
    const owner = await server.user();
    await seed(owner);
    await answerSurvey(owner, { gehoord: 4, goed: "Prima" }, "2025-03-03");
    await answerSurvey(owner, { gehoord: 2 }, "2025-09-09");
    await answerSurvey(owner, { gehoord: 5 }, "2024-09-09");
    // Verbeteracties of 2025: one done, two still open (and so over their date), one of 2027.
    const ownerId = (await owner.get("/api/me")).body.user.id;
    const action = (dueDate: string, extra: Record<string, string> = {}) =>
      owner.post("/api/actions", {
        description: "Wachttijd verkorten",
        sourceKind: "other",
        ownerId,
        dueDate,
        ...extra,
      });
    expect((await action("2025-03-01", { status: "done", result: "Gedaan" })).status).toBe(201);
    expect((await action("2025-04-01")).status).toBe(201);
    expect((await action("2025-05-01", { status: "in-progress" })).status).toBe(201);
    expect((await action("2027-01-01")).status).toBe(201);
    // Interne audits: one of 2025 with one finding, one of 2026.
    const audit = (
      await owner.post("/api/audits", { date: "2025-06-01", auditorIds: [ownerId], elements: ["4.5", "1.2"] })
    ).body;
    await owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: 1,
      points: [{ id: audit.checklist[0].id, status: "voldoet-deels", note: "" }],
    });
    expect(
      (await owner.post("/api/audits", { date: "2026-02-01", auditorIds: [ownerId], elements: ["3.3"] })).status,
    ).toBe(201);

    const res = await owner.get(`/api/review/draft?year=${year}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const f = res.body.figures;
    expect(f.from).toBe("2025-01-01");
    expect(f.to).toBe("2025-12-31");
    expect(f.goals).toEqual({
      total: 2,
      withStatus: 1,
      items: [
        { goal: "Minder wachttijd", status: "Bereikt" },
        { goal: "Meer inspraak", status: "" },
      ],
    });
    expect(f.register).toEqual({
      total: 7,
      byType: [
        { type: "Incident", count: 1 },
        { type: "Calamiteit", count: 1 },
        { type: "Geweld in de zorgrelatie", count: 0 },
        { type: "Klacht", count: 2 },
        { type: "Datalek", count: 3 },
      ],
      closed: 2,
      reportable: 4,
      reportedInTime: 2,
      reportedLate: 1,
      notReportedOverdue: 1,
      stillOpen: 0,
    });
    // The register per quarter (a row counts in the quarter of its discovery date), with the analysis.
    expect(f.quarters).toEqual([
      {
        quarter: "2025-K1",
        total: 2,
        previousTotal: 1,
        topCause: "Materiaal of omgeving",
        analysis: "Twee keer een losliggende mat.",
      },
      { quarter: "2025-K2", total: 3, previousTotal: 2, topCause: null, analysis: "" },
      { quarter: "2025-K3", total: 2, previousTotal: 3, topCause: null, analysis: "" },
      { quarter: "2025-K4", total: 0, previousTotal: 2, topCause: null, analysis: "" },
    ]);
    // The closed one was decided on its closing day, within six weeks; the open one is past its deadline.
    expect(f.complaints).toEqual({ total: 2, closed: 1, open: 1, inTime: 1, late: 0, overdue: 1 });
    // Counts only: every role reads the review, the names are personal data.
    expect(f.staff).toEqual({ people: 3, registrationDue: 1, vogDue: 1, items: [] });
    expect(f.clients.answers).toBe(2);
    expect(f.clients.questions[0]).toMatchObject({ count: 2, average: 3, kind: "scale" });
    // The contract's actionsSummary and auditsSummary.
    expect(f.actions).toEqual({ total: 3, done: 1, open: 2, overdue: 2, cancelled: 0 });
    expect(f.audits).toEqual({
      audits: [{ id: audit.id, date: "2025-06-01", elements: ["1.2", "4.5"], findings: 1 }],
      findings: 1,
      elementsAudited: ["1.2", "4.5"],
    });
    expect(f.reviewDates.passed).toBeGreaterThanOrEqual(1);
    const passed = f.reviewDates.items.map((i: { what: string }) => i.what);
    expect(passed).toContain("Jaarlijkse organisatiebeoordeling");
    // Each names its kind once: no 'Maatregel: Maatregel: …'.
    for (const what of passed) expect(what).not.toMatch(/^(\S+): \1\b/);
    // The same figures as handbook sections, with 'Nog geen gegevens' where a module has none.
    const titles = res.body.sections.map((s: { title: string }) => s.title);
    expect(titles).toEqual([
      reviewText.goals,
      reviewText.register,
      analysisTexts.reviewTitle,
      reviewText.complaints,
      reviewText.audits,
      reviewText.actions,
      reviewText.clients,
      reviewText.staff,
      reviewText.reviewDates,
      reviewText.reading,
    ]);
    expect(res.body.sections[2].blocks[0]).toEqual({
      kind: "table",
      columns: ["Kwartaal", "Meldingen", "Kwartaal ervoor", "Meest genoemde oorzaak"],
      rows: [
        ["1e kwartaal 2025", "2", "1", "Materiaal of omgeving"],
        ["2e kwartaal 2025", "3", "2", "Geen"],
        ["3e kwartaal 2025", "2", "3", "Geen"],
        ["4e kwartaal 2025", "0", "2", "Geen"],
      ],
    });
    expect(res.body.sections[2].blocks[1]).toEqual({
      kind: "paragraph",
      text: "Analyse 1e kwartaal 2025: Twee keer een losliggende mat.",
    });
    expect(res.body.sections[4].blocks[0].items).toEqual([
      "Audits: 1",
      "Bevindingen: 1",
      "Onderzochte elementen: 1.2, 4.5",
    ]);
    expect(res.body.sections[5].blocks[0].items).toEqual([
      "Acties: 3",
      "Afgerond: 1",
      "Open: 2",
      "Over de datum: 2",
      "Vervallen: 0",
    ]);
  });

  it("refuses a wrong year with a Dutch 400", async () => {
    const owner = await server.user();
    for (const y of ["", "abc", "1999", "2101", "2025.5"]) {
      const res = await owner.get(`/api/review/draft?year=${y}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Kies een geldig jaar.");
    }
  });
});

describe("saving", () => {
  it("keeps every saved version, refuses a stale one, and only an owner drafts and saves", async () => {
    const owner = await server.user();
    await seed(owner);
    const first = await owner.post("/api/review", {
      year,
      baseVersion: 0,
      conclusions: "De klachten zijn snel opgepakt.",
      newGoals: "- Wachttijd onder twee weken",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ year, version: 1, conclusions: "De klachten zijn snel opgepakt." });
    expect(first.body.figures.register.total).toBe(7);

    const stale = await owner.post("/api/review", { year, baseVersion: 0, conclusions: "Oud", newGoals: "" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(reviewMessages.stale);

    const second = await owner.post("/api/review", { year, baseVersion: 1, conclusions: "Aangevuld.", newGoals: "" });
    expect(second.status).toBe(201);
    expect(second.body.version).toBe(2);
    const other = await owner.post("/api/review", { year: 2024, baseVersion: 0, conclusions: "", newGoals: "" });
    expect(other.body.version).toBe(1);

    const list = (await owner.get("/api/review")).body.versions;
    expect(list.map((v: { year: number; version: number }) => [v.year, v.version])).toEqual([
      [2025, 2],
      [2025, 1],
      [2024, 1],
    ]);
    const old = await owner.get(`/api/review/${first.body.id}`);
    expect(old.body.conclusions).toBe("De klachten zijn snel opgepakt.");

    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      expect((await member.get("/api/review")).body.versions).toHaveLength(3);
      expect((await member.get(`/api/review/${first.body.id}`)).status).toBe(200);
      expect((await member.get(`/api/review/draft?year=${year}`)).status).toBe(403);
      const save = await member.post("/api/review", { year, baseVersion: 2, conclusions: "x", newGoals: "" });
      expect(save.status).toBe(403);
      expect(save.body.message).toBe("Alleen een eigenaar kan de organisatiebeoordeling opstellen en opslaan.");
    }
    expect((await owner.get("/api/review")).body.versions).toHaveLength(3);
  });

  it.each([
    ["text too long", { conclusions: "x".repeat(20_001), newGoals: "" }],
    ["a control character", { conclusions: "a\u0000b", newGoals: "" }],
    ["an unknown field", { conclusions: "", newGoals: "", extra: 1 }],
    ["no texts", {}],
  ])("refuses %s with a Dutch 400 and saves nothing", async (_name, body) => {
    const owner = await server.user();
    const res = await owner.post("/api/review", { year, baseVersion: 0, ...body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect((await owner.get("/api/review")).body.versions).toEqual([]);
  });

  it("keeps organisations apart", async () => {
    const a = await server.user();
    const b = await server.user();
    await seed(a);
    const saved = await a.post("/api/review", { year, baseVersion: 0, conclusions: "Van A", newGoals: "" });
    expect((await b.get(`/api/review/${saved.body.id}`)).status).toBe(404);
    expect((await b.get("/api/review")).body.versions).toEqual([]);
    const draftB = (await b.get(`/api/review/draft?year=${year}`)).body.figures;
    expect(draftB.register.total).toBe(0);
    expect(draftB.goals.total).toBe(0);
    expect((await b.get("/api/review/niet-een-id")).status).toBe(404);
  });
});

describe("in the handbook", () => {
  it("puts the newest version of each year into the handbook model, the PDF and the Word export", async () => {
    const owner = await server.user();
    const before = (await owner.get("/api/handbook")).body;
    expect(before.chapters.map((c: { id: string }) => c.id)).not.toContain("organisatiebeoordelingen");

    await seed(owner);
    await owner.post("/api/review", { year, baseVersion: 0, conclusions: "Eerste versie.", newGoals: "" });
    await owner.post("/api/review", {
      year,
      baseVersion: 1,
      conclusions: "Tweede versie.\n\n- Klachten sneller afhandelen",
      newGoals: "Wachttijd halveren",
    });
    const handbook = (await owner.get("/api/handbook")).body;
    const chapter = handbook.chapters.find((c: { id: string }) => c.id === "organisatiebeoordelingen");
    expect(chapter.title).toBe(reviewText.chapter);
    expect(handbook.chapters.at(-1).id).toBe("documenten");
    const text = JSON.stringify(chapter);
    expect(text).toContain("Tweede versie.");
    expect(text).toContain("Klachten sneller afhandelen");
    expect(text).toContain("Wachttijd halveren");
    expect(text).not.toContain("Eerste versie.");
    expect(chapter.sections[0].blocks[0].text).toMatch(/^2025, versie 2, opgeslagen op \d{2}-\d{2}-\d{4} door /);
    expect(handbook.contents.map((c: { id: string }) => c.id)).toContain("organisatiebeoordelingen");

    for (const ext of ["pdf", "docx"]) {
      const res = await owner.fetch(`/api/handbook/export.${ext}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });
});

describe("on the Overzicht", () => {
  it("counts the Verbeteren work in the HKZ coverage: clients' answers cover 4.1, a saved review 4.6", async () => {
    const owner = await server.user();
    const other = await server.user();
    type Row = { element: string; status: string; pages: { title: string; link: string }[] };
    const row = async (c: TestClient, element: string) =>
      ((await c.get("/api/planning/overview")).body.coverage as Row[]).find((r) => r.element === element)!;
    // Only the date of the review typed on the topic: 4.6 is in progress, 4.1 empty.
    expect((await put(owner, "datum", amsterdamDay(new Date()))).status).toBe(200);
    expect((await row(owner, "4.1")).status).toBe("Leeg");
    expect((await row(owner, "4.6")).status).toBe("In bewerking");

    await answerSurvey(owner, { gehoord: 4 }, amsterdamDay(new Date()));
    const saved = await owner.post("/api/review", { year, baseVersion: 0, conclusions: "Goed jaar.", newGoals: "" });
    expect(saved.status).toBe(201);

    const clients = await row(owner, "4.1");
    expect(clients.status).toBe("Ingevuld");
    expect(clients.pages).toContainEqual({ title: "Vragenlijst voor cliënten", link: "/verbeteren/clientervaringen" });
    const review = await row(owner, "4.6");
    expect(review.status).toBe("Ingevuld");
    expect(review.pages).toContainEqual({
      title: "Jaarlijkse beoordeling",
      link: "/verbeteren/organisatiebeoordeling",
    });
    // Another organisation's work counts nowhere else.
    expect((await row(other, "4.1")).status).toBe("Leeg");
    expect((await row(other, "4.6")).status).toBe("Leeg");
  });
});
