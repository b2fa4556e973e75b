/** The open Verbeteracties as due records (shared/due-rules.ts recordDueRules): date and owner. */
import type { Db } from "../db";
import type { DueRecord } from "../../shared/due-items";

export async function dueActionRecords(db: Db, organisationId: string): Promise<DueRecord[]> {
  const rows = await db
    .selectFrom("improvement_action")
    .select(["id", "description", "due_date", "owner_id"])
    .where("organisation_id", "=", organisationId)
    .where("status", "in", ["open", "in-progress"])
    .execute();
  return rows.map((r) => ({
    source: "improvement-action",
    id: r.id,
    title: r.description,
    due: r.due_date,
    assigneeId: r.owner_id,
  }));
}
