import type { Kysely } from "kysely";

/**
 * Which law the organisation works under ('jeugdwet', 'wkkgz' or 'beide'; NULL until the Eigenaar
 * has answered, when both clocks apply) and the complaint term of its own regulation under the
 * Jeugdwet in weeks (NULL: the usual 6). See shared/complaint-terms.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("organisation").addColumn("regime", "text").execute();
  await db.schema.alterTable("organisation").addColumn("complaint_weeks", "integer").execute();
}
