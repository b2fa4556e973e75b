/**
 * Verbeteracties through the real routes: every rule (owner is a member, dates, 'Afgerond' needs a
 * result, the source exists), links both ways, isolation between organisations, roles, the
 * conflict rule, the history and the activity log, and the management review's summary.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { actionMessages } from "../messages";
import type { ActionDetailDto, ActionDto, ActionsDto } from "../model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { actionsSummary } from "./summary";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;

/** An organisation with one register row; answers the owner, their id and the row's id. */
async function organisationWithRow() {
  const owner = await server.user();
  const rowId = randomUUID();
  const res = await owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
    value: [{ id: rowId, datum: "2026-03-02", type: "Klacht", omschrijving: "Ouder klaagt over wachttijd" }],
    baseRevision: 0,
  });
  expect(res.status).toBe(200);
  return { owner, ownerId: await userIdOf(owner), rowId };
}

const newAction = (ownerId: string, more: Record<string, unknown> = {}) => ({
  description: "Wachttijd voor intake bespreken in teamoverleg",
  sourceKind: "other",
  ownerId,
  dueDate: addDays(today(), 14),
  ...more,
});

async function create(c: TestClient, body: Record<string, unknown>): Promise<ActionDto> {
  const res = await c.post("/api/actions", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.action;
}

const list = async (c: TestClient, query = "") => (await c.get<ActionsDto>(`/api/actions${query}`)).body.actions;

describe("making and linking actions", () => {
  it("links an action to a register row, and the row finds it back by kind and id", async () => {
    const { owner, ownerId, rowId } = await organisationWithRow();
    const action = await create(
      owner,
      newAction(ownerId, { sourceKind: "register", sourceId: rowId, sourceLabel: "Klacht 02-03-2026" }),
    );
    expect(action).toMatchObject({
      sourceKind: "register",
      sourceId: rowId,
      sourceLabel: "Klacht 02-03-2026",
      ownerId,
      ownerName: expect.any(String),
      status: "open",
      result: "",
      overdue: false,
      revision: 1,
    });
    await create(owner, newAction(ownerId, { description: "Iets anders" }));

    const linked = await list(owner, `?sourceKind=register&sourceId=${rowId}`);
    expect(linked.map((a) => a.id)).toEqual([action.id]);
    expect(await list(owner, `?sourceKind=register&sourceId=${randomUUID()}`)).toEqual([]);
    const detail = (await owner.get<ActionDetailDto>(`/api/actions/${action.id}`)).body;
    expect(detail.action).toEqual(action);
  });

  it("refuses a register row or goal set that does not exist; a source chosen by hand links to nothing", async () => {
    const { owner, ownerId } = await organisationWithRow();
    for (const sourceKind of ["register", "goal"]) {
      const res = await owner.post("/api/actions", newAction(ownerId, { sourceKind, sourceId: randomUUID() }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(actionMessages.sourceGone);
    }
    const unknown = await owner.post("/api/actions", newAction(ownerId, { sourceKind: "elders" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(actionMessages.source);
    expect(await list(owner)).toEqual([]);
    const byHand = await create(owner, newAction(ownerId, { sourceKind: "complaint" }));
    expect(byHand).toMatchObject({ sourceKind: "complaint", sourceId: null, sourceLabel: null });
    const other = await create(
      owner,
      newAction(ownerId, { sourceKind: "other", sourceId: "x", sourceLabel: "Overleg" }),
    );
    expect(other).toMatchObject({ sourceKind: "other", sourceId: null, sourceLabel: "Overleg" });
    expect((await list(owner, "?sourceKind=complaint")).map((a) => a.id)).toEqual([byHand.id]);
  });

  it("links to a complaint (a row of the register) and a saved review only of its own organisation", async () => {
    const { owner, ownerId, rowId } = await organisationWithRow();
    const saved = await owner.post("/api/review", { year: 2025, baseVersion: 0, conclusions: "", newGoals: "" });
    expect(saved.status).toBe(201);
    const reviewId = saved.body.id as string;
    const other = await organisationWithRow();
    const theirs = await other.owner.post("/api/review", {
      year: 2025,
      baseVersion: 0,
      conclusions: "",
      newGoals: "",
    });
    const theirId = theirs.body.id as string;

    const refused = [
      { sourceKind: "complaint", sourceId: randomUUID() },
      { sourceKind: "complaint", sourceId: other.rowId },
      { sourceKind: "review", sourceId: randomUUID() },
      { sourceKind: "review", sourceId: theirId },
      { sourceKind: "review", sourceId: "verzonnen" },
      { sourceKind: "audit-finding", sourceId: randomUUID() },
    ];
    for (const source of refused) {
      const res = await owner.post("/api/actions", newAction(ownerId, source));
      expect(res.status, JSON.stringify(source)).toBe(404);
      expect(res.body.message).toBe(actionMessages.sourceGone);
    }
    expect(await list(owner)).toEqual([]);

    const complaint = await create(owner, newAction(ownerId, { sourceKind: "complaint", sourceId: rowId }));
    const review = await create(owner, newAction(ownerId, { sourceKind: "review", sourceId: reviewId }));
    expect(complaint).toMatchObject({ sourceKind: "complaint", sourceId: rowId });
    expect(review).toMatchObject({ sourceKind: "review", sourceId: reviewId });
    expect(await list(other.owner)).toEqual([]);
  });

  it("links an action to a goal set", async () => {
    const owner = await server.user();
    const setId = (await owner.post("/api/kms/goal-sets")).body.id as string;
    const action = await create(owner, newAction(await userIdOf(owner), { sourceKind: "goal", sourceId: setId }));
    expect((await list(owner, `?sourceKind=goal&sourceId=${setId}`)).map((a) => a.id)).toEqual([action.id]);
  });
});

describe("rules", () => {
  it("needs an owner who is a member of the organisation", async () => {
    const { owner } = await organisationWithRow();
    const stranger = await server.user();
    for (const ownerId of [await userIdOf(stranger), randomUUID()]) {
      const res = await owner.post("/api/actions", newAction(ownerId));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(actionMessages.ownerNotMember);
    }
    expect((await owner.post("/api/actions", newAction(""))).body.message).toBe(actionMessages.owner);
    const editor = await server.member(owner, "editor");
    const action = await create(owner, newAction(await userIdOf(editor)));
    expect(action.ownerId).toBe(await userIdOf(editor));
    // Changing to a stranger is refused the same way.
    const res = await owner.put(`/api/actions/${action.id}`, {
      ...newAction(await userIdOf(stranger)),
      sourceKind: undefined,
      status: "open",
      baseRevision: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(actionMessages.ownerNotMember);
    expect(await list(owner)).toHaveLength(1);
  });

  it("needs a valid due date, and a description", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    for (const dueDate of ["2026-02-30", "30-01-2027", "", 20270101, null, "1800-01-01"]) {
      const res = await owner.post("/api/actions", newAction(ownerId, { dueDate }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(actionMessages.dueDate);
    }
    expect((await owner.post("/api/actions", newAction(ownerId, { description: "  " }))).body.message).toBe(
      actionMessages.description,
    );
    expect((await owner.post("/api/actions", "{niet json")).status).toBe(400);
    expect(await list(owner)).toEqual([]);
  });

  it("needs a result for 'Afgerond', when making and when changing", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const refused = await owner.post("/api/actions", newAction(ownerId, { status: "done", result: " " }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(actionMessages.resultNeeded);
    const action = await create(owner, newAction(ownerId));
    const edit = { description: action.description, ownerId, dueDate: action.dueDate, baseRevision: 1 };
    const noResult = await owner.put(`/api/actions/${action.id}`, { ...edit, status: "done" });
    expect(noResult.status).toBe(400);
    expect(noResult.body.message).toBe(actionMessages.resultNeeded);
    expect((await owner.get(`/api/actions/${action.id}`)).body.action.status).toBe("open");
    const done = await owner.put(`/api/actions/${action.id}`, {
      ...edit,
      status: "done",
      result: "Intake binnen 10 dagen",
    });
    expect(done.status).toBe(200);
    expect(done.body.action).toMatchObject({ status: "done", result: "Intake binnen 10 dagen", revision: 2 });
    const badStatus = await owner.put(`/api/actions/${action.id}`, { ...edit, status: "klaar", baseRevision: 2 });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(actionMessages.status);
  });

  it("marks open actions past their date as overdue, and sorts by due date", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const late = await create(owner, newAction(ownerId, { description: "Te laat", dueDate: addDays(today(), -3) }));
    const soon = await create(owner, newAction(ownerId, { description: "Binnenkort", dueDate: addDays(today(), 2) }));
    const lateDone = await create(
      owner,
      newAction(ownerId, { description: "Klaar", dueDate: addDays(today(), -5), status: "done", result: "Gedaan" }),
    );
    const all = await list(owner);
    expect(all.map((a) => a.id)).toEqual([lateDone.id, late.id, soon.id]);
    expect(all.map((a) => a.overdue)).toEqual([false, true, false]);
    expect((await list(owner, "?status=done")).map((a) => a.id)).toEqual([lateDone.id]);
    expect((await list(owner, `?ownerId=${ownerId}&status=open`)).map((a) => a.id)).toEqual([late.id, soon.id]);
    expect((await list(owner, "?sourceKind=register")).length).toBe(0);
    const badFilter = await owner.get("/api/actions?status=klaar");
    expect(badFilter.status).toBe(400);
  });
});

describe("access", () => {
  it("keeps every action inside its organisation", async () => {
    const { owner, ownerId, rowId } = await organisationWithRow();
    const action = await create(owner, newAction(ownerId, { sourceKind: "register", sourceId: rowId }));
    const other = await server.user();
    expect(await list(other)).toEqual([]);
    expect(await list(other, `?sourceKind=register&sourceId=${rowId}`)).toEqual([]);
    expect((await other.get(`/api/actions/${action.id}`)).status).toBe(404);
    const put = await other.put(`/api/actions/${action.id}`, {
      description: "Overgenomen",
      ownerId: await userIdOf(other),
      dueDate: action.dueDate,
      status: "open",
      baseRevision: 1,
    });
    expect(put.status).toBe(404);
    // Another organisation cannot link to this organisation's register row either.
    const link = await other.post(
      "/api/actions",
      newAction(await userIdOf(other), { sourceKind: "register", sourceId: rowId }),
    );
    expect(link.status).toBe(404);
    expect((await owner.get(`/api/actions/${action.id}`)).body.action.description).toBe(action.description);
    expect((await other.get("/api/actions/geen-uuid")).status).toBe(404);
  });

  it("lets a reader see but not change, and an editor change", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const action = await create(owner, newAction(ownerId));
    const reader = await server.member(owner, "reader");
    expect((await list(reader)).map((a) => a.id)).toEqual([action.id]);
    expect((await reader.get(`/api/actions/${action.id}`)).status).toBe(200);
    const made = await reader.post("/api/actions", newAction(ownerId));
    expect(made.status).toBe(403);
    expect(made.body.message).toBe("U heeft alleen leesrechten in deze organisatie.");
    const changed = await reader.put(`/api/actions/${action.id}`, {
      description: "Door lezer",
      ownerId,
      dueDate: action.dueDate,
      status: "open",
      baseRevision: 1,
    });
    expect(changed.status).toBe(403);
    expect((await list(owner)).map((a) => a.description)).toEqual([action.description]);
    const editor = await server.member(owner, "editor");
    await create(editor, newAction(await userIdOf(reader), { description: "Lezer als eigenaar mag" }));
    expect(await list(owner)).toHaveLength(2);
  });
});

describe("changes", () => {
  it("refuses a stale revision with 409 and the current action, and accepts a retried save", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const action = await create(owner, newAction(ownerId));
    const edit = { description: "Eerste wijziging", ownerId, dueDate: action.dueDate, status: "in-progress" };
    expect((await owner.put(`/api/actions/${action.id}`, { ...edit, baseRevision: 1 })).status).toBe(200);
    // The same save again (its answer was lost): no conflict, nothing new.
    const retry = await owner.put(`/api/actions/${action.id}`, { ...edit, baseRevision: 1 });
    expect(retry.status).toBe(200);
    expect(retry.body.action.revision).toBe(2);
    const stale = await owner.put(`/api/actions/${action.id}`, {
      ...edit,
      description: "Ander venster",
      baseRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(stale.body.details.current).toMatchObject({ description: "Eerste wijziging", revision: 2 });
    expect((await owner.get(`/api/actions/${action.id}`)).body.action.description).toBe("Eerste wijziging");
    expect((await owner.put(`/api/actions/${action.id}`, { ...edit })).status).toBe(400);
  });

  it("records every change in the action's history and in the activity log", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const ownerId = await userIdOf(owner);
    const editor = await server.member(owner, "editor");
    const action = await create(owner, newAction(ownerId, { dueDate: "2027-01-15" }));
    const res = await editor.put(`/api/actions/${action.id}`, {
      description: action.description,
      ownerId: await userIdOf(editor),
      dueDate: "2027-02-01",
      status: "done",
      result: "Besproken en vastgelegd",
      baseRevision: 1,
    });
    expect(res.status).toBe(200);
    const { history } = (await owner.get<ActionDetailDto>(`/api/actions/${action.id}`)).body;
    expect(history.map((h) => [h.revision, h.kind])).toEqual([
      [2, "changed"],
      [1, "created"],
    ]);
    expect(history[0]!.actor).toContain((await editor.get("/api/me")).body.user.email);
    expect(history[0]!.changes).toEqual([
      { field: "Eigenaar", from: "Anna de Vries", to: expect.any(String) },
      { field: "Uiterlijk gereed", from: "15-01-2027", to: "01-02-2027" },
      { field: "Status", from: "Open", to: "Afgerond" },
      { field: "Resultaat", from: "", to: "Besproken en vastgelegd" },
    ]);
    expect(history[1]!.changes.map((ch) => ch.field)).toEqual([
      "Omschrijving",
      "Eigenaar",
      "Uiterlijk gereed",
      "Status",
    ]);
    // The history cannot be rewritten, not even by a direct update.
    await expect(
      server.db.updateTable("improvement_action_event").set({ actor: "iemand anders" }).execute(),
    ).rejects.toThrow(/append-only/);

    const { entries } = (await owner.get("/api/activity")).body;
    const ours = entries.filter((e: { kind: string }) => e.kind.startsWith("action."));
    expect(ours.map((e: { kind: string }) => e.kind)).toEqual(["action.changed", "action.created"]);
    expect(ours[0].subject).toBe(action.description);
    expect(ours[0].detail).toContain("Status: Open → Afgerond");
  });
});

describe("summary for the management review", () => {
  it("counts the actions of a period: made or due in it", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const { organisation } = (await owner.get("/api/me")).body;
    const year = today().slice(0, 4);
    await create(owner, newAction(ownerId, { dueDate: `${year}-01-10` }));
    await create(owner, newAction(ownerId, { dueDate: `${year}-02-10`, status: "done", result: "Gedaan" }));
    await create(owner, newAction(ownerId, { dueDate: `${year}-03-10`, status: "cancelled" }));
    await create(owner, newAction(ownerId, { dueDate: "2099-12-31", status: "in-progress" }));
    const other = await server.user();
    await create(other, newAction(await userIdOf(other), { dueDate: `${year}-01-10` }));

    const at = new Date(`${year}-12-31T10:00:00Z`);
    expect(await actionsSummary(server.db, organisation.id, `${year}-01-01`, `${year}-12-31`, at)).toEqual({
      total: 4,
      done: 1,
      open: 2,
      overdue: 1,
      cancelled: 1,
    });
    expect(await actionsSummary(server.db, organisation.id, "2098-01-01", "2098-12-31", at)).toEqual({
      total: 0,
      done: 0,
      open: 0,
      overdue: 0,
      cancelled: 0,
    });
  });
});
