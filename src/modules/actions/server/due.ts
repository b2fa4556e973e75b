/**
 * The open Verbeteracties as due records (shared/due-rules.ts recordDueRules): date and owner. An
 * owner who has left the team is no one's reminder: such an action is for every Eigenaar and Bewerker.
 */
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, type Read } from "@core/server/db/read-together";
import type { DueRecord } from "@norm/due-items";

/** Read on every Overzicht and calendar request: compiled once (db/compiled-once.ts). */
const openActionRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("improvement_action")
    .leftJoin("membership", (j) =>
      j
        .onRef("membership.user_id", "=", "improvement_action.owner_id")
        .onRef("membership.organisation_id", "=", "improvement_action.organisation_id"),
    )
    .select([
      "improvement_action.id as id",
      "improvement_action.description as description",
      "improvement_action.due_date as due_date",
      "membership.user_id as owner_id",
    ])
    .where("improvement_action.organisation_id", "=", organisationId)
    .where("improvement_action.status", "in", ["open", "in-progress"]),
);

export const dueActionsRead = (organisationId: string): Read<DueRecord[]> =>
  read(openActionRows.with(organisationId), (rows) =>
    rows.map((r) => ({
      source: "improvement-action",
      id: r.id,
      title: r.description,
      due: r.due_date,
      assigneeId: r.owner_id,
    })),
  );
