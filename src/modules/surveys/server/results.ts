/**
 * The results of a period (from and to inclusive, calendar days, at most five years: the schema's
 * rule): how many clients answered, per question the number of answers, the average and the spread
 * of the scores, and the newest open answers; and the same as CSV, one line per client's answers.
 * Questions that were removed from the questionnaire still show with the text the clients saw,
 * after the current ones. The figures are counting queries (`surveyFigures`, which the management
 * review's summary uses alone); the open answers shown are limited in the query; the CSV's lines
 * are read a page at a time.
 */
import { sql } from "kysely";
import type { Db } from "@core/server/db";
import { csvLine } from "@modules/activity/model";
import { formatIsoDate } from "@core/shared/dates";
import { surveyLimits, type SurveyQuestion, type SurveyQuestionResult, type SurveyResultsDto } from "../model";
import { surveyMessages } from "../messages";
import { surveyQuestions } from "./survey";
import { responsesByDay } from "./responses";

const answersIn = (db: Db, organisationId: string, from: string, to: string) =>
  db
    .selectFrom("client_survey_answer as a")
    .innerJoin("client_survey_response as r", "r.id", "a.response_id")
    .where("r.organisation_id", "=", organisationId)
    .where("a.organisation_id", "=", organisationId)
    .where("r.submitted_on", ">=", from)
    .where("r.submitted_on", "<=", to);

/** Current questions in their order, then removed ones that have answers in the period (by text). */
function questionsOf(
  current: SurveyQuestion[],
  answered: { id: string; text: string; kind: string }[],
): SurveyQuestion[] {
  const known = new Set(current.map((q) => q.id));
  const removed = answered
    .filter((q) => !known.has(q.id))
    .sort((a, b) => a.text.localeCompare(b.text, "nl") || a.id.localeCompare(b.id))
    .map((q) => ({ id: q.id, text: q.text, kind: q.kind === "open" ? "open" : "scale" }) as SurveyQuestion);
  return [...current, ...removed];
}

type QuestionFigures = SurveyQuestion & { count: number; scores: number[] };

/** How many responses, and per question the number of answers and of each score: counts only. */
export async function surveyFigures(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): Promise<{ answers: number; questions: QuestionFigures[] }> {
  const [current, responses, stats] = await Promise.all([
    surveyQuestions(db, organisationId),
    db
      .selectFrom("client_survey_response")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("organisation_id", "=", organisationId)
      .where("submitted_on", ">=", from)
      .where("submitted_on", "<=", to)
      .executeTakeFirstOrThrow(),
    answersIn(db, organisationId, from, to)
      .select([
        "a.question_id as id",
        "a.kind as kind",
        sql<number | string | null>`a.score`.as("score"),
        (eb) => eb.fn.max("a.question_text").as("text"),
        (eb) => eb.fn.countAll<number | string>().as("n"),
      ])
      .groupBy(["a.question_id", "a.kind", "a.score"])
      .execute(),
  ]);
  const byQuestion = new Map<string, { text: string; kind: string; scores: number[]; count: number }>();
  for (const s of stats) {
    const entry = byQuestion.get(s.id) ?? { text: s.text, kind: s.kind, scores: [0, 0, 0, 0, 0], count: 0 };
    const n = Number(s.n);
    entry.count += n;
    const score = s.score === null ? null : Number(s.score);
    if (score !== null && score >= surveyLimits.scaleMin && score <= surveyLimits.scaleMax)
      entry.scores[score - 1]! += n;
    byQuestion.set(s.id, entry);
  }
  const questions = questionsOf(
    current,
    [...byQuestion].map(([id, q]) => ({ id, text: q.text, kind: q.kind })),
  ).map((q) => ({
    ...q,
    count: byQuestion.get(q.id)?.count ?? 0,
    scores: byQuestion.get(q.id)?.scores ?? [0, 0, 0, 0, 0],
  }));
  return { answers: Number(responses.n), questions };
}

/** The average score with one decimal, or null without scores. */
export function averageOf(scores: number[]): number | null {
  const scored = scores.reduce((s, n) => s + n, 0);
  const sum = scores.reduce((s, n, i) => s + n * (i + 1), 0);
  return scored ? Math.round((sum / scored) * 10) / 10 : null;
}

/** The newest open answers per question, at most openAnswersShown each, chosen by the database. */
async function newestOpenAnswers(db: Db, organisationId: string, from: string, to: string) {
  const ranked = answersIn(db, organisationId, from, to)
    .select([
      "a.question_id as id",
      "a.answer_text as text",
      "r.submitted_on as on",
      sql<number>`row_number() over (partition by a.question_id order by r.submitted_on desc, r.id desc)`.as("n"),
    ])
    .where("a.kind", "=", "open");
  const rows = await db
    .selectFrom(ranked.as("o"))
    .select(["o.id", "o.text", "o.on"])
    .where("o.n", "<=", surveyLimits.openAnswersShown)
    .orderBy("o.id")
    .orderBy("o.n")
    .execute();
  const byId = new Map<string, { on: string; text: string }[]>();
  for (const o of rows) {
    const list = byId.get(o.id) ?? [];
    list.push({ on: o.on, text: o.text ?? "" });
    byId.set(o.id, list);
  }
  return byId;
}

export async function surveyResults(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): Promise<SurveyResultsDto> {
  const [figures, open] = await Promise.all([
    surveyFigures(db, organisationId, from, to),
    newestOpenAnswers(db, organisationId, from, to),
  ]);
  const questions = figures.questions.map(({ scores, ...q }): SurveyQuestionResult => {
    if (q.kind === "open") return { ...q, average: null, distribution: null, openAnswers: open.get(q.id) ?? [] };
    return { ...q, average: averageOf(scores), distribution: scores, openAnswers: null };
  });
  return { from, to, answers: figures.answers, questions };
}

/**
 * The CSV's lines: a header (Datum, then every question of the period) and one line per client's
 * answers, oldest day first, read a page at a time (http/csv-download.ts streams them).
 */
export async function* surveyCsvLines(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): AsyncGenerator<string> {
  const [current, answered] = await Promise.all([
    surveyQuestions(db, organisationId),
    answersIn(db, organisationId, from, to)
      .select(["a.question_id as id", "a.kind as kind", (eb) => eb.fn.max("a.question_text").as("text")])
      .groupBy(["a.question_id", "a.kind"])
      .execute(),
  ]);
  const questions = questionsOf(current, answered);
  yield csvLine([surveyMessages.csvHeaderDate, ...questions.map((q) => q.text)]);
  for await (const response of responsesByDay(db, organisationId, { from, to })) {
    const answers = new Map(
      response.answers.map((a) => [a.questionId, a.score !== null ? String(a.score) : (a.text ?? "")]),
    );
    yield csvLine([formatIsoDate(response.submittedOn), ...questions.map((q) => answers.get(q.id) ?? "")]);
  }
}
