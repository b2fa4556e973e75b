import type { Kysely } from "kysely";

/**
 * Leesbevestigingen: what an Eigenaar asks the team to read (reading_item: a topic page or a
 * document, and the version to read), for whom when not for everyone (reading_target: a role or a
 * member), and each member's answers (reading_confirmation). A version is the row that exists
 * already: a topic's kms_revision or a document's stored_file, never a copy of the text. An answer
 * names the version it was given for, so after 'Opnieuw laten lezen' it counts for the old one only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reading_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** 'topic' (subject_id: the topic's slug) or 'document' (subject_id: the document shown now). */
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    /** 'all' or 'chosen' (the roles and members in reading_target). */
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("version_revision_id", "text", (c) => c.references("kms_revision.id"))
    .addColumn("version_file_id", "text", (c) => c.references("stored_file.id").onDelete("set null"))
    /** When this version was asked to be read. */
    .addColumn("asked_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reading_item_subject", ["organisation_id", "subject_kind", "subject_id"])
    .execute();

  await db.schema
    .createTable("reading_target")
    .addColumn("item_id", "text", (c) => c.notNull().references("reading_item.id").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** Either a role (owner, editor, reader) or a member's user id. */
    .addColumn("role", "text")
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("reading_target_item_idx").on("reading_target").column("item_id").execute();

  await db.schema
    .createTable("reading_confirmation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("item_id", "text", (c) => c.notNull().references("reading_item.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    /** 'read' or 'not_applicable' (with a reason). */
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("version_revision_id", "text", (c) => c.references("kms_revision.id"))
    .addColumn("version_file_id", "text", (c) => c.references("stored_file.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reading_confirmation_item_idx")
    .on("reading_confirmation")
    .columns(["item_id", "user_id", "at"])
    .execute();
}
