/**
 * The client's side of the questionnaire (/api/public/surveys/:token): plain fetch without the
 * session cookie, kept apart from the signed-in calls so the public page loads nothing of the app.
 */
import { ApiRequestError } from "@/lib/api";
import type { PublicSurveyDto, SurveyAnswersInput } from "../../../shared/surveys";
import { surveyText as t } from "./messages";

async function publicFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, credentials: "omit", referrerPolicy: "no-referrer" });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", t.publicNetwork);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiRequestError(res.status, body?.code ?? `http_${res.status}`, body?.message || t.publicFailed, body);
  }
  return res;
}

const surveyPath = (token: string) => `/api/public/surveys/${encodeURIComponent(token)}`;

export async function loadPublicSurvey(token: string, signal?: AbortSignal): Promise<PublicSurveyDto> {
  return (await publicFetch(surveyPath(token), { signal })).json() as Promise<PublicSurveyDto>;
}

export async function sendAnswers(token: string, input: SurveyAnswersInput): Promise<void> {
  await publicFetch(surveyPath(token), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
}
