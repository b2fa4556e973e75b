/**
 * The one error path of every call to our API, without the typed client: a refusal, no connection
 * or no answer within 30 seconds becomes an ApiRequestError with a typed code and a Dutch message.
 * The pages a visitor opens before signing in (the landing page, /login, the client's questionnaire)
 * call the API through `getJson`/`postJson` here, so they do not load hono/client (`api.ts`, the typed
 * client every signed-in page uses, is built on this file). One exception to "plain": refusals that
 * concern the whole session rather than one call (the membership the session worked in has ended)
 * are observed by the session store, whichever feature made the call.
 */
import type { ApiErrorBody } from "@core/shared/errors";
import type { ClientResponse, hc } from "hono/client";
import type { ApiType } from "../../server/server";
import { isErrorCode, type ApiErrorCode } from "@core/shared/errors";
import { libMessages } from "./messages";

export class ApiRequestError extends Error {
  /** The server's code (src/core/shared/errors.ts), 'network', 'timeout', or 'http_<status>' for an answer without one. */
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.code = isErrorCode(code) || code === "network" || code === "timeout" ? code : `http_${status}`;
  }
}

/**
 * Whether a failed call was refused with one of these codes. The web app recognises errors by
 * their code only: never by the Dutch message, which may be reworded.
 */
export const hasCode = (e: unknown, ...codes: ApiErrorCode[]): e is ApiRequestError =>
  e instanceof ApiRequestError && codes.includes(e.code);

/** The server's Dutch message for a failed call, else a general one. */
export const errorMessage = (e: unknown, fallback: string = libMessages.notDone) =>
  e instanceof ApiRequestError ? e.message : fallback;

/** Codes of a 403 that mean the session lost its organisation, not that this one call was refused. */
const sessionRefusals = new Set<ApiErrorCode>(["no_membership", "membership_ended"]);
const refusalObservers = new Set<(error: ApiRequestError, path: string) => void>();

/** Calls `fn` for every answer that says the session lost its organisation. */
export function onSessionRefusal(fn: (error: ApiRequestError, path: string) => void): () => void {
  refusalObservers.add(fn);
  return () => refusalObservers.delete(fn);
}

/**
 * How long a call may wait for its answer. A server or proxy that never answers would otherwise
 * leave the page loading for ever; the page shows the Dutch message and 'Opnieuw proberen'.
 */
export const timing = { requestMs: 30_000 };

const isTimeout = (e: unknown) => e instanceof Error && e.name === "TimeoutError";

/**
 * fetch with the session cookie and a timeout, whose every failure is an ApiRequestError. An
 * abort by the caller (a page that closed) stays an AbortError.
 */
export async function send(
  input: RequestInfo | URL,
  init: RequestInit = {},
  timeoutMs: number | null = timing.requestMs,
): Promise<Response> {
  const timeout = timeoutMs === null ? undefined : timeoutSignal(timeoutMs);
  const signal = timeout && init.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init.signal);
  let res: Response;
  try {
    res = await fetch(input, { credentials: "same-origin", ...init, signal });
  } catch (e) {
    if (isTimeout(e)) throw new ApiRequestError(0, "timeout", libMessages.timeout);
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", libMessages.network);
  }
  if (res.ok) return res;
  throw refusal(res.status, await bodyOf(res), res.url || String(input));
}

/** Aborts with a TimeoutError after `ms`; a plain timer (not AbortSignal.timeout), so tests can move the page's clock. */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(libMessages.timeout, "TimeoutError")), ms);
  return controller.signal;
}

/**
 * The one place a refused call becomes an ApiRequestError: the server's code and Dutch message, or
 * 'http_<status>' and a general message for an answer without our error body (a proxy's page).
 * `data` is the answer's JSON, if any.
 */
export function refusal(status: number, data: unknown, url: string): ApiRequestError {
  const err = (data ?? {}) as Partial<ApiErrorBody>;
  const error = new ApiRequestError(status, err.code ?? "", err.message ?? libMessages.failed, data);
  const path = new URL(url, globalThis.location?.href ?? "http://localhost/").pathname;
  if (status === 403 && sessionRefusals.has(error.code)) for (const fn of [...refusalObservers]) fn(error, path);
  return error;
}

/** The answer's JSON, undefined when empty or not JSON; the timeout also covers reading it. */
async function bodyOf(res: Response): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    if (isTimeout(e)) throw new ApiRequestError(0, "timeout", libMessages.timeout);
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", libMessages.network);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The success answers a route declares (its `c.json(…)`), not the refusals it sends with a status. */
type Ok = 200 | 201 | 202 | 203 | 206;
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? [Extract<S, Ok>] extends [never]
      ? never
      : F extends "json"
        ? T
        : never
    : never;

/** The typed client's routes, for naming a route's answer where the client itself is not loaded. */
export type ApiRoutes = ReturnType<typeof hc<ApiType>>["api"];

/** The answer of one of the client's calls: `AnswerOf<ApiRoutes["me"]["$get"]>`. */
export type AnswerOf<F extends (...args: never[]) => Promise<unknown>> = Answer<Awaited<ReturnType<F>>>;

/** The JSON answer of a Response that `send` let through. */
export const answerOf = async <T>(res: Response): Promise<T> => (await bodyOf(res)) as T;

/** GET one of our routes; `T` from the route's type (`AnswerOf`). */
export async function getJson<T>(path: `/api/${string}`, init: RequestInit = {}): Promise<T> {
  return answerOf<T>(await send(path, init));
}

/** POST a JSON body to one of our routes. */
export async function postJson<T = unknown>(path: `/api/${string}`, body: unknown, init: RequestInit = {}): Promise<T> {
  return answerOf<T>(
    await send(path, {
      ...init,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * better-auth's own endpoints behind /api/auth (sign-in, sign-up, two-factor, sign-out, the
 * session): better-auth answers them, not a route of ours, so the typed client cannot know them.
 * The same error path as every other call; the answer is what better-auth documents.
 */
export async function authEndpoint<T = unknown>(
  path: `/api/auth/${string}`,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return body === undefined ? getJson<T>(path, options) : postJson<T>(path, body, options);
}
