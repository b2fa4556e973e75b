import type { Kysely } from "kysely";

/**
 * Client experiences (Cliëntervaringen): one questionnaire per organisation with its public link,
 * and the anonymous answers. The link's secret is an HMAC (AUTH_SECRET) of a random nonce, stored
 * only as its sha256, so the owner's page can show the link again while the database alone does not
 * give it away. An answer keeps the day it came in and nothing that could name a client (no time of
 * day, no address, no name). Dates are yyyy-MM-dd text (Europe/Amsterdam); timestamps ISO 8601 UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("client_survey")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    /** JSON: [{ id, kind: 'scale' | 'open', text }] in the order clients see them. */
    .addColumn("questions", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    /** Random; the link's secret is an HMAC of it. Null: no link yet. */
    .addColumn("token_nonce", "text")
    /** Hex sha256 of the secret in the link; the secret itself is never stored. */
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("token_created_at", "text")
    .execute();

  await db.schema
    .createTable("client_survey_response")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("submitted_on", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("client_survey_response_period_idx")
    .on("client_survey_response")
    .columns(["organisation_id", "submitted_on"])
    .execute();

  await db.schema
    .createTable("client_survey_answer")
    .addColumn("response_id", "text", (c) => c.notNull().references("client_survey_response.id").onDelete("cascade"))
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("question_id", "text", (c) => c.notNull())
    /** The question as the client saw it, so results stay readable after the question changes. */
    .addColumn("question_text", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    /** 1–5 for a scale question, else null. */
    .addColumn("score", "integer")
    /** The text of an open question, else null. */
    .addColumn("answer_text", "text")
    .addPrimaryKeyConstraint("client_survey_answer_pk", ["response_id", "question_id"])
    .execute();
}
