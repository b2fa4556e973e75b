/**
 * The client's side of the complaint form (/api/public/complaints/:token): without the session
 * cookie and without a Referer, as the questionnaire's, and without the typed client (lib/fetch.ts).
 */
import { getJson, postJson, type AnswerOf, type ApiRoutes } from "@/lib/fetch";

type Route = ApiRoutes["public"]["complaints"][":token"];

const anonymous = (signal?: AbortSignal) =>
  ({ credentials: "omit", referrerPolicy: "no-referrer", signal }) satisfies RequestInit;

const at = (token: string) => `/api/public/complaints/${encodeURIComponent(token)}` as const;

export const loadComplaintForm = (token: string, signal?: AbortSignal) =>
  getJson<AnswerOf<Route["$get"]>>(at(token), anonymous(signal));

export const sendComplaint = async (token: string, input: { description: string; involved: string; email: string }) => {
  await postJson(at(token), input, anonymous());
};
