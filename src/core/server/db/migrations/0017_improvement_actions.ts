import type { Kysely } from "kysely";
import { refuseUpdates } from "@core/server/db/append-only";

/**
 * Verbeteracties: one register of improvement actions per organisation (improvement_action), each
 * linked to its source by kind and id, and the action's own history (improvement_action_event, one
 * row per accepted change, with the changed fields). The history is append-only: the database
 * refuses to change an entry (a trigger on UPDATE, on both engines). Dates are yyyy-MM-dd text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("improvement_action")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("description", "text", (c) => c.notNull())
    /** register | complaint | audit-finding | goal | review | other (shared/actions.ts). */
    .addColumn("source_kind", "text", (c) => c.notNull())
    .addColumn("source_id", "text")
    .addColumn("source_label", "text")
    .addColumn("owner_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    /** The calendar day it was set to 'Afgerond'; null otherwise. */
    .addColumn("completed_on", "text")
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("improvement_action_due_idx")
    .on("improvement_action")
    .columns(["organisation_id", "due_date"])
    .execute();
  await db.schema
    .createIndex("improvement_action_source_idx")
    .on("improvement_action")
    .columns(["organisation_id", "source_kind", "source_id"])
    .execute();

  await db.schema
    .createTable("improvement_action_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("action_id", "text", (c) => c.notNull().references("improvement_action.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    /** Who, as text at the time: 'Anna de Vries (anna@…)'. */
    .addColumn("actor", "text", (c) => c.notNull())
    /** 'created' or 'changed'. */
    .addColumn("kind", "text", (c) => c.notNull())
    /** JSON: the stored fields that changed, { field: [from, to] }. */
    .addColumn("changes", "text", (c) => c.notNull())
    .addUniqueConstraint("improvement_action_event_revision", ["action_id", "revision"])
    .execute();

  await refuseUpdates(db, "improvement_action_event");
}
