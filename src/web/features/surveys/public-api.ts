/**
 * The client's side of the questionnaire (/api/public/surveys/:token): without the session cookie
 * and without a Referer, so nothing ties an answer to a person or to the page it came from.
 */
import { client, done, json } from "@/lib/api";
import type { SurveyAnswersInput } from "../../../shared/surveys";

const anonymous = (signal?: AbortSignal) => ({
  init: { credentials: "omit", referrerPolicy: "no-referrer", signal } satisfies RequestInit,
});

export const loadPublicSurvey = (token: string, signal?: AbortSignal) =>
  json(client.public.surveys[":token"].$get({ param: { token } }, anonymous(signal)));

export const sendAnswers = (token: string, input: SurveyAnswersInput) =>
  done(client.public.surveys[":token"].$post({ param: { token }, json: input }, anonymous()));
