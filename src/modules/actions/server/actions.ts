/**
 * Verbeteracties: the one register of improvement actions per organisation. Every query carries the
 * organisation id; every accepted change raises the revision and appends one entry to the action's
 * history (improvement_action_event) in the same transaction. A write starts from a revision; a
 * stale one is refused (409 with the current action), like every other save in Normwijs.
 */
import { randomUUID } from "node:crypto";
import { auditPointExists } from "@modules/audits/server";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, badRequest, notFound } from "@core/server/http/errors";
import { actorOf } from "@modules/activity/server";
import { findValue } from "@modules/kms/server";
import { amsterdamDay } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import { actionMessages } from "../messages";
import {
  actionFieldNames,
  actionStatuses,
  isOpenStatus,
  type ActionDto,
  type ActionEventDto,
  type ActionsDto,
  type ActionSourceKind,
  type ActionStatus,
} from "../model";
import {
  ACTIONS_PAGE_SIZE,
  type ActionPageQuery,
  type ActionFields,
  type CreateActionInput,
  type UpdateActionInput,
} from "../schemas";
import { GOAL_SETS_NAME, goalSetIds, tableRowIds } from "@norm/kms-names";
import { MELDINGEN_TABLE } from "@norm/norm-topics";

const selectActions = (db: Db, organisationId: string) =>
  db
    .selectFrom("improvement_action")
    .leftJoin("user", "user.id", "improvement_action.owner_id")
    .selectAll("improvement_action")
    .select("user.name as owner_name")
    .where("improvement_action.organisation_id", "=", organisationId);

type ActionRow = Awaited<ReturnType<ReturnType<typeof selectActions>["executeTakeFirstOrThrow"]>>;

function present(row: ActionRow, today: string): ActionDto {
  const status = row.status as ActionStatus;
  return {
    id: row.id,
    description: row.description,
    sourceKind: row.source_kind as ActionSourceKind,
    sourceId: row.source_id,
    sourceLabel: row.source_label,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    dueDate: row.due_date,
    status,
    result: row.result,
    overdue: isOpenStatus(status) && row.due_date < today,
    revision: Number(row.revision),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * One page of the organisation's actions, sorted by due date (then by when they were made, then by
 * id, so the order is total): at most ACTIONS_PAGE_SIZE, starting after the action `after`, with
 * the number of actions on every page together. Actions are never deleted, so the last action of a
 * page is always there to start the next from.
 */
export async function listActions(
  db: Db,
  organisationId: string,
  { after, ...filter }: ActionPageQuery = {},
  at = new Date(),
): Promise<ActionsDto> {
  let query = selectActions(db, organisationId);
  if (filter.status) query = query.where("improvement_action.status", "=", filter.status);
  if (filter.ownerId) query = query.where("improvement_action.owner_id", "=", filter.ownerId);
  if (filter.sourceKind) query = query.where("improvement_action.source_kind", "=", filter.sourceKind);
  if (filter.sourceId) query = query.where("improvement_action.source_id", "=", filter.sourceId);
  const total = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  if (after) {
    const from = await db
      .selectFrom("improvement_action")
      .select(["due_date", "created_at", "id"])
      .where("organisation_id", "=", organisationId)
      .where("id", "=", after)
      .executeTakeFirst();
    if (!from) throw badRequest(actionMessages.filter);
    query = query.where((eb) =>
      eb.or([
        eb("improvement_action.due_date", ">", from.due_date),
        eb.and([
          eb("improvement_action.due_date", "=", from.due_date),
          eb.or([
            eb("improvement_action.created_at", ">", from.created_at),
            eb.and([
              eb("improvement_action.created_at", "=", from.created_at),
              eb("improvement_action.id", ">", from.id),
            ]),
          ]),
        ]),
      ]),
    );
  }
  const rows = await query
    .orderBy("improvement_action.due_date")
    .orderBy("improvement_action.created_at")
    .orderBy("improvement_action.id")
    .limit(ACTIONS_PAGE_SIZE + 1)
    .execute();
  const today = amsterdamDay(at);
  const page = rows.slice(0, ACTIONS_PAGE_SIZE).map((r) => present(r, today));
  return { actions: page, next: rows.length > ACTIONS_PAGE_SIZE ? page.at(-1)!.id : null, total: Number(total.n) };
}

export async function getAction(db: Db, organisationId: string, id: string, at = new Date()): Promise<ActionDto> {
  const row = await selectActions(db, organisationId).where("improvement_action.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(actionMessages.notFound);
  return present(row, amsterdamDay(at));
}

/** The action's history, newest first, with owners and statuses as people read them. */
export async function actionHistory(db: Db, organisationId: string, id: string): Promise<ActionEventDto[]> {
  const rows = await db
    .selectFrom("improvement_action_event")
    .select(["revision", "at", "actor", "kind", "changes"])
    .where("organisation_id", "=", organisationId)
    .where("action_id", "=", id)
    .orderBy("revision", "desc")
    .execute();
  return rows.map((r) => ({
    revision: Number(r.revision),
    at: r.at,
    actor: r.actor,
    kind: r.kind,
    changes: JSON.parse(r.changes) as ActionEventDto["changes"],
  }));
}

/** The owner must be a member of this organisation (now); answers their name. */
async function memberName(db: Db, organisationId: string, userId: string): Promise<string> {
  const row = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select("user.name")
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.user_id", "=", userId)
    .executeTakeFirst();
  if (!row)
    throw badRequest(actionMessages.ownerNotMember, [{ path: "ownerId", message: actionMessages.ownerNotMember }]);
  return row.name;
}

/**
 * Asks a module that builds on actions whether one of its rows exists: review reads the actions'
 * summary, so it cannot be imported here; server.ts hands its function in.
 */
export type SourceLookups = { reviewExists(db: Db, organisationId: string, id: string): Promise<boolean> };

/**
 * A linked source must exist in the organisation: a row of the 4.5 register (a complaint is one of
 * its rows too; its type may change later, the link stays), a goal set, an audit point or a saved
 * management review. 'Anders' links to nothing (the schema clears its id).
 */
async function assertSourceExists(
  db: Db,
  organisationId: string,
  lookups: SourceLookups,
  kind: ActionSourceKind,
  id: string | null,
) {
  if (id === null) return;
  const exists = async (): Promise<boolean> => {
    switch (kind) {
      case "register":
      case "complaint":
        return tableRowIds((await findValue(db, organisationId, MELDINGEN_TABLE))?.value).includes(id);
      case "goal":
        return goalSetIds((await findValue(db, organisationId, GOAL_SETS_NAME))?.value).includes(id);
      case "audit-finding":
        return auditPointExists(db, organisationId, id);
      case "review":
        return lookups.reviewExists(db, organisationId, id);
      case "other":
        return false;
    }
  };
  if (!(await exists())) throw notFound(actionMessages.sourceGone);
}

type Change = { field: string; from: string; to: string };

/** The history's lines: fields in the form's order, owners by name, statuses in Dutch. */
function describeChanges(
  before: (ActionFields & { ownerName: string | null }) | undefined,
  after: ActionFields & { ownerName: string | null },
): Change[] {
  const shown = (a: ActionFields & { ownerName: string | null }) => ({
    [actionFieldNames.description]: a.description,
    [actionFieldNames.ownerId]: a.ownerName ?? "",
    [actionFieldNames.dueDate]: formatIsoDate(a.dueDate),
    [actionFieldNames.status]: actionStatuses[a.status],
    [actionFieldNames.result]: a.result,
  });
  const to = shown(after);
  const from = before ? shown(before) : undefined;
  return (Object.keys(to) as (keyof typeof to)[])
    .filter((field) => (from ? from[field] !== to[field] : to[field] !== ""))
    .map((field) => ({ field, from: from?.[field] ?? "", to: to[field] }));
}

async function appendEvent(
  tx: Db,
  organisationId: string,
  user: SessionUser,
  actionId: string,
  revision: number,
  kind: "created" | "changed",
  changes: Change[],
) {
  await tx
    .insertInto("improvement_action_event")
    .values({
      id: randomUUID(),
      organisation_id: organisationId,
      action_id: actionId,
      revision,
      at: now(),
      user_id: user.id,
      actor: actorOf(user),
      kind,
      changes: JSON.stringify(changes),
    })
    .execute();
}

export async function createAction(
  db: Db,
  member: Member,
  user: SessionUser,
  input: CreateActionInput,
  lookups: SourceLookups,
  at = new Date(),
): Promise<{ action: ActionDto; changes: Change[] }> {
  const { organisationId } = member;
  const ownerName = await memberName(db, organisationId, input.ownerId);
  const id = randomUUID();
  const stamp = now();
  const changes = describeChanges(undefined, { ...input, ownerName });
  await inTransaction(db, async (tx) => {
    // Checked in the write's transaction: on SQLite nothing can remove the source in between.
    await assertSourceExists(tx, organisationId, lookups, input.sourceKind, input.sourceId);
    await tx
      .insertInto("improvement_action")
      .values({
        id,
        organisation_id: organisationId,
        description: input.description,
        source_kind: input.sourceKind,
        source_id: input.sourceId,
        source_label: input.sourceLabel,
        owner_id: input.ownerId,
        due_date: input.dueDate,
        status: input.status,
        result: input.result,
        completed_on: input.status === "done" ? amsterdamDay(at) : null,
        revision: 1,
        created_at: stamp,
        created_by: user.id,
        updated_at: stamp,
        updated_by: user.id,
      })
      .execute();
    await appendEvent(tx, organisationId, user, id, 1, "created", changes);
  });
  return { action: await getAction(db, organisationId, id, at), changes };
}

const conflict = (current: ActionDto) => new ApiError(409, "conflict", actionMessages.conflict, { current });

/**
 * Saves every field of an action if it is still at the base revision. The same fields again (a
 * retried save whose answer was lost) is no change and no conflict.
 */
export async function updateAction(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  input: UpdateActionInput,
  at = new Date(),
): Promise<{ action: ActionDto; changes: Change[] }> {
  const { organisationId } = member;
  const current = await getAction(db, organisationId, id, at);
  const { baseRevision, ...fields } = input;
  const same = (a: ActionDto) =>
    a.description === fields.description &&
    a.ownerId === fields.ownerId &&
    a.dueDate === fields.dueDate &&
    a.status === fields.status &&
    a.result === fields.result;
  if (same(current)) return { action: current, changes: [] };
  if (current.revision !== baseRevision) throw conflict(current);
  const ownerName = await memberName(db, organisationId, fields.ownerId);
  const changes = describeChanges(
    { ...current, ownerId: current.ownerId ?? "", ownerName: current.ownerName },
    { ...fields, ownerName },
  );
  const completedOn = fields.status !== "done" ? null : current.status === "done" ? undefined : amsterdamDay(at);
  const written = await inTransaction(db, async (tx) => {
    const result = await tx
      .updateTable("improvement_action")
      .set({
        description: fields.description,
        owner_id: fields.ownerId,
        due_date: fields.dueDate,
        status: fields.status,
        result: fields.result,
        ...(completedOn !== undefined ? { completed_on: completedOn } : {}),
        revision: baseRevision + 1,
        updated_at: now(),
        updated_by: user.id,
      })
      .where("organisation_id", "=", organisationId)
      .where("id", "=", id)
      .where("revision", "=", baseRevision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await appendEvent(tx, organisationId, user, id, baseRevision + 1, "changed", changes);
    return true;
  });
  const saved = await getAction(db, organisationId, id, at);
  if (!written) throw conflict(saved);
  return { action: saved, changes };
}
