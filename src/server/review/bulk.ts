/**
 * Management reviews in bulk, for the full export and import (transfer/): review owns
 * management_review, so transfer reads and writes it only through these functions. People are user
 * ids here; transfer maps them between organisations.
 */
import type { Db } from "../db";
import type { ReviewFigures } from "../../shared/review";
import type { ExportedReview } from "../../shared/transfer-verbeteren";

/** Every saved version of every year, oldest first. */
export async function exportReviews(db: Db, organisationId: string): Promise<ExportedReview[]> {
  const rows = await db
    .selectFrom("management_review")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("year")
    .orderBy("version")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    year: Number(r.year),
    version: Number(r.version),
    figures: JSON.parse(r.figures) as ReviewFigures,
    conclusions: r.conclusions,
    newGoals: r.new_goals,
    savedAt: r.saved_at,
    savedBy: r.saved_by,
    savedByName: r.saved_by_name,
  }));
}

/** Whether the organisation has saved any management review. */
export async function hasAnyReview(db: Db, organisationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("management_review")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
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
  for (const r of reviews) {
    await tx
      .insertInto("management_review")
      .values({
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
      })
      .execute();
  }
}
