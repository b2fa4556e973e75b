/**
 * Management reviews: the draft of a year, built by the one shared function (modules/review/model.ts)
 * over the year's data, which is read only through the other modules' exported functions (planning's
 * due items with the KMS values they come from, the survey, action and audit summaries); and the saved versions,
 * every one kept. Every query carries the organisation.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import type { ManagementReviewTable } from "./tables";
import { now } from "@core/server/db";
import { ApiError, notFound } from "@core/server/http/errors";
import { amsterdamDay } from "@core/shared/calendar-day";
import { REVIEW_VERSIONS_PAGE_SIZE, type ReviewVersionsQuery, type SaveReviewInput } from "../schemas";
import {
  buildReviewDraft,
  reviewSections,
  type ReviewDraftDto,
  type ReviewFigures,
  type ReviewVersionsDto,
  type SavedReviewDto,
} from "../model";
import { reviewMessages } from "../messages";
import { loadDueData } from "@modules/planning/server";
import { surveysSummary } from "@modules/surveys/server";
import { actionsSummary } from "@modules/actions/server";
import { auditsSummary } from "@modules/audits/server";
import { readingSummary } from "@modules/reading/server";
import { personnelReviewFigures } from "@modules/personnel/server";

export async function buildDraft(
  db: Db,
  organisationId: string,
  year: number,
  at = new Date(),
): Promise<ReviewDraftDto> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  // The due data brings the values it was made from: the draft reads them once.
  const [{ values, items: dueItems, terms }, surveys, actions, audits, reading, personnel] = await Promise.all([
    loadDueData(db, organisationId, at),
    surveysSummary(db, organisationId, from, to),
    actionsSummary(db, organisationId, from, to),
    auditsSummary(db, organisationId, from, to),
    readingSummary(db, organisationId),
    personnelReviewFigures(db, organisationId, from, to),
  ]);
  const today = amsterdamDay(at);
  const figures = buildReviewDraft({
    year,
    today,
    terms,
    values,
    // Personnel items name people: the review is every role's, so it counts them without names.
    dueItems: dueItems.filter((d) => !d.personnel),
    surveys,
    actions,
    audits,
    reading,
    personnel,
  });
  return { year, figures, sections: reviewSections(figures) };
}

type Row = Omit<ManagementReviewTable, "organisation_id" | "saved_by">;

/** A stored version as the API answers it (also the start of its export, review/bulk.ts). */
export const toDto = (r: Row): SavedReviewDto => ({
  id: r.id,
  year: Number(r.year),
  version: Number(r.version),
  figures: JSON.parse(r.figures) as ReviewFigures,
  conclusions: r.conclusions,
  newGoals: r.new_goals,
  savedAt: r.saved_at,
  savedBy: r.saved_by_name,
});

const reviewsOf = (db: Db, organisationId: string) =>
  db
    .selectFrom("management_review")
    .select(["id", "year", "version", "figures", "conclusions", "new_goals", "saved_at", "saved_by_name"])
    .where("organisation_id", "=", organisationId);

/**
 * One page of saved versions (without their contents), newest year and version first: at most
 * REVIEW_VERSIONS_PAGE_SIZE, of one year or of all, starting after the version `after`. Versions
 * are never deleted, so the last of a page is always there to start the next from.
 */
export async function listReviewVersions(
  db: Db,
  organisationId: string,
  { year, after }: ReviewVersionsQuery = {},
): Promise<ReviewVersionsDto> {
  let query = db
    .selectFrom("management_review")
    .select(["id", "year", "version", "saved_at", "saved_by_name"])
    .where("organisation_id", "=", organisationId);
  if (year !== undefined) query = query.where("year", "=", year);
  if (after) {
    const from = await reviewsOf(db, organisationId).where("id", "=", after).executeTakeFirst();
    if (!from) throw notFound(reviewMessages.notFound);
    query = query.where((eb) =>
      eb.or([eb("year", "<", from.year), eb.and([eb("year", "=", from.year), eb("version", "<", from.version)])]),
    );
  }
  const rows = await query
    .orderBy("year", "desc")
    .orderBy("version", "desc")
    .limit(REVIEW_VERSIONS_PAGE_SIZE + 1)
    .execute();
  const versions = rows.slice(0, REVIEW_VERSIONS_PAGE_SIZE).map((r) => ({
    id: r.id,
    year: Number(r.year),
    version: Number(r.version),
    savedAt: r.saved_at,
    savedBy: r.saved_by_name,
  }));
  return { versions, next: rows.length > REVIEW_VERSIONS_PAGE_SIZE ? versions.at(-1)!.id : null };
}

export async function getReview(db: Db, organisationId: string, id: string): Promise<SavedReviewDto> {
  const row = await reviewsOf(db, organisationId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(reviewMessages.notFound);
  return toDto(row);
}

/**
 * The newest version of every year, newest year first: what the handbook shows. Only those rows
 * are read; the older versions of a year stay in the database.
 */
export async function latestReviews(db: Db, organisationId: string): Promise<SavedReviewDto[]> {
  const rows = await reviewsOf(db, organisationId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("management_review as newer")
            .select("newer.id")
            .whereRef("newer.organisation_id", "=", "management_review.organisation_id")
            .whereRef("newer.year", "=", "management_review.year")
            .whereRef("newer.version", ">", "management_review.version"),
        ),
      ),
    )
    .orderBy("year", "desc")
    .execute();
  return rows.map(toDto);
}

/** The newest saved version of the newest year, or null: what the per-element model mentions. */
export async function newestReview(db: Db, organisationId: string): Promise<SavedReviewDto | null> {
  const row = await reviewsOf(db, organisationId)
    .orderBy("year", "desc")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toDto(row) : null;
}

/**
 * Saves a new version of the year's review: the figures of the draft as they are now, with the
 * owner's texts. baseVersion must be the year's newest version (0: none yet), else 409; the unique
 * (organisation, year, version) key refuses two saves that cross.
 */
export async function saveReview(
  db: Db,
  organisationId: string,
  user: { id: string; name: string },
  input: SaveReviewInput,
): Promise<SavedReviewDto> {
  const stale = () => new ApiError(409, "conflict", reviewMessages.stale);
  const newest = await db
    .selectFrom("management_review")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("organisation_id", "=", organisationId)
    .where("year", "=", input.year)
    .executeTakeFirst();
  const current = Number(newest?.version ?? 0);
  if (current !== input.baseVersion) throw stale();
  const { figures } = await buildDraft(db, organisationId, input.year);
  const id = randomUUID();
  try {
    await db
      .insertInto("management_review")
      .values({
        id,
        organisation_id: organisationId,
        year: input.year,
        version: current + 1,
        figures: JSON.stringify(figures),
        conclusions: input.conclusions,
        new_goals: input.newGoals,
        saved_at: now(),
        saved_by: user.id,
        saved_by_name: user.name,
      })
      .execute();
  } catch (e) {
    // Another save of the same version got in first.
    if (/unique|duplicate/i.test((e as Error).message)) throw stale();
    throw e;
  }
  return getReview(db, organisationId, id);
}
