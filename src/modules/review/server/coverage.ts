/**
 * The Verbeteren part's share of the HKZ coverage and readiness: clients' answers to the
 * questionnaire cover 4.1 while the newest is less than 12 months old, a saved management review
 * covers 4.6 while it is of this year or last year (coverage.ts: verbeterenWork). server.ts hands
 * this to planning (review builds on planning, so planning cannot ask review itself).
 */
import { verbeterenWork, type VerbeterenWork } from "@norm/coverage";
import { together, type Read } from "@core/server/db/read-together";
import { amsterdamDay } from "@core/shared/calendar-day";
import { newestSurveyResponseRead } from "@modules/surveys/server";
import { newestReviewYearRead } from "./bulk";

export function verbeterenCoverage(organisationId: string, now: Date): Read<VerbeterenWork[]> {
  return together(
    [newestSurveyResponseRead(organisationId), newestReviewYearRead(organisationId)],
    (answeredOn, reviewYear) => verbeterenWork(amsterdamDay(now), answeredOn, reviewYear),
  );
}
