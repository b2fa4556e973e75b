/**
 * Cliëntervaringen: the questionnaire's shape, its bounds, the default questions and the shapes the
 * API answers. Plain data without zod, because the public survey page loads it and must stay small;
 * the input schemas are in schemas.ts, the texts (and the default questions) in messages.ts.
 */

export type SurveyQuestionKind = "scale" | "open";
export type SurveyQuestion = { id: string; kind: SurveyQuestionKind; text: string };

export const surveyLimits = {
  questionsMin: 1,
  questionsMax: 20,
  questionTextMax: 200,
  /** One open answer. */
  answerTextMax: 2_000,
  scaleMin: 1,
  scaleMax: 5,
  /** The open answers shown per question on the results page (all of them are in the CSV). */
  openAnswersShown: 200,
  /** The longest period the results, the CSV and the management review read at once. */
  periodYearsMax: 5,
} as const;

/** A question's id: made by the page that adds it; short, and safe in a CSV header or a URL. */
export const surveyQuestionIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The link's secret: an HMAC-SHA256 in base64url (43 characters). Anything else is no token of ours. */
export const surveyTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type SurveyDto = {
  questions: SurveyQuestion[];
  revision: number;
  updatedAt: string | null;
  /** The public link, or null when the owner has not made one yet. Only owners get it. */
  link: { url: string; createdAt: string } | null;
  /** Closed by the owner: the link shows that it takes no answers. */
  closed: boolean;
};

/**
 * What the public page shows: the organisation's name and the questions, nothing else; a closed
 * questionnaire shows no questions.
 */
export type PublicSurveyDto = { organisationName: string; questions: SurveyQuestion[]; closed: boolean };

/** The answers of one client: per question id, a score (1–5) or a text. */
export type SurveyAnswersInput = { answers: Record<string, number | string> };

export type SurveyQuestionResult = {
  id: string;
  text: string;
  kind: SurveyQuestionKind;
  /** How many answered this question in the period. */
  count: number;
  /** Scale: the average score (one decimal), null without answers; open: null. */
  average: number | null;
  /** Scale: how many gave 1, 2, 3, 4 and 5. */
  distribution: number[] | null;
  /** Open: the newest answers first, at most openAnswersShown. */
  openAnswers: { on: string; text: string }[] | null;
};

export type SurveyResultsDto = { from: string; to: string; answers: number; questions: SurveyQuestionResult[] };
