/**
 * Authentication with better-auth: e-mail and password, sessions in the database (httpOnly
 * cookies), rate limits in the database. Sign-up creates the user's own organisation (role owner),
 * except for an account made from an invitation, which joins the inviting organisation.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { createOwnOrganisation } from "@modules/organisation/server";
import { limits } from "@core/shared/limits";
import type { Mail, Mailer } from "@core/server/mail";
import type { Logger } from "@core/server/logger";
import { changeEmailMail, resetPasswordMail, verifyEmailMail } from "./mails";
import { betterAuthStorage } from "@core/server/http/rate-limit";

/** The header our server sets to the client address; clients cannot supply it (see app.ts). */
/**
 * Set while an account is created for an invitation (team/routes.ts): the sign-up hook then lets
 * the invitation join the new user to its organisation, instead of founding one. Auth knows no
 * invitations; team hands the step in.
 */
export type InvitedSignUp = { join(user: { id: string; email: string }): Promise<unknown> };
export const invitedSignUp = new AsyncLocalStorage<InvitedSignUp>();

/** Set while the sign-up form founds an organisation: the name the person gave it (auth/routes.ts). */
export const foundedOrganisation = new AsyncLocalStorage<{ name: string }>();

export const CLIENT_IP_HEADER = "x-normwijs-client-ip";

/** A reset link is valid this long (seconds). */
export const resetPasswordSeconds = 60 * 60;
/** A link to confirm an e-mail address is valid this long (seconds). */
export const verifyEmailSeconds = 24 * 60 * 60;

/** The payload of a token better-auth signed itself (we only read it; better-auth verifies it on use). */
function jwtPayload(token: string): { updateTo?: string } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { updateTo?: string };
  } catch {
    return {};
  }
}

export function createAuth(config: Config, db: Db, mailer: Mailer, log: Logger) {
  // E-mail verification is on exactly when mail can be delivered (SMTP_URL).
  const mailEnabled = Boolean(config.SMTP_URL);
  // Mails go out without waiting for them: the answer (and its timing) must not tell whether an
  // address has an account. A failed delivery is logged.
  const send = (mail: Mail) => {
    mailer.send(mail).catch((e: unknown) => log.error(`E-mail aan ${mail.to} kon niet worden verstuurd`, e));
  };
  return betterAuth({
    appName: "Normwijs",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: { db, type: config.database.kind === "postgres" ? "postgres" : "sqlite" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      // Signing in does not wait for verification: an unverified user sees a banner instead.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: resetPasswordSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => send(resetPasswordMail(config, user, token)),
    },
    ...(mailEnabled
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: false,
            expiresIn: verifyEmailSeconds,
            sendVerificationEmail: async ({ user, token }) => {
              const { updateTo } = jwtPayload(token);
              if (updateTo) return send(changeEmailMail(config, user, updateTo, token));
              // An account made from an invitation is verified already (see the hook below).
              const row = await db
                .selectFrom("user")
                .select("emailVerified")
                .where("id", "=", user.id)
                .executeTakeFirst();
              if (row && !row.emailVerified) send(verifyEmailMail(config, user, token));
            },
          },
        }
      : {}),
    user: {
      // With mail, a new address counts only after its link is followed; without mail, the account
      // routes change it directly (auth/routes.ts), as there is no way to confirm it.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    // Reset tokens are stored hashed: a leaked database holds no usable link.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed cookie cache: it would keep a signed-out or revoked session alive for minutes.
      // The session guard confirms the session row on every request instead (auth/session-guard.ts).
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      // Our one rate limiter (http/rate-limit.ts): counters under a keyed hash, never the address.
      customStorage: betterAuthStorage({ db, config }),
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/sign-up/email": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/request-password-reset": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/reset-password": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/change-password": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/change-email": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/send-verification-email": { window: 60, max: config.AUTH_RATE_LIMIT },
        "/verify-email": { window: 60, max: config.AUTH_RATE_LIMIT },
        // Code entry: the first matching rule counts, so these come before the wildcard.
        "/two-factor/verify-totp": { window: 60, max: config.TWO_FACTOR_RATE_LIMIT },
        "/two-factor/verify-backup-code": { window: 60, max: config.TWO_FACTOR_RATE_LIMIT },
        // Enable, disable, new backup codes: each checks the password.
        "/two-factor/*": { window: 60, max: config.AUTH_RATE_LIMIT },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith("https://"),
    },
    telemetry: { enabled: false },
    plugins: [
      // Two-factor sign-in with an authenticator app (TOTP, RFC 6238). A sign-in with the right
      // password then gives no session, only a short-lived signed 'two_factor' cookie (10 minutes,
      // 5 attempts) for verify-totp or verify-backup-code; 10 failures in a row lock the second
      // step for 15 minutes. The secret and the backup codes are stored encrypted.
      twoFactor({
        issuer: "Normwijs",
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // The invitation mail proved the address: with mail on, such an account is verified.
          before: async (user) => {
            if (mailEnabled && invitedSignUp.getStore()) return { data: { ...user, emailVerified: true } };
            return { data: user };
          },
          after: async (user) => {
            // An account made from an invitation joins that organisation and founds none.
            const invited = invitedSignUp.getStore();
            if (invited) await invited.join(user);
            else await createOwnOrganisation(db, user.id, foundedOrganisation.getStore()?.name ?? "");
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's own tables from its schema (not via its CLI). */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
