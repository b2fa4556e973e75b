import type { Kysely } from "kysely";
import { refuseUpdates } from "@core/server/db/append-only";

/**
 * The organisation's activity log (activity_event). Append-only: the database itself refuses to
 * change an entry (a trigger on UPDATE, on both engines); the only deletes are the retention job's
 * and the cascade when an organisation is removed. Who did it is kept as text as well (name and
 * e-mail at the time), so an entry stays readable after the person leaves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("activity_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("detail", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema
    .createIndex("activity_event_list_idx")
    .on("activity_event")
    .columns(["organisation_id", "at", "id"])
    .execute();
  await db.schema.createIndex("activity_event_at_idx").on("activity_event").column("at").execute();

  await refuseUpdates(db, "activity_event");
}
