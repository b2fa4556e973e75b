/**
 * Management reviews in bulk, for the full export and import (transfer/): review owns
 * management_review, so transfer reads and writes it only through these functions. People are user
 * ids here; transfer maps them between organisations.
 */
import type { Db } from "@core/server/db";
import { insertInBatches, organisationHasRowRead } from "@core/server/db/rows";
import { read, runRead, type Read } from "@core/server/db/read-together";
import { compiledOnce } from "@core/server/db/compiled-once";
import type { ExportedReview } from "@modules/transfer/schemas";
import { toDto } from "./reviews";

/** Every saved version of every year, oldest first. */
export async function exportReviews(db: Db, organisationId: string): Promise<ExportedReview[]> {
  const rows = await db
    .selectFrom("management_review")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("year")
    .orderBy("version")
    .execute();
  return rows.map((r) => {
    const { savedBy: savedByName, ...saved } = toDto(r);
    return { ...saved, savedBy: r.saved_by, savedByName };
  });
}

/** Whether the organisation has saved any management review. */
export const anyReviewRead = (organisationId: string): Read<boolean> =>
  organisationHasRowRead("management_review", organisationId);

/** The year of the organisation's newest saved management review, or null. */
const newestYearRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("management_review")
    .select("year")
    .where("organisation_id", "=", organisationId)
    .orderBy("year", "desc")
    .limit(1),
);

export const newestReviewYearRead = (organisationId: string): Read<number | null> =>
  read(newestYearRows.with(organisationId), (rows) => (rows[0] ? Number(rows[0].year) : null));

export async function hasAnyReview(db: Db, organisationId: string): Promise<boolean> {
  return runRead(db, anyReviewRead(organisationId));
}

/**
 * Writes checked versions as they were saved: ids are already new, `savedBy` a member's user id or
 * null (the name at the time stays). Call inside the import's transaction.
 */
export async function insertImportedReviews(
  tx: Db,
  organisationId: string,
  reviews: readonly ExportedReview[],
): Promise<void> {
  await insertInBatches(
    tx,
    "management_review",
    reviews.map((r) => ({
      id: r.id,
      organisation_id: organisationId,
      year: r.year,
      version: r.version,
      figures: JSON.stringify(r.figures),
      conclusions: r.conclusions,
      new_goals: r.newGoals,
      saved_at: r.savedAt,
      saved_by: r.savedBy,
      saved_by_name: r.savedByName,
    })),
  );
}
