/**
 * The auditdossier per element on the real server: documents linked to elements (on upload,
 * afterwards, in bulk), roles, the billing lock and isolation between organisations; and every
 * readiness rule as the API answers it, from data made through the ordinary routes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import type { ElementDossierDto, ReadinessOverview } from "../model";
import { documentElementMessages } from "@modules/documents/messages";
import { type StoredFileDto } from "@modules/documents/model";
import type { AuditDetailDto } from "@modules/audits/model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const files = async (c: TestClient, category = "beleid") =>
  (await c.get<{ files: StoredFileDto[] }>(`/api/documents?category=${category}`)).body.files;
const dossier = async (c: TestClient, n: string) => (await c.get<ElementDossierDto>(`/api/elements/${n}`)).body.dossier;
const reasonKinds = async (c: TestClient, n: string) => (await dossier(c, n)).reasons.map((r) => r.kind);

async function upload(c: TestClient, name: string, elements?: string) {
  await tusUpload(c, Buffer.from(`inhoud van ${name}`), { ...meta(name), ...(elements ? { elements } : {}) });
  return (await files(c)).find((f) => f.name === name)!;
}

async function save(c: TestClient, name: string, value: unknown) {
  const res = await c.put(`/api/kms/values/${name}`, { value, baseRevision: 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** 'Vaststellen' of a topic page as it is now (an Eigenaar). */
async function approve(c: TestClient, topic: string) {
  const res = await c.post(`/api/planning/approvals/topic/${topic}`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An internal audit of `elements` today, every point assessed with `status`. */
async function audited(c: TestClient, elements: string[], status = "voldoet") {
  const me = (await c.get("/api/me")).body.user.id as string;
  const audit = (await c.post<AuditDetailDto>("/api/audits", { date: today(), auditorIds: [me], elements })).body;
  const res = await c.put<AuditDetailDto>(`/api/audits/${audit.id}/points`, {
    baseRevision: audit.revision,
    points: audit.checklist.map((p) => ({ id: p.id, status, note: "" })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("linking documents to elements ('Hoort bij normelement')", () => {
  it("links on upload, afterwards and in bulk, answers in norm order, and logs each change", async () => {
    const owner = await server.user();
    const rie = await upload(owner, "RI&E 2026.pdf", "2.6, 1.7");
    expect(rie.elements).toEqual(["1.7", "2.6"]);
    const other = await upload(owner, "Klachtenregeling.pdf");
    expect(other.elements).toEqual([]);

    const put = await owner.put(`/api/documents/${other.id}/elements`, { elements: ["4.5", "3.1"] });
    expect(put.status).toBe(200);
    expect(put.body.document).toMatchObject({ id: other.id, elements: ["3.1", "4.5"] });

    const bulk = await owner.post("/api/documents/elements", {
      documentIds: [rie.id, other.id],
      add: ["4.6"],
      remove: ["1.7", "4.5"],
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const after = Object.fromEntries((await files(owner)).map((f) => [f.name, f.elements]));
    expect(after).toEqual({ "RI&E 2026.pdf": ["2.6", "4.6"], "Klachtenregeling.pdf": ["3.1", "4.6"] });

    const log = (await owner.get("/api/activity?kind=document.linked")).body.entries as {
      subject: string;
      detail: string;
    }[];
    expect(log.map((e) => [e.subject, e.detail])).toContainEqual([
      "RI&E 2026.pdf",
      "Beleid: Hoort bij normelement 2.6, 4.6",
    ]);
    expect(log).toHaveLength(3);

    const unlinked = await owner.put(`/api/documents/${rie.id}/elements`, { elements: [] });
    expect(unlinked.body.document.elements).toEqual([]);
  });

  it("refuses unknown elements and unknown documents with a Dutch answer and changes nothing", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "a.pdf", "1.2");
    for (const elements of [["9.9"], "1.2", [1.2], ["1.2", "x"]]) {
      const res = await owner.put(`/api/documents/${doc.id}/elements`, { elements });
      expect(res.status, JSON.stringify(elements)).toBe(400);
      expect(res.body.message).toBe("Kies normelementen uit de lijst.");
    }
    const missing = await owner.post("/api/documents/elements", {
      documentIds: [doc.id, "00000000-0000-4000-8000-000000000000"],
      add: ["2.1"],
    });
    expect(missing.status).toBe(404);
    expect((await owner.post("/api/documents/elements", { documentIds: [doc.id] })).status).toBe(400);
    expect((await owner.post("/api/documents/elements", { documentIds: [], add: ["2.1"] })).status).toBe(400);
    expect((await owner.put("/api/documents/geen-id/elements", { elements: [] })).status).toBe(404);
    // A selection over the limit, an id that is no id, a field the route does not know: 400, in Dutch.
    const many = Array.from({ length: 501 }, () => randomUUID());
    const tooMany = await owner.post("/api/documents/elements", { documentIds: many, add: ["2.1"] });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, documentElementMessages.tooManyDocuments]);
    for (const body of [
      { documentIds: ["geen-id"], add: ["2.1"] },
      { documentIds: [doc.id], add: ["2.1"], extra: true },
      { documentIds: [doc.id], remove: ["2.1", "9.9"] },
    ]) {
      const res = await owner.post("/api/documents/elements", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message, JSON.stringify(body)).toBe("string");
    }
    expect((await owner.put(`/api/documents/${doc.id}/elements`, { elements: ["2.1"], extra: true })).status).toBe(400);
    // A bad element in the upload metadata refuses the upload before a byte is stored.
    await expect(upload(owner, "b.pdf", "1.2,7.7")).rejects.toThrow();
    expect((await files(owner)).map((f) => [f.name, f.elements])).toEqual([["a.pdf", ["1.2"]]]);
  });

  it("keeps organisations apart and lets only Eigenaar and Bewerker link", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "eigen.pdf", "2.6");
    const stranger = await server.user();
    expect((await stranger.put(`/api/documents/${doc.id}/elements`, { elements: ["1.1"] })).status).toBe(404);
    expect((await stranger.post("/api/documents/elements", { documentIds: [doc.id], add: ["1.1"] })).status).toBe(404);
    expect((await dossier(stranger, "2.6")).documents).toEqual([]);

    const reader = await server.member(owner, "reader");
    const refused = await reader.put(`/api/documents/${doc.id}/elements`, { elements: [] });
    expect(refused.status).toBe(403);
    expect((await reader.post("/api/documents/elements", { documentIds: [doc.id], remove: ["2.6"] })).status).toBe(403);
    expect((await dossier(reader, "2.6")).documents.map((d) => d.name)).toEqual(["eigen.pdf"]);

    const editor = await server.member(owner, "editor");
    expect((await editor.put(`/api/documents/${doc.id}/elements`, { elements: ["2.6", "2.7"] })).status).toBe(200);
    expect((await files(owner))[0]!.elements).toEqual(["2.6", "2.7"]);
  });

  it("counts a link only while its document is ready: in the bin it covers nothing, restored it does again", async () => {
    const owner = await server.user();
    const doc = await upload(owner, "RI&E.pdf", "2.6");
    expect((await dossier(owner, "2.6")).documents.map((d) => d.id)).toEqual([doc.id]);
    expect((await owner.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect((await dossier(owner, "2.6")).documents).toEqual([]);
    expect((await owner.put(`/api/documents/${doc.id}/elements`, { elements: [] })).status).toBe(404);
    expect((await owner.post(`/api/documents/bin/${doc.id}/restore`)).status).toBe(200);
    expect((await dossier(owner, "2.6")).documents.map((d) => d.id)).toEqual([doc.id]);
  });
});

describe("linking when the trial is over", () => {
  let locked: TestServer;
  beforeAll(async () => {
    locked = await startTestServer({ STRIPE_SECRET_KEY: "sk_test_x", TRIAL_DAYS: "14" });
  });
  afterAll(async () => {
    await locked?.close();
  });

  it("refuses linking with 402 and keeps the element page readable", async () => {
    const owner = await locked.user();
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await tusUpload(owner, Buffer.from("x"), { ...meta("rie.pdf"), elements: "2.6" });
    const [doc] = await files(owner);
    await locked.db
      .updateTable("organisation")
      .set({ created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString() })
      .where("id", "=", organisationId)
      .execute();
    expect((await owner.put(`/api/documents/${doc!.id}/elements`, { elements: [] })).status).toBe(402);
    expect((await owner.post("/api/documents/elements", { documentIds: [doc!.id], add: ["1.1"] })).status).toBe(402);
    expect((await dossier(owner, "2.6")).documents.map((d) => d.name)).toEqual(["rie.pdf"]);
  });
});

describe("readiness per element through the API", () => {
  it("starts 'Nog niet begonnen', and a linked document turns 2.6 'Op orde' once filled in and audited", async () => {
    const owner = await server.user();
    const start = await dossier(owner, "2.6");
    expect(start.readiness).toBe("niet-begonnen");
    expect(start.title).toBe("Werkomgeving");

    await save(owner, "rie-datum", today());
    await save(owner, "rie-plan-van-aanpak", [{ id: "r1", maatregel: "Alarmknop", wie: "Directeur" }]);
    await approve(owner, "werkomgeving");
    await audited(owner, ["2.6"]);
    const waiting = await dossier(owner, "2.6");
    expect(waiting.readinessTitle).toBe("Aandacht nodig");
    expect(waiting.reasons.map((r) => r.kind)).toEqual(["document-missing"]);

    await upload(owner, "RI&E.pdf", "2.6");
    const ready = await dossier(owner, "2.6");
    expect(ready.readiness).toBe("op-orde");
    expect(ready.reasons).toEqual([]);
    const overview = (await owner.get<ReadinessOverview>("/api/elements")).body;
    expect(overview).toMatchObject({ ready: 1, total: 23 });
    expect(overview.elements.find((e) => e.number === "2.6")?.readinessTitle).toBe("Op orde");
  });

  it("names an empty text, a passed review date of a topic and of a linked document", async () => {
    const owner = await server.user();
    await save(owner, "missie-en-visie", "Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij kunnen.");
    await approve(owner, "missie-en-visie");
    await audited(owner, ["1.2", "1.5"]);
    expect(await reasonKinds(owner, "1.2")).toEqual([]);
    expect(await reasonKinds(owner, "1.5")).toEqual(["text-empty", "text-empty", "text-empty"]);

    const passed = addDays(today(), -1);
    expect((await owner.put("/api/planning/review-dates/topic/missie-en-visie", { reviewOn: passed })).status).toBe(
      200,
    );
    expect(await reasonKinds(owner, "1.2")).toEqual(["review-passed"]);
    expect((await owner.put("/api/planning/review-dates/topic/missie-en-visie", { reviewOn: null })).status).toBe(200);

    const doc = await upload(owner, "Visie.pdf", "1.2");
    expect((await owner.put(`/api/planning/review-dates/document/${doc.id}`, { reviewOn: passed })).status).toBe(200);
    const d = await dossier(owner, "1.2");
    expect(d.reasons.map((r) => r.kind)).toEqual(["document-review-passed"]);
    expect(d.reasons[0]!.text).toContain("'Visie.pdf'");
  });

  it("names an open finding until its Verbeteractie is 'Afgerond', and an overdue action", async () => {
    const owner = await server.user();
    const me = (await owner.get("/api/me")).body.user.id as string;
    await save(owner, "missie-en-visie", "Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij kunnen.");
    await approve(owner, "missie-en-visie");
    const audit = await audited(owner, ["1.2"], "voldoet-niet");
    expect(await reasonKinds(owner, "1.2")).toEqual(audit.checklist.map(() => "open-finding"));

    const overdue = addDays(today(), -3);
    const actions = [];
    for (const p of audit.checklist) {
      const res = await owner.post("/api/actions", {
        description: `Herstel: ${p.text}`,
        ownerId: me,
        dueDate: overdue,
        sourceKind: "audit-finding",
        sourceId: p.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      actions.push(res.body.action);
    }
    const withActions = await dossier(owner, "1.2");
    expect(withActions.actions.map((a) => a.id).sort()).toEqual(actions.map((a) => a.id).sort());
    expect(withActions.reasons.filter((r) => r.kind === "action-overdue")).toHaveLength(actions.length);

    for (const a of actions) {
      const res = await owner.put(`/api/actions/${a.id}`, {
        description: a.description,
        ownerId: me,
        dueDate: overdue,
        status: "done",
        result: "Besproken in het team",
        baseRevision: a.revision,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const done = await dossier(owner, "1.2");
    expect(done.readiness).toBe("op-orde");
    expect(done.audits[0]!.points.every((p) => p.finding && p.handled)).toBe(true);
  });

  it("names an element not audited in this cycle, and refuses an unknown element with 404", async () => {
    const owner = await server.user();
    await save(owner, "missie-en-visie", "Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij kunnen.");
    await approve(owner, "missie-en-visie");
    const d = await dossier(owner, "1.2");
    expect(d.readiness).toBe("aandacht");
    expect(d.reasons.map((r) => r.text)).toEqual([
      "Dit normelement is in deze certificeringscyclus nog niet intern geaudit.",
    ]);
    for (const bad of ["9.9", "1", "1.2.3", "1%2C2"]) {
      const res = await owner.get(`/api/elements/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe("Dit normelement bestaat niet. Kies een normelement uit de lijst.");
    }
    expect((await server.client().get("/api/elements")).status).toBe(401);
  });
});

describe("readiness reads the legal clocks and the yearly review (wave 5)", () => {
  it("an unreported data breach of 4 days ago makes 4.5 'Aandacht nodig' on the element, the overview and the calendar; its report date clears it", async () => {
    const owner = await server.user();
    const found = addDays(today(), -4);
    const breach = { id: "d1", datum: found, type: "Datalek", omschrijving: "Mail aan verkeerde ouder" };
    await save(owner, "meldingen-register", [breach]);
    const late = await dossier(owner, "4.5");
    expect(late.readiness).toBe("aandacht");
    const legal = late.reasons.filter((r) => r.kind === "legal-overdue");
    expect(legal).toHaveLength(1);
    expect(legal[0]!.text).toContain("gemeld moeten zijn bij de AP");
    expect(legal[0]!.link).toBe("/kwaliteitssysteem/meldingen");
    const overview = (await owner.get<ReadinessOverview>("/api/elements")).body;
    expect(overview.elements.find((e) => e.number === "4.5")?.reasons.map((r) => r.kind)).toContain("legal-overdue");
    const calendar = (await owner.get<{ items: { kind: string; status: string }[] }>("/api/planning/calendar")).body;
    expect(calendar.items).toContainEqual(expect.objectContaining({ kind: "datalek", status: "verlopen" }));

    const res = await owner.put("/api/kms/values/meldingen-register", {
      value: [{ ...breach, datumMelding: today() }],
      baseRevision: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await reasonKinds(owner, "4.5")).not.toContain("legal-overdue");
  });

  it("a text of a few characters is 'te kort', and organisations stay apart", async () => {
    const owner = await server.user();
    const other = await server.user();
    await save(owner, "missie-en-visie", "ok");
    expect(await reasonKinds(owner, "1.2")).toContain("text-short");
    expect(await reasonKinds(other, "1.2")).toContain("text-empty");
    expect(await reasonKinds(other, "1.2")).not.toContain("text-short");
  });
});
