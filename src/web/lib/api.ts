/**
 * The one way the web app calls our API: JSON in, JSON out, errors as ApiRequestError with the
 * server's Dutch message. Plain on purpose: no toasts or redirects in here. One exception, for
 * refusals that concern the whole session rather than one call (the membership the session worked
 * in has ended): the session store observes them, whichever feature made the call.
 */
import type { ApiErrorBody } from "../../shared/schemas";
import { isErrorCode, type ApiErrorCode } from "../../shared/errors";

export class ApiRequestError extends Error {
  /** The server's code (src/shared/errors.ts), 'network', or 'http_<status>' for an answer without one. */
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.code = isErrorCode(code) || code === "network" ? code : `http_${status}`;
  }
}

/**
 * Whether a failed call was refused with one of these codes. The web app recognises errors by
 * their code only: never by the Dutch message, which may be reworded.
 */
export const hasCode = (e: unknown, ...codes: ApiErrorCode[]): e is ApiRequestError =>
  e instanceof ApiRequestError && codes.includes(e.code);

/** Codes of a 403 that mean the session lost its organisation, not that this one call was refused. */
const sessionRefusals = new Set<ApiErrorCode>(["no_membership", "membership_ended"]);
const refusalObservers = new Set<(error: ApiRequestError, path: string) => void>();

/** Calls `fn` for every answer that says the session lost its organisation. */
export function onSessionRefusal(fn: (error: ApiRequestError, path: string) => void): () => void {
  refusalObservers.add(fn);
  return () => refusalObservers.delete(fn);
}

export type RequestOptions = { signal?: AbortSignal; keepalive?: boolean };

export async function api<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", "Geen verbinding met de server. Controleer uw internetverbinding.");
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    const error = new ApiRequestError(
      res.status,
      err.code ?? "http_" + res.status,
      err.message ?? "Er ging iets mis. Probeer het opnieuw.",
      data,
    );
    if (res.status === 403 && sessionRefusals.has(error.code)) for (const fn of [...refusalObservers]) fn(error, path);
    throw error;
  }
  return data as T;
}

/** The server's Dutch message for a failed call, else a general one. */
export const errorMessage = (e: unknown, fallback = "Dit is niet gelukt. Probeer het opnieuw.") =>
  e instanceof ApiRequestError ? e.message : fallback;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
