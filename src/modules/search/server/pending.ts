/**
 * Brings the search index of an organisation's KMS values up to date (migration 0035): the values
 * saved since the last search are re-indexed from what they hold now, before a search reads the
 * index. One cheap read when nothing is pending, which is the rule while nobody types.
 */
import type { Db } from "@core/server/db";
import { inTransaction } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { lockUsage } from "@modules/quota/server";

const anyPending = compiledOnce((db: Db, organisationId: string) =>
  db.selectFrom("search_kms_pending").select("name").where("organisation_id", "=", organisationId).limit(1),
);

export async function indexPendingValues(db: Db, organisationId: string): Promise<void> {
  if ((await anyPending(db, organisationId)).length === 0) return;
  // Under the organisation's data lock (as every writer of its data): two searches at once on
  // PostgreSQL re-index one after the other, never the same entry twice.
  await inTransaction(db, async (tx) => {
    await lockUsage(tx, organisationId);
    // Taken off the list first: a save after this point notes its value again, for the next search.
    const names = (
      await tx
        .deleteFrom("search_kms_pending")
        .where("organisation_id", "=", organisationId)
        .returning("name")
        .execute()
    ).map((r) => r.name);
    if (names.length === 0) return;
    await tx
      .deleteFrom("search_entry")
      .where("organisation_id", "=", organisationId)
      .where("kind", "=", "kms")
      .where("ref", "in", names)
      .execute();
    await tx
      .insertInto("search_entry")
      .columns(["organisation_id", "kind", "ref", "detail", "title", "body"])
      .expression((eb) =>
        eb
          .selectFrom("search_kms_source")
          .select((s) => [
            "organisation_id",
            s.val("kms").as("kind"),
            "name",
            s.lit(null).as("detail"),
            s.val("").as("title"),
            "body",
          ])
          .where("organisation_id", "=", organisationId)
          .where("name", "in", names),
      )
      .execute();
  });
}
