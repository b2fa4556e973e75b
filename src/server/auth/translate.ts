/**
 * better-auth's answers in Dutch: its error codes become our `{ code, message }` with a Dutch
 * message (only codes of the shared list leave the server), and its rate limit becomes ours. Used
 * by the auth routes and by every other route that calls better-auth (the invitation sign-up in team/).
 */
import type { ApiErrorBody } from "../../shared/schemas";
import { isErrorCode, type ErrorCode } from "../../shared/errors";
import { accountMessages } from "../../shared/account";
import { twoFactorMessages } from "./two-factor";

const dutchMessages: Partial<Record<ErrorCode, string>> = {
  // Account (password reset, e-mail verification, account page)
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Bij dit account hoort geen wachtwoord.",
  EMAIL_ALREADY_VERIFIED: "Uw e-mailadres is al bevestigd.",
  EMAIL_MISMATCH: "Deze link hoort bij een ander e-mailadres.",
  INVALID_TOKEN: accountMessages.linkInvalid,
  INVALID_USER: "Deze link hoort bij een ander account. Log uit en open de link opnieuw.",
  TOKEN_EXPIRED: accountMessages.linkInvalid,
  USER_NOT_FOUND: accountMessages.linkInvalid,
  // Sign-up and sign-in
  INVALID_EMAIL_OR_PASSWORD: "Het e-mailadres of het wachtwoord klopt niet.",
  USER_ALREADY_EXISTS: "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander e-mailadres.",
  PASSWORD_TOO_SHORT: "Het wachtwoord is te kort.",
  PASSWORD_TOO_LONG: "Het wachtwoord is te lang.",
  INVALID_EMAIL: "Vul een geldig e-mailadres in.",
  INVALID_ORIGIN: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam.",
  MISSING_OR_NULL_ORIGIN: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam.",
  VALIDATION_ERROR: "Controleer de ingevulde gegevens.",
  ...twoFactorMessages,
};

export async function translate(response: Response): Promise<Response> {
  const locked = response.status === 429 && (await isTwoFactorLock(response));
  if (response.status === 429 && !locked) {
    const retry = response.headers.get("x-retry-after") ?? "60";
    return Response.json(
      {
        code: "rate_limited",
        message: `Te veel pogingen. Probeer het over ${retry} seconden opnieuw.`,
      } satisfies ApiErrorBody,
      { status: 429, headers: { "retry-after": retry } },
    );
  }
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  // Only codes of the shared list leave the server; any other of better-auth's is 'auth_error'.
  const code: ErrorCode = isErrorCode(body.code) ? body.code : "auth_error";
  const message = dutchMessages[code] ?? "Inloggen of registreren is niet gelukt. Probeer het opnieuw.";
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
