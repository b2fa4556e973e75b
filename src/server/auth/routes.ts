/**
 * /api/auth/*: better-auth's handler behind our own checks — the sign-up mode, the client address
 * for rate limiting — with its English error messages replaced by Dutch ones.
 */
import { Hono } from "hono";
import type { Config } from "../config";
import type { Db } from "../db";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth";
import { ApiError } from "../http/errors";
import { signUpSchema } from "../../shared/schemas";
import { parseWith } from "../http/validate";
import { clientAddress } from "../http/client-address";
import { waitlistStatus } from "../waitlist/waitlist";
import { sessionTokenFrom, type SessionCache } from "./session-cache";
import { keepChosenOrganisation, twoFactorEndpoints, twoFactorMessages } from "./two-factor";

const dutchMessages: Record<string, string> = {
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

/** The better-auth endpoints the app uses; every other one stays closed. */
const openEndpoints = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "GET /get-session",
  ...twoFactorEndpoints,
]);

export function authRoutes(config: Config, db: Db, auth: Auth, sessions: SessionCache, cookieName: string) {
  return new Hono()
    .use("*", async (c, next) => {
      const endpoint = `${c.req.method} ${c.req.path.replace(/^\/api\/auth/, "")}`;
      if (!openEndpoints.has(endpoint)) throw new ApiError(404, "not_found", "Deze API-route bestaat niet.");
      await next();
    })
    .post("/sign-out", async (c, next) => {
      const token = sessionTokenFrom(c.req.header("cookie"), cookieName);
      if (token) sessions.delete(token);
      await next();
    })
    .on("POST", ["/two-factor/verify-totp", "/two-factor/disable"], keepChosenOrganisation(db, cookieName))
    .post("/sign-up/email", async (c, next) => {
      if (config.SIGNUP_MODE === "closed") {
        throw new ApiError(
          403,
          "signup_closed",
          "Nieuwe accounts aanmaken is op deze installatie niet mogelijk. U kunt wel inloggen.",
        );
      }
      // Our own rules (name length, e-mail, password) before better-auth sees the request.
      const body = await c.req.raw
        .clone()
        .json()
        .catch(() => undefined);
      const input = parseWith(signUpSchema, body);
      if (config.SIGNUP_MODE === "waitlist") {
        if ((await waitlistStatus(db, input.email)) !== "approved") {
          throw new ApiError(
            403,
            "not_admitted",
            "Dit e-mailadres is nog niet toegelaten. Zet het op de wachtlijst; u hoort van ons.",
          );
        }
      }
      await next();
    })
    .on(["GET", "POST"], "/*", async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUST_PROXY));
      const response = await auth.handler(new Request(c.req.raw, { headers }));
      return response.ok ? response : translate(response);
    });
}

export async function translate(response: Response): Promise<Response> {
  const locked = response.status === 429 && (await isTwoFactorLock(response));
  if (response.status === 429 && !locked) {
    const retry = response.headers.get("x-retry-after") ?? "60";
    return Response.json(
      { code: "rate_limited", message: `Te veel pogingen. Probeer het over ${retry} seconden opnieuw.` },
      { status: 429, headers: { "retry-after": retry } },
    );
  }
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const message =
    (body.code && dutchMessages[body.code]) ?? "Inloggen of registreren is niet gelukt. Probeer het opnieuw.";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ code: body.code ?? "auth_error", message }, { status: response.status, headers });
}

/** A 429 from the two-factor lock (its own message) rather than from the rate limiter. */
async function isTwoFactorLock(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return body.code === "ACCOUNT_TEMPORARILY_LOCKED";
}
