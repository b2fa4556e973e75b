/**
 * Whether a saved management review exists: the check Verbeteracties make for an action that
 * links to one. Its own file, importing nothing of Verbeteracties (reviews.ts does: it counts them).
 */
import type { Db } from "@core/server/db";

/** Whether the organisation saved a review version with this id (an action may link to one). */
export async function reviewExists(db: Db, organisationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("management_review")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}
