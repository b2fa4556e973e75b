/**
 * The client experiences of a period for the management review (the Verbeteren contract):
 * how many clients answered and, per question, the number of answers and the average score.
 */
import type { Db } from "../db";
import { surveyResults } from "./results";

export type SurveysSummary = {
  answers: number;
  questions: { text: string; kind: "scale" | "open"; average: number | null; count: number }[];
};

/** from and to are 'YYYY-MM-DD', inclusive. */
export async function surveysSummary(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): Promise<SurveysSummary> {
  const results = await surveyResults(db, organisationId, from, to);
  return {
    answers: results.answers,
    questions: results.questions.map((q) => ({ text: q.text, kind: q.kind, average: q.average, count: q.count })),
  };
}
