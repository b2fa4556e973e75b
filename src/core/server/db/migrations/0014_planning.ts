import type { Kysely } from "kysely";

/**
 * Planning (audit-ready): review dates set by hand, 'Afgerond' on due items, the private calendar
 * feed per person, reminder mail preferences, the sent-mail ledger (one row per mail key, so each
 * reminder goes out once) and the lease row that lets one server instance at a time run a job.
 * Dates are yyyy-MM-dd text (a calendar day in Europe/Amsterdam); timestamps ISO 8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("review_date")
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** 'topic' (subject_id: the topic slug) or 'document' (subject_id: the stored_file id). */
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("review_on", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_date_pk", ["organisation_id", "subject_kind", "subject_id"])
    .execute();

  await db.schema
    .createTable("due_completion")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** The due item's stable id (shared/due-items.ts). */
    .addColumn("item_id", "text", (c) => c.notNull())
    /** The occurrence that was completed: its due date. */
    .addColumn("due_on", "text", (c) => c.notNull())
    /** The calendar day it was completed (Europe/Amsterdam); the next occurrence counts from it. */
    .addColumn("completed_on", "text", (c) => c.notNull())
    .addColumn("completed_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("due_completion_occurrence", ["organisation_id", "item_id", "due_on"])
    .execute();

  await db.schema
    .createTable("calendar_feed")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** Hex sha256 of the secret in the feed's address; the secret itself is never stored. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    /** Random; the secret is an HMAC of it with AUTH_SECRET, so the page can show the link again. */
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("calendar_feed_pk", ["user_id", "organisation_id"])
    .execute();

  await db.schema
    .createTable("reminder_preference")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    /** 0 or 1; no row means on. */
    .addColumn("email_reminders", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reminder_mail")
    /** One key per person, organisation, kind and period or item: the unique claim of one mail. */
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    /** Null while the mail is being sent (or when the sender stopped in between). */
    .addColumn("sent_at", "text")
    .execute();

  await db.schema
    .createTable("job_lease")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text")
    /** Epoch milliseconds; bigint (a string from PostgreSQL). */
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}
