/**
 * Improvement actions in bulk, for the full export and import (transfer/): actions owns
 * improvement_action and improvement_action_event, so transfer reads and writes them only through
 * these functions. People are user ids here; transfer maps them between organisations.
 */
import type { Db } from "@core/server/db";
import {
  camelRecord,
  groupRows,
  type CamelRecord,
  insertInBatches,
  organisationHasRow,
  snakeRecord,
} from "@core/server/db/rows";
import type { ExportedAction } from "@modules/transfer/schemas";
import type { ActionSourceKind, ActionStatus } from "../model";
import type { ImprovementActionTable } from "./tables";

/**
 * The export's fields are the table's columns (but the organisation, and the owner by another name):
 * a column the archive schema (../schemas.ts) lacks, or a field the table lacks, fails to compile
 * here, so a new column leads to its export rules.
 */
type RecordFields = Exclude<keyof ExportedAction, "history" | "owner">;
type ColumnFields = keyof CamelRecord<Omit<ImprovementActionTable, "organisation_id" | "owner_id">>;
const sameFields: [RecordFields] extends [ColumnFields]
  ? [ColumnFields] extends [RecordFields]
    ? true
    : never
  : never = true;
void sameFields;

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
  // The record is the row by its export spelling (core/server/db/rows.ts), so a new column needs no
  // line here: only the owner is named otherwise (`owner`: a person reference, mapped by transfer).
  const actions = rows.map(({ organisation_id: _, owner_id, owner_name: __, ...row }): ExportedAction => ({
    ...camelRecord(row),
    sourceKind: row.source_kind as ActionSourceKind,
    status: row.status as ActionStatus,
    revision: Number(row.revision),
    owner: owner_id,
    history: (byAction.get(row.id) ?? []).map((e) => ({
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
    actions.map(({ history: _, owner, ...action }) => ({
      ...snakeRecord(action),
      owner_id: owner,
      organisation_id: organisationId,
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
