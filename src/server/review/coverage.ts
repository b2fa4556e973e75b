/**
 * The Verbeteren part's share of the HKZ coverage on the Overzicht: clients' answers to the
 * questionnaire cover 4.1, a saved management review covers 4.6. server.ts hands this to planning
 * (review builds on planning, so planning cannot ask review itself).
 */
import { verbeterenPages } from "../../shared/catalogue";
import type { VerbeterenWork } from "../../shared/coverage";
import { together, type Read } from "../db/read-together";
import { anySurveyResponseRead } from "../surveys/bulk";
import { anyReviewRead } from "./bulk";

export function verbeterenCoverage(organisationId: string): Read<VerbeterenWork[]> {
  const { clientervaringen, organisatiebeoordeling } = verbeterenPages;
  return together([anySurveyResponseRead(organisationId), anyReviewRead(organisationId)], (answered, reviewed) => [
    { element: "4.1", title: clientervaringen.title, link: clientervaringen.url, done: answered },
    { element: "4.6", title: organisatiebeoordeling.title, link: organisatiebeoordeling.url, done: reviewed },
  ]);
}
