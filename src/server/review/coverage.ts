/**
 * The Verbeteren part's share of the HKZ coverage on the Overzicht: clients' answers to the
 * questionnaire cover 4.1, a saved management review covers 4.6. server.ts hands this to planning
 * (review builds on planning, so planning cannot ask review itself).
 */
import type { Db } from "../db";
import { verbeterenPages } from "../../shared/catalogue";
import type { VerbeterenWork } from "../../shared/coverage";
import { hasAnySurveyResponse } from "../surveys/bulk";
import { hasAnyReview } from "./bulk";

export async function verbeterenCoverage(db: Db, organisationId: string): Promise<VerbeterenWork[]> {
  const [answered, reviewed] = await Promise.all([
    hasAnySurveyResponse(db, organisationId),
    hasAnyReview(db, organisationId),
  ]);
  const { clientervaringen, organisatiebeoordeling } = verbeterenPages;
  return [
    { element: "4.1", title: clientervaringen.title, link: clientervaringen.url, done: answered },
    { element: "4.6", title: organisatiebeoordeling.title, link: organisatiebeoordeling.url, done: reviewed },
  ];
}
