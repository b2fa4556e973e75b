/**
 * The client's side of the questionnaire (/api/public/surveys/:token): without the session cookie
 * and without a Referer, so nothing ties an answer to a person or to the page it came from. Without
 * the typed client too: the questionnaire is opened by people who never sign in (lib/fetch.ts).
 */
import { getJson, postJson, type AnswerOf, type ApiRoutes } from "@/lib/fetch";
import type { SurveyAnswersInput } from "../../model";

type Route = ApiRoutes["public"]["surveys"][":token"];

const anonymous = (signal?: AbortSignal) =>
  ({ credentials: "omit", referrerPolicy: "no-referrer", signal }) satisfies RequestInit;

const at = (token: string) => `/api/public/surveys/${encodeURIComponent(token)}` as const;

export const loadPublicSurvey = (token: string, signal?: AbortSignal) =>
  getJson<AnswerOf<Route["$get"]>>(at(token), anonymous(signal));

export const sendAnswers = async (token: string, input: SurveyAnswersInput) => {
  await postJson(at(token), input, anonymous());
};
