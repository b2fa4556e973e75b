import type { Kysely } from "kysely";

/**
 * Questions of the auditor ('Vragen van de auditor'): what an auditor asked through their link about
 * one HKZ element, and the organisation's answer. The auditor's name and e-mail are kept as they
 * were, so a question outlives its link and a new link for the same auditor shows the earlier
 * answers. An answer may point at a document; the document leaving for good leaves the answer.
 * Timestamps are ISO 8601 UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("auditor_question")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("link_id", "text", (c) => c.references("auditor_link.id").onDelete("set null"))
    .addColumn("auditor_name", "text", (c) => c.notNull())
    .addColumn("auditor_email", "text", (c) => c.notNull())
    /** HKZ element number, '1.1' … '4.6'. */
    .addColumn("element", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("asked_at", "text", (c) => c.notNull())
    /** 'open' or 'done'. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("document_id", "text", (c) => c.references("stored_file.id").onDelete("set null"))
    .addColumn("answered_at", "text")
    /** The member's name at the time, kept when they leave. */
    .addColumn("answered_by_name", "text")
    .addColumn("done_at", "text")
    .addColumn("done_by_name", "text")
    .execute();
  await db.schema
    .createIndex("auditor_question_org_idx")
    .on("auditor_question")
    .columns(["organisation_id", "element", "asked_at"])
    .execute();
}
