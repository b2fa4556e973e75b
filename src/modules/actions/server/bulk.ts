/**
 * Improvement actions in bulk, for the full export and import (transfer/): actions owns
 * improvement_action and improvement_action_event, so transfer reads and writes them only through
 * these functions. People are user ids here; transfer maps them between organisations.
 */
import type { Db } from "@core/server/db";
import { groupRows, insertInBatches, organisationHasRow } from "@core/server/db/rows";
import type { ExportedAction } from "@modules/transfer/schemas";
import type { ActionSourceKind, ActionStatus } from "../model";

/** Every action of the organisation with its whole history, by due date; with the owners' names. */
export async function exportActions(
  db: Db,
  organisationId: string,
): Promise<{ actions: ExportedAction[]; names: Map<string, string> }> {
  const rows = await db
    .selectFrom("improvement_action")
    .leftJoin("user", "user.id", "improvement_action.owner_id")
    .selectAll("improvement_action")
    .select("user.name as owner_name")
    .where("improvement_action.organisation_id", "=", organisationId)
    .orderBy("improvement_action.due_date")
    .orderBy("improvement_action.created_at")
    .orderBy("improvement_action.id")
    .execute();
  const events = await db
    .selectFrom("improvement_action_event")
    .select(["action_id", "revision", "at", "user_id", "actor", "kind", "changes"])
    .where("organisation_id", "=", organisationId)
    .orderBy("action_id")
    .orderBy("revision")
    .execute();
  const byAction = groupRows(events, "action_id");
  const names = new Map<string, string>();
  for (const r of rows) if (r.owner_id && r.owner_name !== null) names.set(r.owner_id, r.owner_name);
  const actions = rows.map((r): ExportedAction => ({
    id: r.id,
    description: r.description,
    sourceKind: r.source_kind as ActionSourceKind,
    sourceId: r.source_id,
    sourceLabel: r.source_label,
    owner: r.owner_id,
    dueDate: r.due_date,
    status: r.status as ActionStatus,
    result: r.result,
    completedOn: r.completed_on,
    revision: Number(r.revision),
    createdAt: r.created_at,
    createdBy: r.created_by,
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
    history: (byAction.get(r.id) ?? []).map((e) => ({
      revision: Number(e.revision),
      at: e.at,
      by: e.user_id,
      actor: e.actor,
      kind: e.kind as "created" | "changed",
      changes: JSON.parse(e.changes) as ExportedAction["history"][number]["changes"],
    })),
  }));
  return { actions, names };
}

/** Whether the organisation has any improvement action. */
export async function hasAnyAction(db: Db, organisationId: string): Promise<boolean> {
  return organisationHasRow(db, "improvement_action", organisationId);
}

/**
 * Writes checked actions as they were, with their history: ids, links and people are already
 * those of this organisation (owner and the people in the history: a member's user id or null).
 * Call inside the import's transaction. History entries get new ids of their own.
 */
export async function insertImportedActions(
  tx: Db,
  organisationId: string,
  actions: (Omit<ExportedAction, "history"> & { history: (ExportedAction["history"][number] & { id: string })[] })[],
): Promise<void> {
  await insertInBatches(
    tx,
    "improvement_action",
    actions.map((a) => ({
      id: a.id,
      organisation_id: organisationId,
      description: a.description,
      source_kind: a.sourceKind,
      source_id: a.sourceId,
      source_label: a.sourceLabel,
      owner_id: a.owner,
      due_date: a.dueDate,
      status: a.status,
      result: a.result,
      completed_on: a.completedOn,
      revision: a.revision,
      created_at: a.createdAt,
      created_by: a.createdBy,
      updated_at: a.updatedAt,
      updated_by: a.updatedBy,
    })),
  );
  await insertInBatches(
    tx,
    "improvement_action_event",
    actions.flatMap((a) =>
      a.history.map((e) => ({
        id: e.id,
        organisation_id: organisationId,
        action_id: a.id,
        revision: e.revision,
        at: e.at,
        user_id: e.by,
        actor: e.actor,
        kind: e.kind,
        changes: JSON.stringify(e.changes),
      })),
    ),
  );
}
