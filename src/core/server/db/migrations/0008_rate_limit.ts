import type { Kysely } from "kysely";

/**
 * Rate limits of the open routes (waitlist), one fixed-window counter per key. In the database,
 * so several server instances on one PostgreSQL count together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    /** Start of the current window, epoch milliseconds. */
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}
