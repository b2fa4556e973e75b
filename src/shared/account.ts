/**
 * The account: what the forms send (zod, shared by the server's checks and the Account page), the
 * active-sessions answer, and the Dutch texts both sides show.
 */
import { z } from "zod";
import { emailSchema, passwordSchema, signUpSchema } from "./schemas";
import { limits } from "./limits";
import { safeLine } from "./input";

export const accountMessages = {
  resetRequested:
    "Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen. Kijk ook in uw map met ongewenste e-mail.",
  resetDone: "Uw wachtwoord is gewijzigd. Log opnieuw in.",
  linkInvalid: "Deze link werkt niet meer: hij is al gebruikt, verlopen of niet compleet.",
  currentPasswordWrong: "Het huidige wachtwoord klopt niet.",
  currentPasswordMissing: "Vul uw huidige wachtwoord in.",
  repeatMismatch: "De twee wachtwoorden zijn niet gelijk.",
  sameEmail: "Dit is al uw e-mailadres.",
  emailTaken: "Er bestaat al een account met dit e-mailadres.",
  sessionNotFound: "Deze sessie bestaat niet (meer).",
  notThisSession: "Deze sessie is de sessie waarin u nu werkt. Gebruik 'Uitloggen' om die te beëindigen.",
  /** A session's device, from its browser's user agent. */
  unknownDevice: "Onbekend apparaat",
  browserOn: (browser: string, system: string) => `${browser} op ${system}`,
  unknownBrowserOn: (system: string) => `Onbekende browser op ${system}`,
} as const;

const tokenSchema = safeLine({ error: accountMessages.linkInvalid, message: accountMessages.linkInvalid })
  .min(1, accountMessages.linkInvalid)
  .max(2000, accountMessages.linkInvalid);

export const requestResetSchema = z.object({ email: emailSchema }).strict();
export const resetPasswordSchema = z.object({ token: tokenSchema, newPassword: passwordSchema }).strict();
/** The current password, asked before the password or the e-mail address changes. */
const currentPasswordSchema = z
  .string({ error: accountMessages.currentPasswordMissing })
  .min(1, accountMessages.currentPasswordMissing)
  .max(limits.passwordMax, accountMessages.currentPasswordWrong);
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .strict();
export const changeNameSchema = signUpSchema.pick({ name: true }).strict();
export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema }).strict();
export const verifyEmailSchema = z.object({ token: tokenSchema }).strict();

/** One of the user's sessions. `id` is the session row's id: never its token. */
export type SessionDto = {
  id: string;
  /** 'Chrome op Linux'; 'Onbekend apparaat' when the browser did not say. */
  device: string;
  ipAddress: string | null;
  /** ISO time of the last request in this session (kept to within a few minutes). */
  lastActive: string;
  createdAt: string;
  current: boolean;
};

/** POST /api/auth/change-email: whether the address changed at once or waits for its link. */
export type ChangeEmailDto = { status: true; pending: boolean };
