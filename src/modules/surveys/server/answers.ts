/**
 * One client's answers through the public link: checked against the questionnaire the link opens
 * (only its questions, a whole score 1–5 for a scale question, a bounded text for an open one) and
 * stored in one transaction with nothing but the calendar day: no time, no address, no name, and
 * under a random id, so not even the order in which answers came in can be read from the rows
 * (on SQLite the tables have no rowid, migration 0021). The answers count against the quality
 * system's storage quota, checked in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { ApiError, badRequest } from "@core/server/http/errors";
import { withDataRoom } from "@modules/quota/server";
import { amsterdamDay } from "@core/shared/calendar-day";
import { safeText } from "@core/shared/input";
import { surveyLimits, surveyQuestionIdPattern, type SurveyQuestion } from "../model";
import { surveyMessages as m } from "../messages";
import type { OpenedSurvey } from "./survey";

/** The outer shape; what each answer may be depends on the question it belongs to. */
export const answersSchema = z
  .object({
    answers: z.record(
      z.string().regex(surveyQuestionIdPattern, m.changed),
      z.union([z.number(), safeText({ message: m.answerInvisible }).max(surveyLimits.answerTextMax, m.answerTooLong)]),
      { error: m.noAnswer },
    ),
  })
  .strict();

export type CheckedAnswer = { question: SurveyQuestion; score: number | null; text: string | null };

/** The answers that count (empty open answers are left out), or a Dutch 400. */
export function checkAnswers(questions: SurveyQuestion[], answers: Record<string, number | string>): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const checked: CheckedAnswer[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    // A question that is not (or no longer) in the questionnaire: the page is out of date.
    if (!question) throw new ApiError(409, "survey_changed", m.changed);
    if (question.kind === "scale") {
      if (
        typeof value !== "number" ||
        !Number.isInteger(value) ||
        value < surveyLimits.scaleMin ||
        value > surveyLimits.scaleMax
      )
        throw badRequest(m.scaleInvalid);
      checked.push({ question, score: value, text: null });
    } else {
      if (typeof value !== "string") throw badRequest(m.changed);
      const text = value.trim();
      if (text) checked.push({ question, score: null, text });
    }
  }
  if (!checked.length) throw badRequest(m.noAnswer);
  return checked;
}

/** What the answers store, counted as the usage trigger counts them (migration 0021). */
const storedBytes = (answers: CheckedAnswer[]) =>
  answers.reduce(
    (sum, a) =>
      sum +
      Buffer.byteLength(a.question.id) +
      Buffer.byteLength(a.question.text) +
      Buffer.byteLength(a.question.kind) +
      Buffer.byteLength(a.text ?? ""),
    0,
  );

const storageFull = () => new ApiError(413, "quota_exceeded", m.storageFull);

export async function recordResponse(
  db: Db,
  config: Config,
  survey: OpenedSurvey,
  answers: CheckedAnswer[],
  at = new Date(),
): Promise<void> {
  const id = randomUUID();
  await withDataRoom(
    db,
    config,
    survey.organisationId,
    async (tx, fits) => {
      fits(storedBytes(answers));
      await tx
        .insertInto("client_survey_response")
        .values({ id, organisation_id: survey.organisationId, submitted_on: amsterdamDay(at) })
        .execute();
      await tx
        .insertInto("client_survey_answer")
        .values(
          answers.map((a) => ({
            response_id: id,
            organisation_id: survey.organisationId,
            question_id: a.question.id,
            question_text: a.question.text,
            kind: a.question.kind,
            score: a.score,
            answer_text: a.text,
          })),
        )
        .execute();
    },
    storageFull,
  );
}
