/**
 * /api/auth/*: better-auth's handler behind our own checks — the sign-up mode, the client address
 * for rate limiting — with its English error messages replaced by Dutch ones.
 */
import { founderSignUpSchema } from "../schemas";
import { Hono } from "hono";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER, foundedOrganisation } from "./auth";
import { ApiError, unauthenticated } from "@core/server/http/errors";
import { assertSafeJson, jsonBody, parseWith, queryOf, readJson } from "@core/server/http/validate";
import { clientAddress } from "@core/server/http/client-address";
import { hitRateLimit, rateLimit, rateLimitWait, tooManyAttempts } from "@core/server/http/rate-limit";
import { waitlistStatus } from "@modules/waitlist/server";
import type { SessionCache } from "./session-cache";
import { singleCookie } from "@core/server/http/cookies";
import { keepChosenOrganisation, twoFactorEndpoints } from "./two-factor";
import { accountMessages } from "@modules/account/messages";
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  requestResetSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "@modules/account/schemas";
import { type ChangeEmailDto } from "@modules/account/model";
import { z } from "zod";
import type { Context } from "hono";
import type { AppDeps } from "@core/server/http/context";
import { recordSignIns } from "./sign-ins";
import { translate } from "./translate";
import { httpMessages } from "@core/server/http/messages";
import { authServerMessages, signInDetails } from "./messages";

/** The better-auth endpoints the app uses; every other one stays closed. */
const openEndpoints = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "GET /get-session",
  // Account
  "POST /change-email",
  "POST /change-password",
  "POST /request-password-reset",
  "POST /reset-password",
  "POST /send-verification-email",
  "POST /update-user",
  "GET /verify-email",
  ...twoFactorEndpoints,
]);

const noInput = z.object({}).strict();
/** The window of the per-account limit on wrong current passwords. */
const wrongPasswordWindowMs = 15 * 60 * 1000;
type Person = { id: string; name: string; email: string };

export function authRoutes({
  config,
  db,
  activity,
  auth,
  sessions,
  cookieName,
}: Pick<AppDeps, "db" | "config" | "activity"> & { auth: Auth; sessions: SessionCache; cookieName: string }) {
  const mailEnabled = Boolean(config.SMTP_URL);
  const signIns = recordSignIns(db, activity, cookieName, auth);

  /** Hands the request to better-auth with the client address, and a checked body in place of the sent one. */
  const forward = async (c: Context, body?: unknown, url = c.req.url) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUST_PROXY));
    headers.delete("content-length");
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(url, {
      method: c.req.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await auth.handler(request);
    return response.ok ? response : translate(response);
  };
  /**
   * The account's own password, as better-auth checks it on the password change. Wrong attempts
   * count per account as well as per address (changeEmailLimit): from many addresses, one open
   * session still gets only AUTH_RATE_LIMIT guesses per quarter of an hour. Each is logged.
   */
  const assertCurrentPassword = async (c: Context, user: Person, password: string) => {
    const key = `change-email-account:${user.id}`;
    const wait = await rateLimitWait(db, key, config.AUTH_RATE_LIMIT, wrongPasswordWindowMs);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      throw tooManyAttempts(wait);
    }
    const context = await auth.$context;
    const account = await context.internalAdapter.findCredentialAccount(user.id);
    const ok = account?.password ? await context.password.verify({ hash: account.password, password }) : false;
    if (ok) return;
    await hitRateLimit(db, key, config.AUTH_RATE_LIMIT, wrongPasswordWindowMs);
    await signIns.recordForPerson(c, user, "account.email.failed", signInDetails.wrongPassword);
    throw new ApiError(400, "INVALID_PASSWORD", accountMessages.currentPasswordWrong);
  };
  // better-auth limits the attempts on the endpoints it answers; without mail we answer this one.
  const changeEmailLimit = rateLimit(
    { db, config },
    {
      name: "change-email",
      max: config.AUTH_RATE_LIMIT,
      windowSeconds: 60,
    },
  );
  const signedIn = async (c: Context) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthenticated();
    return session;
  };

  return (
    new Hono()
      .use("*", async (c, next) => {
        const endpoint = `${c.req.method} ${c.req.path.replace(/^\/api\/auth/, "")}`;
        if (!openEndpoints.has(endpoint)) throw new ApiError(404, "not_found", httpMessages.routeNotFound);
        await next();
      })
      .post("/sign-out", async (c, next) => {
        const token = singleCookie(c.req.header("cookie"), cookieName);
        if (token) sessions.delete(token);
        await next();
      })
      .on("POST", ["/two-factor/verify-totp", "/two-factor/disable"], keepChosenOrganisation(db, cookieName))
      // The activity log: sign-ins (the second step's, when two-factor is on) and failed ones.
      .post("/sign-in/email", signIns.password)
      .on("POST", ["/two-factor/verify-totp", "/two-factor/verify-backup-code"], signIns.secondStep)
      // Account: each body is checked here (Dutch messages) and only the checked fields go on.
      .post("/request-password-reset", jsonBody(requestResetSchema), async (c) => {
        const { email } = await c.req.valid("json")();
        const response = await forward(c, { email });
        // The same answer for every address, known or not.
        if (!response.ok) return response;
        return c.json({ status: true, message: accountMessages.resetRequested });
      })
      .post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
        const { token, newPassword } = await c.req.valid("json")();
        // better-auth ends every session of the user (revokeSessionsOnPasswordReset).
        return forward(c, { token, newPassword });
      })
      .post("/update-user", jsonBody(changeNameSchema), async (c) => {
        const { name } = await c.req.valid("json")();
        return forward(c, { name });
      })
      .post("/change-password", jsonBody(changePasswordSchema), async (c) => {
        const input = await c.req.valid("json")();
        const session = await signedIn(c);
        const chosen = await db
          .selectFrom("session_organisation")
          .select("organisation_id")
          .where("session_token", "=", session.session.token)
          .executeTakeFirst();
        // Every other session ends; this one continues under a new session (and cookie).
        const response = await forward(c, { ...input, revokeOtherSessions: true });
        if (!response.ok) return sayCurrentPassword(response);
        const cookie = singleCookie(c.req.header("cookie"), cookieName);
        if (cookie) sessions.delete(cookie);
        const { token } = (await response.clone().json()) as { token?: string | null };
        if (token && chosen) {
          await db
            .insertInto("session_organisation")
            .values({ session_token: token, organisation_id: chosen.organisation_id })
            .execute();
        }
        return response;
      })
      .post("/change-email", changeEmailLimit, jsonBody(changeEmailSchema), async (c) => {
        const { newEmail, currentPassword } = await c.req.valid("json")();
        const session = await signedIn(c);
        // Whoever holds an open session must not take the account over by moving its address.
        await assertCurrentPassword(c, session.user, currentPassword);
        if (newEmail === session.user.email.toLowerCase())
          throw new ApiError(400, "same_email", accountMessages.sameEmail);
        if (mailEnabled) {
          // The address changes once the link mailed to it is followed (verify-email below).
          const response = await forward(c, { newEmail });
          if (!response.ok) return response;
          return c.json<ChangeEmailDto>({ status: true, pending: true });
        }
        // Without mail there is no way to confirm an address: it changes at once, unverified.
        const taken = await db
          .selectFrom("user")
          .select("id")
          .where((eb) => eb.fn("lower", ["email"]), "=", newEmail)
          .executeTakeFirst();
        if (taken) throw new ApiError(409, "email_taken", accountMessages.emailTaken);
        const context = await auth.$context;
        await context.internalAdapter.updateUser(session.user.id, { email: newEmail, emailVerified: false });
        return c.json<ChangeEmailDto>({ status: true, pending: false });
      })
      .post("/send-verification-email", async (c) => {
        await readJson(c, noInput, { allowEmpty: true });
        const session = await signedIn(c);
        if (!mailEnabled) throw new ApiError(400, "mail_disabled", authServerMessages.mailDisabled);
        return forward(c, { email: session.user.email });
      })
      .get("/verify-email", queryOf(verifyEmailSchema), async (c) => {
        const { token } = c.req.valid("query")();
        // Only the token goes on: no redirect (callbackURL) flow, the page reads the JSON answer.
        const url = new URL(`${config.appUrl}/api/auth/verify-email`);
        url.searchParams.set("token", token);
        const response = await forward(c, undefined, url.toString());
        if (!response.ok) return response;
        const body = (await response.clone().json()) as { user?: { id: string; email: string } | null };
        if (body.user) {
          // A new address confirmed by its own link is a verified address.
          const context = await auth.$context;
          await context.internalAdapter.updateUser(body.user.id, { emailVerified: true });
          return c.json({ status: true, email: body.user.email });
        }
        return c.json({ status: true, email: null });
      })
      .post("/sign-up/email", async (c, next) => {
        if (config.SIGNUP_MODE === "closed") {
          throw new ApiError(403, "signup_closed", authServerMessages.signupClosed);
        }
        // Our own rules (names, e-mail, password) before better-auth sees the request.
        const body = await c.req.raw
          .clone()
          .json()
          .catch(() => undefined);
        const input = parseWith(founderSignUpSchema, body);
        assertSafeJson(body);
        if (config.SIGNUP_MODE === "waitlist") {
          if ((await waitlistStatus(db, input.email)) !== "approved") {
            throw new ApiError(403, "not_admitted", authServerMessages.notAdmitted);
          }
        }
        // The new account's organisation is founded under this name (the user hook in auth.ts).
        await foundedOrganisation.run({ name: input.organisationName }, next);
      })
      .on(["GET", "POST"], "/*", async (c) => {
        const headers = new Headers(c.req.raw.headers);
        headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUST_PROXY));
        const response = await auth.handler(new Request(c.req.raw, { headers }));
        return response.ok ? response : translate(response);
      })
  );
}

/** On the password change, a wrong password is the current one (elsewhere: 'Het wachtwoord klopt niet.'). */
async function sayCurrentPassword(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  if (body.code !== "INVALID_PASSWORD") return response;
  return Response.json(
    { code: body.code, message: accountMessages.currentPasswordWrong },
    { status: response.status, headers: { "cache-control": "no-store" } },
  );
}
