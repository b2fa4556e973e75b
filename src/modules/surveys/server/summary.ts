/**
 * The client experiences of a period for the management review (the Verbeteren contract):
 * how many clients answered and, per question, the number of answers and the average score.
 * Counting queries only: no answer's text is read.
 */
import type { Db } from "@core/server/db";
import { averageOf, surveyFigures } from "./results";

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
  const figures = await surveyFigures(db, organisationId, from, to);
  return {
    answers: figures.answers,
    questions: figures.questions.map((q) => ({
      text: q.text,
      kind: q.kind,
      average: q.kind === "open" ? null : averageOf(q.scores),
      count: q.count,
    })),
  };
}
