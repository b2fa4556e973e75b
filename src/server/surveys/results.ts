/**
 * The results of a period (from and to inclusive, calendar days): how many clients answered, per
 * question the number of answers, the average and the spread of the scores, and the open answers;
 * and the same as CSV, one line per client's answers. Questions that were removed from the
 * questionnaire still show with the text the clients saw, after the current ones.
 */
import { sql } from "kysely";
import type { Db } from "../db";
import { csvLine } from "../../shared/activity";
import { formatIsoDate } from "../../shared/dates";
import {
  surveyLimits,
  surveyMessages,
  type SurveyQuestion,
  type SurveyQuestionResult,
  type SurveyResultsDto,
} from "../../shared/surveys";
import { surveyQuestions } from "./survey";

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

export async function surveyResults(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): Promise<SurveyResultsDto> {
  const [current, responses, stats, open] = await Promise.all([
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
    answersIn(db, organisationId, from, to)
      .select(["a.question_id as id", "a.answer_text as text", "r.submitted_on as on"])
      .where("a.kind", "=", "open")
      .orderBy("r.submitted_on", "desc")
      .orderBy("r.id", "desc")
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
  const openById = new Map<string, { on: string; text: string }[]>();
  for (const o of open) {
    const list = openById.get(o.id) ?? [];
    if (list.length < surveyLimits.openAnswersShown) list.push({ on: o.on, text: o.text ?? "" });
    openById.set(o.id, list);
  }

  const questions = questionsOf(
    current,
    [...byQuestion].map(([id, q]) => ({ id, text: q.text, kind: q.kind })),
  ).map((q): SurveyQuestionResult => {
    const entry = byQuestion.get(q.id);
    const count = entry?.count ?? 0;
    if (q.kind === "open")
      return { ...q, count, average: null, distribution: null, openAnswers: openById.get(q.id) ?? [] };
    const scores = entry?.scores ?? [0, 0, 0, 0, 0];
    const scored = scores.reduce((s, n) => s + n, 0);
    const sum = scores.reduce((s, n, i) => s + n * (i + 1), 0);
    return {
      ...q,
      count,
      average: scored ? Math.round((sum / scored) * 10) / 10 : null,
      distribution: scores,
      openAnswers: null,
    };
  });
  return { from, to, answers: Number(responses.n), questions };
}

/** The CSV: a header (Datum, then every question) and one line per client's answers, oldest first. */
export async function surveyCsv(db: Db, organisationId: string, from: string, to: string): Promise<string> {
  const [current, rows] = await Promise.all([
    surveyQuestions(db, organisationId),
    answersIn(db, organisationId, from, to)
      .select([
        "r.id as responseId",
        "r.submitted_on as on",
        "a.question_id as id",
        "a.question_text as text",
        "a.kind as kind",
        "a.score as score",
        "a.answer_text as answer",
      ])
      .orderBy("r.submitted_on")
      .orderBy("r.id")
      .execute(),
  ]);
  const seen = new Map<string, { id: string; text: string; kind: string }>();
  for (const r of rows) seen.set(r.id, { id: r.id, text: r.text, kind: r.kind });
  const questions = questionsOf(current, [...seen.values()]);
  const responses = new Map<string, { on: string; answers: Map<string, string> }>();
  for (const r of rows) {
    const response = responses.get(r.responseId) ?? { on: r.on, answers: new Map<string, string>() };
    response.answers.set(r.id, r.score !== null ? String(r.score) : (r.answer ?? ""));
    responses.set(r.responseId, response);
  }
  let out = `\uFEFF${csvLine([surveyMessages.csvHeaderDate, ...questions.map((q) => q.text)])}`;
  for (const response of responses.values())
    out += csvLine([formatIsoDate(response.on), ...questions.map((q) => response.answers.get(q.id) ?? "")]);
  return out;
}
