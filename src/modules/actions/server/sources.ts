/**
 * Every Verbeteractie with its source (kind and id), status and date: what the per-element model
 * (modules/elements/model.ts) needs to tell which actions belong to which HKZ element. One query.
 */
import type { Db } from "@core/server/db";
import type { ActionSourceKind, ActionStatus } from "../model";
import type { ElementInputAction } from "@modules/elements/model";

export async function actionsWithSources(db: Db, organisationId: string): Promise<ElementInputAction[]> {
  const rows = await db
    .selectFrom("improvement_action")
    .select(["id", "description", "source_kind", "source_id", "status", "due_date"])
    .where("organisation_id", "=", organisationId)
    .orderBy("due_date")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    sourceKind: r.source_kind as ActionSourceKind,
    sourceId: r.source_id,
    status: r.status as ActionStatus,
    dueDate: r.due_date,
  }));
}
