/**
 * The Dutch texts of signing up, signing in and the session guard: better-auth's error codes in
 * Dutch (only codes of the shared list leave the server) and our own refusals. The sign-up form's
 * checks, which the browser runs too, are in auth/checks.ts (authMessages).
 */
import type { ErrorCode } from "@core/shared/errors";
import { accountMessages } from "@modules/account/messages";
import { httpMessages } from "@core/server/http/messages";

/** better-auth's two-factor endpoints' error codes. */
const twoFactorMessages: Partial<Record<ErrorCode, string>> = {
  INVALID_PASSWORD: "Het wachtwoord klopt niet.",
  INVALID_CODE: "De verificatiecode klopt niet. Controleer de code in uw app en probeer het opnieuw.",
  INVALID_BACKUP_CODE: "Deze back-upcode klopt niet of is al gebruikt.",
  INVALID_TWO_FACTOR_COOKIE: "Uw inlogpoging is verlopen. Log opnieuw in met uw e-mailadres en wachtwoord.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Te veel onjuiste codes. Log opnieuw in met uw e-mailadres en wachtwoord.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Te veel onjuiste codes achter elkaar. De tweede stap is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  TOTP_ALREADY_ENABLED: "Tweestapsverificatie staat al aan.",
  TOTP_NOT_ENABLED: "Tweestapsverificatie is niet ingesteld.",
  TWO_FACTOR_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  BACKUP_CODES_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  UNAUTHORIZED: httpMessages.unauthenticated,
};

/** better-auth's error codes, by the code it answers with. */
export const betterAuthMessages: Partial<Record<ErrorCode, string>> = {
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
  INVALID_ORIGIN: httpMessages.crossSite,
  MISSING_OR_NULL_ORIGIN: httpMessages.crossSite,
  VALIDATION_ERROR: "Controleer de ingevulde gegevens.",
  ...twoFactorMessages,
};

/** What the activity log says of a sign-in. */
export const signInDetails = {
  wrongPassword: "verkeerd wachtwoord",
  wrongCode: "verkeerde code",
  withTwoFactor: "met tweestapsverificatie",
} as const;

export const authServerMessages = {
  /** Any other of better-auth's errors. */
  failed: "Inloggen of registreren is niet gelukt. Probeer het opnieuw.",
  mailDisabled: "Op deze installatie worden geen e-mails verstuurd.",
  signupClosed: "Nieuwe accounts aanmaken is op deze installatie niet mogelijk. U kunt wel inloggen.",
  notAdmitted: "Dit e-mailadres is nog niet toegelaten. Zet het op de wachtlijst; u hoort van ons.",
  membershipEnded: "U hoort niet meer bij de organisatie waarin u werkte. Normwijs opent nu uw andere organisatie.",
  noMembership:
    "Uw account hoort niet (meer) bij een organisatie in Normwijs. Vraag de eigenaar van uw organisatie om u weer toe te voegen, of log uit.",
  twoFactorRequired:
    "Uw organisatie vraagt tweestapsverificatie. Stel die eerst in onder Account; daarna kunt u verder.",
} as const;
