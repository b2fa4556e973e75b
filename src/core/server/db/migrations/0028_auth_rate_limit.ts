import { sql, type Kysely } from "kysely";

/**
 * better-auth's limits now count in our rate_limit table under a keyed hash (http/rate-limit.ts);
 * its own table held client addresses in the clear and nothing removed old rows: it goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS "rateLimit"`.execute(db);
}
