/**
 * zod schemas used by both the forms in the web app and the routes on the server.
 * Messages are Dutch because a person reads them.
 */
import { z } from "zod";
import { limits } from "./limits";

// Every zod message a person might read is Dutch, also the library's own defaults.
z.config(z.locales.nl());

/**
 * Control characters (NUL, escape, …) have no place in anything a person types; PostgreSQL cannot
 * even store NUL in text. `multiline` allows tab, newline and carriage return, where a text may
 * span lines (policy texts, table cells).
 */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
export const controlCharsMessage = "De tekst bevat een onzichtbaar teken dat niet is toegestaan. Typ de tekst opnieuw of plak hem zonder opmaak.";

export function hasControlChars(s: string, multiline: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (isControl(code) && !(multiline && isLineBreakOrTab(code))) return true;
  }
  return false;
}

/** A string without control characters; the one helper every text input uses. */
export const cleanText = (options: { multiline: boolean; message?: string }) =>
  z.string().refine((s) => !hasControlChars(s, options.multiline), options.message ?? controlCharsMessage);

export const organisationNameSchema = z
  .string({ error: "Vul een organisatienaam in." })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "Vul een organisatienaam in.")
      .max(limits.organisationNameMax, `Een organisatienaam is ten hoogste ${limits.organisationNameMax} tekens.`)
      .refine((s) => !/[\r\n\t]/.test(s), "Een organisatienaam past op één regel.")
      .pipe(cleanText({ multiline: false })),
  );

export const organisationUpdateSchema = z.object({ name: organisationNameSchema });

export const emailSchema = z
  .string({ error: "Vul een e-mailadres in." })
  .trim()
  .toLowerCase()
  .pipe(z.email("Vul een geldig e-mailadres in.").max(254, "Dit e-mailadres is te lang."));

export const passwordRules = `Minstens ${limits.passwordMin} tekens.`;

export const passwordSchema = z
  .string({ error: "Vul een wachtwoord in." })
  .min(limits.passwordMin, `Het wachtwoord moet minstens ${limits.passwordMin} tekens hebben.`)
  .max(limits.passwordMax, `Het wachtwoord mag ten hoogste ${limits.passwordMax} tekens hebben.`);

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Vul uw naam in.")
    .max(100, "Uw naam is te lang.")
    .pipe(cleanText({ multiline: false, message: "Uw naam bevat een onzichtbaar teken dat niet is toegestaan. Typ uw naam opnieuw." })),
  email: emailSchema,
  password: passwordSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Vul uw wachtwoord in."),
});

export const waitlistSchema = z.object({ email: emailSchema });

export const signupModes = ["open", "waitlist", "closed"] as const;
export type SignupMode = (typeof signupModes)[number];

export const roles = ["owner", "editor", "reader"] as const;
export type Role = (typeof roles)[number];

/** The one error shape every /api route answers with. */
export type ApiErrorBody = { code: string; message: string; details?: unknown };

/** Public facts the web app needs before sign-in. */
export type PublicConfig = { signupMode: SignupMode; billingEnabled: boolean };

export type OrganisationDto = { id: string; name: string; role: Role };
