import type { Kysely } from "kysely";

/**
 * Melden (src/modules/reports): reports made by members and complaints handed in by clients through
 * the public form (report), the members the Eigenaar lets triage them (report_grant) and the public
 * complaint link with its close switch and the complaint regulation shown on it (report_link). A
 * client's e-mail address is never stored. Dates are yyyy-MM-dd text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** medewerker | client. */
    .addColumn("source", "text", (c) => c.notNull())
    /** clientincident | medewerkerincident | calamiteit | geweld | datalek | klacht | anders. */
    .addColumn("type", "text", (c) => c.notNull())
    /** nieuw | beoordeeld | afgehandeld. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("happened_on", "text")
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("involved", "text", (c) => c.notNull())
    .addColumn("immediate_action", "text", (c) => c.notNull())
    /** 1: colleagues do not see who reported it (the Eigenaar does). */
    .addColumn("anonymous", "integer", (c) => c.notNull())
    .addColumn("reporter_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("received_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("register_type", "text")
    .addColumn("cause", "text")
    .addColumn("analysis", "text", (c) => c.notNull())
    .addColumn("register_row_id", "text")
    .addColumn("triaged_at", "text")
    .addColumn("triaged_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("feedback", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .execute();
  await db.schema
    .createIndex("report_org_idx")
    .on("report")
    .columns(["organisation_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("report_reporter_idx").on("report").columns(["organisation_id", "reporter_id"]).execute();

  await db.schema
    .createTable("report_grant")
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_grant_pk", ["organisation_id", "user_id"])
    .execute();

  await db.schema
    .createTable("report_link")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    .addColumn("token_nonce", "text")
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("token_created_at", "text")
    .addColumn("closed_at", "text")
    .addColumn("regulation_file_id", "text", (c) => c.references("stored_file.id").onDelete("set null"))
    .execute();
}
