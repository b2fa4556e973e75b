/**
 * The Verbeteren part of the full export and import on the real server: improvement actions with
 * their history, internal audits, the client survey with its answers and the management reviews
 * come back the same through the API after export → import into an empty organisation; links
 * between actions and their sources still lead to the right rows; people map to members or are
 * cleared by the documented rule; the survey link is never carried over; archives of version 1
 * still import; bad Verbeteren data is refused with a Dutch message and changes nothing.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip, rezip } from "./test/transfer-client";
import { addMonths, amsterdamDay } from "@core/shared/calendar-day";
import type { ActionDetailDto, ActionDto } from "@modules/actions/model";
import type { AuditDetailDto, AuditsDto } from "@modules/audits/model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { transferMessages as t } from "../messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const today = amsterdamDay(new Date());
const userIdOf = async (c: TestClient) => (await c.get("/api/me")).body.user.id as string;
const orgIdOf = async (c: TestClient) => (await c.get("/api/me")).body.organisation.id as string;

async function ok<T = any>(res: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/**
 * An organisation with every kind of Verbeteren data: a register row, a goal, two audits (one
 * deleted later), a cycle start, two versions of a review, its own questionnaire with a link and
 * three answers, and actions linked to each kind of source, one with a history of three changes.
 */
async function filled(tag: string) {
  const owner = await server.user({ name: `Eigenaar ${tag}` });
  const editor = await server.member(owner, "editor");
  const [ownerId, editorId] = [await userIdOf(owner), await userIdOf(editor)];
  await ok(
    owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
      value: [
        { id: "rij-1", datum: "2026-03-02", type: "Klacht", omschrijving: `Wachttijd ${tag}` },
        { id: "rij-2", datum: "2026-03-03", type: "Incident", omschrijving: "Later verwijderd" },
      ],
      baseRevision: 0,
    }),
  );
  const goalId = (await ok(owner.post("/api/kms/goal-sets"), 201)).id as string;
  await ok(owner.put(`/api/audits/cycle`, { startsOn: "2025-01-01" }));
  const audit = await ok<AuditDetailDto>(
    owner.post("/api/audits", { date: "2026-02-10", auditorIds: [ownerId, editorId], elements: ["4.5", "1.2"] }),
    201,
  );
  const finding = audit.checklist[0]!;
  const assessed = await ok<AuditDetailDto>(
    owner.put(`/api/audits/${audit.id}/points`, {
      baseRevision: audit.revision,
      points: [
        { id: finding.id, status: "voldoet-niet", note: `Geen verslag ${tag}` },
        { id: audit.checklist[1]!.id, status: "voldoet", note: "" },
      ],
    }),
  );
  const gone = await ok<AuditDetailDto>(
    owner.post("/api/audits", { date: "2026-05-01", auditorIds: [editorId], elements: ["2.1"] }),
    201,
  );
  await ok(owner.post("/api/review", { year: 2025, baseVersion: 0, conclusions: `Eerste ${tag}`, newGoals: "" }), 201);
  const review = await ok(
    owner.post("/api/review", { year: 2025, baseVersion: 1, conclusions: `Tweede ${tag}`, newGoals: "Meer inspraak" }),
    201,
  );
  await ok(
    owner.put("/api/surveys", {
      revision: 0,
      questions: [
        { id: "gehoord", kind: "scale", text: `Ik voel me gehoord (${tag}).` },
        { id: "beter", kind: "open", text: "Wat kan beter?" },
      ],
    }),
  );
  const link = (await ok(owner.post("/api/surveys/link"))).link.url as string;
  const token = /\/vragenlijst\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
  for (const answers of [{ gehoord: 4, beter: `Sneller bellen ${tag}` }, { gehoord: 2 }, { gehoord: 5, beter: "" }]) {
    await ok(server.client().post(`/api/public/surveys/${token}`, { answers }), 201);
  }

  const action = (body: Record<string, unknown>) =>
    ok<{ action: ActionDto }>(
      owner.post("/api/actions", { ownerId: editorId, dueDate: "2026-06-30", ...body }),
      201,
    ).then((b) => b.action);
  const fromRow = await action({
    description: `Wachttijd verkorten ${tag}`,
    sourceKind: "register",
    sourceId: "rij-1",
    sourceLabel: "Klacht 02-03-2026",
    ownerId,
  });
  // Three changes: the history has four entries.
  let current = fromRow;
  for (const change of [
    { status: "in-progress" },
    { dueDate: "2026-07-15" },
    { status: "done", result: `Intake binnen twee weken ${tag}` },
  ]) {
    const { id: _, ...fields } = {
      id: 0,
      description: current.description,
      ownerId: current.ownerId,
      dueDate: current.dueDate,
      status: current.status,
      result: current.result,
      ...change,
    };
    current = (await ok(owner.put(`/api/actions/${current.id}`, { ...fields, baseRevision: current.revision }))).action;
  }
  await action({ description: "Verslag maken", sourceKind: "audit-finding", sourceId: finding.id, sourceLabel: "4.5" });
  await action({ description: "Doel meten", sourceKind: "goal", sourceId: goalId, sourceLabel: "Doelstelling 1" });
  await action({ description: "Uit de beoordeling", sourceKind: "review", sourceId: review.id });
  await action({ description: "Zonder bron", sourceKind: "other", status: "cancelled" });
  const goneFinding = gone.checklist[0]!;
  await action({ description: "Van een verwijderde audit", sourceKind: "audit-finding", sourceId: goneFinding.id });
  await ok(owner.delete(`/api/audits/${gone.id}`));
  await action({ description: "Van een verwijderde rij", sourceKind: "register", sourceId: "rij-2" });
  await ok(
    owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
      value: [{ id: "rij-1", datum: "2026-03-02", type: "Klacht", omschrijving: `Wachttijd ${tag}` }],
      baseRevision: 1,
    }),
  );
  return { owner, editor, ownerId, editorId, goalId, audit: assessed, review };
}

const exportOf = async (c: TestClient) => unzipSync((await exportZip(c)).bytes);

const withoutIds = <T extends { id: string }>(list: T[]) => list.map(({ id: _, ...rest }) => rest);

/** What a reader sees of the organisation's Verbeteren data, with ids left out where they are new. */
async function visible(c: TestClient) {
  const actions = (await ok(c.get("/api/actions"))).actions as ActionDto[];
  const details = await Promise.all(actions.map((a) => ok<ActionDetailDto>(c.get(`/api/actions/${a.id}`))));
  const audits = await ok<AuditsDto>(c.get("/api/audits"));
  const auditDetails = await Promise.all(audits.audits.map((a) => ok<AuditDetailDto>(c.get(`/api/audits/${a.id}`))));
  const versions = (await ok(c.get("/api/review"))).versions as { id: string }[];
  const reviews = await Promise.all(versions.map((v) => ok(c.get(`/api/review/${v.id}`))));
  const survey = await ok(c.get("/api/surveys"));
  const period = `from=${addMonths(today, -59)}&to=${today}`;
  return {
    actions: actions.map(({ id: _, sourceId: __, ownerId: ___, ownerName: ____, ...rest }) => rest),
    history: details.map((d) => d.history),
    cycle: audits.cycle,
    coverage: audits.coverage.map((e) => ({ ...e, audits: e.audits.map((x) => x.date) })),
    audits: auditDetails.map(({ id: _, auditors, checklist, ...rest }) => ({
      ...rest,
      auditors: auditors.map((a) => a.name),
      checklist: withoutIds(checklist),
    })),
    reviews: reviews.map(({ id: _, figures, ...rest }) => ({
      ...rest,
      figures: {
        ...figures,
        audits: figures.audits && { ...figures.audits, audits: withoutIds(figures.audits.audits) },
      },
    })),
    questions: survey.questions,
    surveyRevision: survey.revision,
    results: await ok(c.get(`/api/surveys/results?${period}`)),
    csv: await (await c.fetch(`/api/surveys/export.csv?${period}`)).text(),
  };
}

describe("Verbeteren in the full export and import", () => {
  let a: Awaited<ReturnType<typeof filled>>;
  let files: Record<string, Uint8Array>;
  beforeAll(async () => {
    a = await filled("Alfa");
    files = await exportOf(a.owner);
  });

  it("exports verbeteren/data.json: every kind of data, people once, no survey link, no link to a deleted source", async () => {
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest.version).toBe(6);
    const entry = manifest.entries.find((e: { kind: string }) => e.kind === "verbeteren");
    expect(entry).toMatchObject({ path: "verbeteren/data.json", sha256: sha256(files["verbeteren/data.json"]!) });
    const text = strFromU8(files["verbeteren/data.json"]!);
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: "normwijs-verbeteren", version: 1 });
    expect(data.actions).toHaveLength(7);
    expect(data.actions.find((x: any) => x.description.startsWith("Wachttijd")).history).toHaveLength(4);
    expect(data.audits.cycleStart).toBe("2025-01-01");
    expect(data.audits.audits).toHaveLength(1);
    expect(data.reviews.map((r: any) => r.version)).toEqual([1, 2]);
    expect(data.surveyResponses).toHaveLength(3);
    expect(data.people.map((p: any) => p.id).sort()).toEqual([a.ownerId, a.editorId].sort());
    // The link's secret is not in it, in any form.
    const survey = (await ok(a.owner.get("/api/surveys"))).link.url as string;
    const token = survey.split("/").pop()!;
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/token|nonce/i);
    // The actions of a deleted audit and a deleted register row keep their kind, not their dangling link.
    expect(data.actions.find((x: any) => x.description === "Van een verwijderde audit")).toMatchObject({
      sourceKind: "audit-finding",
      sourceId: null,
    });
    expect(data.actions.find((x: any) => x.description === "Van een verwijderde rij")).toMatchObject({
      sourceKind: "register",
      sourceId: null,
    });
  });

  it("round trip: an empty organisation shows the same actions, history, audits, survey and reviews", async () => {
    const b = await server.user({ name: "Nieuwe eigenaar" });
    const res = await postZip(b, zipSync(files));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ actions: 7, audits: 1, surveyResponses: 3, reviews: 2 });
    expect(t.done(res.body)).toContain(
      "7 verbeteracties, 1 interne audit, 3 antwoorden op de vragenlijst, 2 versies van de organisatiebeoordeling",
    );
    expect(await visible(b)).toEqual(await visible(a.owner));
    // A fresh organisation gets no link: the owner makes a new one.
    expect((await ok(b.get("/api/surveys"))).link).toBeNull();
  });

  it("keeps links valid: register row, goal, audit finding and review lead to the imported rows, both ways", async () => {
    const b = await server.user();
    expect((await postZip(b, zipSync(files))).status).toBe(200);
    const actions = (await ok(b.get("/api/actions"))).actions as ActionDto[];
    const by = (d: string) => actions.find((x) => x.description.startsWith(d))!;
    expect(by("Wachttijd verkorten")).toMatchObject({ sourceKind: "register", sourceId: "rij-1" });
    expect(by("Doel meten")).toMatchObject({ sourceKind: "goal", sourceId: a.goalId });
    const sets = (await ok(b.get("/api/kms/values"))).values["kwaliteitsdoelstellingen-sets"].value;
    expect(sets).toContain(a.goalId);

    const [audit] = (await ok<AuditsDto>(b.get("/api/audits"))).audits;
    expect(audit!.id).not.toBe(a.audit.id);
    const detail = await ok<AuditDetailDto>(b.get(`/api/audits/${audit!.id}`));
    const finding = detail.checklist.find((p) => p.status === "voldoet-niet")!;
    expect(finding.note).toBe("Geen verslag Alfa");
    expect(by("Verslag maken")).toMatchObject({ sourceKind: "audit-finding", sourceId: finding.id });
    const linked = (await ok(b.get(`/api/actions?sourceKind=audit-finding&sourceId=${finding.id}`))).actions;
    expect(linked.map((x: ActionDto) => x.description)).toEqual(["Verslag maken"]);

    const versions = (await ok(b.get("/api/review"))).versions as { id: string; version: number }[];
    const v2 = versions.find((v) => v.version === 2)!;
    expect(v2.id).not.toBe(a.review.id);
    expect(by("Uit de beoordeling")).toMatchObject({ sourceKind: "review", sourceId: v2.id });
    expect((await ok(b.get(`/api/review/${v2.id}`))).conclusions).toBe("Tweede Alfa");
    expect(by("Van een verwijderde audit")).toMatchObject({ sourceKind: "audit-finding", sourceId: null });
    // The imported points and actions can be worked on as usual.
    const saved = await ok<AuditDetailDto>(
      b.put(`/api/audits/${detail.id}/points`, {
        baseRevision: detail.revision,
        points: [{ id: finding.id, status: "voldoet", note: "Opgelost" }],
      }),
    );
    expect(saved.revision).toBe(detail.revision + 1);
  });

  it("maps people: a member here keeps owning and auditing; anyone else is cleared as owner and kept by name", async () => {
    const b = await server.user({ name: "Nieuwe eigenaar" });
    // The editor of Alfa is also a member of the new organisation (same account).
    await server.db
      .insertInto("membership")
      .values({
        organisation_id: await orgIdOf(b),
        user_id: a.editorId,
        role: "editor",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await postZip(b, zipSync(files))).status).toBe(200);
    const actions = (await ok(b.get("/api/actions"))).actions as ActionDto[];
    const by = (d: string) => actions.find((x) => x.description.startsWith(d))!;
    expect(by("Verslag maken")).toMatchObject({ ownerId: a.editorId });
    // Alfa's owner is no member here: the action has no owner until someone chooses one.
    expect(by("Wachttijd verkorten")).toMatchObject({ ownerId: null, ownerName: null });
    const [audit] = (await ok<AuditsDto>(b.get("/api/audits"))).audits;
    expect(audit!.auditors.map((x) => x.name)).toEqual(["Eigenaar Alfa", expect.any(String)]);
    expect(audit!.auditors[1]!.id).toBe(a.editorId);
    expect(audit!.auditors[0]!.id).not.toBe(a.ownerId);
    // The history keeps who did what, as text.
    const history = (await ok<ActionDetailDto>(b.get(`/api/actions/${by("Wachttijd verkorten").id}`))).history;
    expect(history.map((h) => h.actor)).toEqual(Array(4).fill(expect.stringContaining("Eigenaar Alfa")));
    // A review keeps the name of who saved it.
    const versions = (await ok(b.get("/api/review"))).versions as { savedBy: string }[];
    expect(versions.map((v) => v.savedBy)).toEqual(["Eigenaar Alfa", "Eigenaar Alfa"]);
  });

  it("imports an archive of version 1 (before Verbeteren) and refuses version 1 with Verbeteren data", async () => {
    const b = await server.user();
    const v1 = rezip(
      files,
      {
        "verbeteren/data.json": null,
        "auditor/vragen.json": null,
        "leesbevestigingen/data.json": null,
        "organisatie/data.json": null,
        "meldingen/data.json": null,
      },
      (m) => (m.version = 1),
    );
    const res = await postZip(b, v1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ actions: 0, audits: 0, surveyResponses: 0, reviews: 0 });
    expect(res.body.values).toBeGreaterThan(0);

    const c = await server.user();
    const mixed = rezip(files, { "organisatie/data.json": null }, (m) => (m.version = 1));
    expect(await postZip(c, mixed)).toMatchObject({
      status: 400,
      body: { message: t.unexpectedEntry("verbeteren/data.json") },
    });
  });

  describe("refused archives change nothing", () => {
    const data = () => JSON.parse(strFromU8(files["verbeteren/data.json"]!));

    async function expectEmpty(c: TestClient) {
      expect((await ok(c.get("/api/actions"))).actions).toEqual([]);
      const audits = await ok<AuditsDto>(c.get("/api/audits"));
      expect(audits.audits).toEqual([]);
      expect(audits.cycle).toBeNull();
      expect((await ok(c.get("/api/review"))).versions).toEqual([]);
      expect((await ok(c.get(`/api/surveys/results?from=${addMonths(today, -59)}&to=${today}`))).answers).toBe(0);
      expect((await ok(c.get("/api/surveys"))).revision).toBe(0);
      expect((await ok(c.get("/api/kms/values"))).values).toEqual({});
    }

    async function refused(change: (d: any) => void, status: number, message: string) {
      const d = data();
      change(d);
      const c = await server.user();
      const res = await postZip(c, rezip(files, { "verbeteren/data.json": strToU8(JSON.stringify(d)) }));
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toBe(message);
      await expectEmpty(c);
    }

    const find = (d: any, s: string) => d.actions.find((x: any) => x.description.startsWith(s));
    // One test per refusal: each is a whole import (a new account, a worker), so each gets its own time.
    it.each<[string, (d: any) => void, string]>([
      [
        "an audit point",
        (d) => (find(d, "Verslag maken").sourceId = "onbekend-punt"),
        t.unknownSource("Verslag maken"),
      ],
      [
        "a review",
        (d) => (find(d, "Uit de beoordeling").sourceId = "onbekende-versie"),
        t.unknownSource("Uit de beoordeling"),
      ],
      [
        "a register row",
        (d) => (find(d, "Wachttijd").sourceId = "rij-99"),
        t.unknownSource("Wachttijd verkorten Alfa"),
      ],
      ["a goal", (d) => (find(d, "Doel meten").sourceId = "geen-doel"), t.unknownSource("Doel meten")],
      // A complaint is a row of the register: made-up ids are refused as for every other kind.
      [
        "a complaint",
        (d) => Object.assign(find(d, "Doel meten"), { sourceKind: "complaint", sourceId: "geen-rij" }),
        t.unknownSource("Doel meten"),
      ],
      ["a source for an action without one", (d) => (find(d, "Zonder bron").sourceId = "iets"), t.badVerbeteren],
    ])("a link that is not in the archive: %s", async (_, change, message) => {
      await refused(change, 422, message);
    });

    it.each<[string, (d: any) => void, string]>([
      ["an action's owner", (d) => (d.actions[0].owner = "niemand"), t.unknownPerson],
      ["an auditor", (d) => (d.audits.audits[0].auditors[0].person = "niemand"), t.unknownPerson],
      ["an action's id twice", (d) => (d.actions[1].id = d.actions[0].id), t.duplicateId],
      ["a point's id twice", (d) => (d.audits.audits[0].points[1].id = d.audits.audits[0].points[0].id), t.duplicateId],
      ["a review's version twice", (d) => (d.reviews[1].version = 1), t.duplicateId],
    ])("a person who is not listed, or an id used twice: %s", async (_, change, message) => {
      await refused(change, 422, message);
    });

    it.each<[string, (d: any) => void]>([
      ["an unknown status", (d) => (d.actions[0].status = "klaar")],
      ["a day that does not exist", (d) => (d.actions[0].dueDate = "2026-02-30")],
      ["an unknown element", (d) => (d.audits.audits[0].points[0].element = "9.9")],
      ["a score out of range", (d) => (d.surveyResponses[0].answers[0].score = 7)],
      ["a survey without questions", (d) => (d.survey.questions = [])],
      ["figures without their fields", (d) => (d.reviews[0].figures = { year: 2025 })],
      ["answers that are no list", (d) => (d.surveyResponses = "veel")],
      ["a field of its own", (d) => (d.extra = true)],
      ["a NUL in a text", (d) => (d.actions[0].description = "Met een \u0000 erin")],
    ])("wrong shapes: %s", async (_, change) => {
      await refused(change, 422, t.badVerbeteren);
    });

    it("wrong shapes: a done action without a result, and no JSON at all", async () => {
      // A done action without a result breaks the register's own rule.
      await refused(
        (d) => {
          const done = d.actions.find((x: any) => x.status === "done");
          done.result = "";
        },
        422,
        t.badVerbeteren,
      );
      // Not JSON at all.
      const c = await server.user();
      const res = await postZip(c, rezip(files, { "verbeteren/data.json": strToU8("{niet") }));
      expect(res).toMatchObject({ status: 422, body: { message: t.badVerbeteren } });
      await expectEmpty(c);
    });

    it("an archive of version 6 without Verbeteren data, and a version from the future", async () => {
      const c = await server.user();
      expect(await postZip(c, rezip(files, { "verbeteren/data.json": null }))).toMatchObject({
        status: 400,
        body: { message: t.missingEntry("verbeteren/data.json") },
      });
      expect(
        await postZip(
          c,
          rezip(files, {}, (m) => (m.version = 7)),
        ),
      ).toMatchObject({
        status: 400,
        body: { message: t.unknownVersion },
      });
      await expectEmpty(c);
    });

    it("a target that already has Verbeteren data", async () => {
      const c = await server.user();
      await ok(
        c.post("/api/actions", {
          description: "Al begonnen",
          sourceKind: "other",
          ownerId: await userIdOf(c),
          dueDate: "2026-06-30",
        }),
        201,
      );
      expect(await postZip(c, zipSync(files))).toMatchObject({ status: 409, body: { message: t.notEmpty } });
      expect((await ok(c.get("/api/actions"))).actions.map((x: ActionDto) => x.description)).toEqual(["Al begonnen"]);
      expect((await ok<AuditsDto>(c.get("/api/audits"))).audits).toEqual([]);
    });
  });
});
