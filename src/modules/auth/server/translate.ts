/**
 * better-auth's answers in Dutch: its error codes become our `{ code, message }` with a Dutch
 * message (only codes of the shared list leave the server), and its rate limit becomes ours. Used
 * by the auth routes and by every other route that calls better-auth (the invitation sign-up in team/).
 */
import type { ApiErrorBody } from "@core/shared/errors";
import { isErrorCode, type ErrorCode } from "@core/shared/errors";
import { httpMessages } from "@core/server/http/messages";
import { authServerMessages, betterAuthMessages } from "./messages";

export async function translate(response: Response): Promise<Response> {
  const locked = response.status === 429 && (await isTwoFactorLock(response));
  if (response.status === 429 && !locked) {
    const retry = response.headers.get("x-retry-after") ?? "60";
    return Response.json(
      { code: "rate_limited", message: httpMessages.tooManyAttempts(retry) } satisfies ApiErrorBody,
      { status: 429, headers: { "retry-after": retry } },
    );
  }
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  // Only codes of the shared list leave the server; any other of better-auth's is 'auth_error'.
  const code: ErrorCode = isErrorCode(body.code) ? body.code : "auth_error";
  const message = betterAuthMessages[code] ?? authServerMessages.failed;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ code, message } satisfies ApiErrorBody, { status: response.status, headers });
}

/** A 429 from the two-factor lock (its own message) rather than from the rate limiter. */
async function isTwoFactorLock(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return body.code === "ACCOUNT_TEMPORARILY_LOCKED";
}
