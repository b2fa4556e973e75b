import type { Kysely } from "kysely";

/**
 * Management reviews (Organisatiebeoordeling): per organisation and year, every saved version is
 * kept (append-only from the application's side). A version holds the figures of the draft as they
 * were when it was saved (JSON, modules/review/model.ts), so a later change in the data does not rewrite
 * what the owner concluded, and the owner's texts: conclusions and new goals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("management_review")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    /** JSON: the draft's figures (ReviewFigures in modules/review/model.ts). */
    .addColumn("figures", "text", (c) => c.notNull())
    .addColumn("conclusions", "text", (c) => c.notNull())
    .addColumn("new_goals", "text", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("saved_by", "text", (c) => c.references("user.id").onDelete("set null"))
    /** The name at the time, kept when the person leaves. */
    .addColumn("saved_by_name", "text", (c) => c.notNull())
    .addUniqueConstraint("management_review_version", ["organisation_id", "year", "version"])
    .execute();
}
