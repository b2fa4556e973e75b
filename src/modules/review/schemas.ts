/** The management review's input: a year, a page of versions, and a saved version's own texts. */
import { z } from "zod";
import { revisionSchema, safeText } from "@core/shared/input";
import { reviewLimits } from "./model";
import { reviewMessages as m } from "./messages";

const ownText = (max: number, tooLong: string) =>
  safeText({ error: m.textMissing, message: m.invisibleCharacter }).max(max, tooLong);

export const reviewYearSchema = z.coerce
  .number({ error: m.year })
  .int(m.year)
  .min(reviewLimits.yearMin, m.year)
  .max(reviewLimits.yearMax, m.year);

/** Versions per page of the list. */
export const REVIEW_VERSIONS_PAGE_SIZE = 50;
/** GET /api/review: optionally one year's versions, and for a next page the id of the last version seen. */
export const reviewVersionsQuerySchema = z
  .object({ year: reviewYearSchema.optional(), after: z.uuid({ error: m.notFound }).optional() })
  .strict();
export type ReviewVersionsQuery = z.infer<typeof reviewVersionsQuerySchema>;

export const saveReviewSchema = z
  .object({
    year: reviewYearSchema,
    /** The version the owner started from (0: none saved yet); a newer one saved meanwhile is a 409. */
    baseVersion: revisionSchema({ message: m.reload }),
    conclusions: ownText(reviewLimits.conclusionsMax, m.conclusionsTooLong(reviewLimits.conclusionsMax)),
    newGoals: ownText(reviewLimits.newGoalsMax, m.newGoalsTooLong(reviewLimits.newGoalsMax)),
  })
  .strict();
export type SaveReviewInput = z.infer<typeof saveReviewSchema>;
