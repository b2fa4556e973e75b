import type { Kysely } from "kysely";

/**
 * Internal audits (Verbeteren): an audit on a day, by members of the organisation, over some HKZ
 * elements; per element a checklist of points, each with an assessment and a note; and per
 * organisation the first day of its three-year certification cycle when the owner sets one. Auditors
 * and elements are small JSON lists on the audit (always read and written with it); points are rows
 * because an improvement action links to one point by its id. Dates are yyyy-MM-dd text, timestamps
 * ISO 8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("internal_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("audit_on", "text", (c) => c.notNull())
    /** JSON: [{ id, name }] of the auditors (the name as it was, for a person who has left). */
    .addColumn("auditors", "text", (c) => c.notNull())
    /** JSON: the HKZ element numbers, in norm order. */
    .addColumn("elements", "text", (c) => c.notNull())
    /** Goes up with every change of the audit or its points; a stale write is refused (409). */
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("internal_audit_org_idx")
    .on("internal_audit")
    .columns(["organisation_id", "audit_on"])
    .execute();

  await db.schema
    .createTable("internal_audit_point")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("audit_id", "text", (c) => c.notNull().references("internal_audit.id").onDelete("cascade"))
    .addColumn("element", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    /** The point as the guidance said it when the audit was planned. */
    .addColumn("text", "text", (c) => c.notNull())
    /** 'niet-beoordeeld', 'voldoet', 'voldoet-deels' or 'voldoet-niet'. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("internal_audit_point_audit_idx")
    .on("internal_audit_point")
    .columns(["organisation_id", "audit_id"])
    .execute();

  await db.schema
    .createTable("internal_audit_cycle")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
