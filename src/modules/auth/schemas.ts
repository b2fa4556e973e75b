/**
 * Signing up and in as the server checks it (zod). The landing page's form checks the same rules
 * without zod (./checks.ts), so its first visit stays light: keep both alike.
 */
import { z } from "zod";
import { limits } from "@core/shared/limits";
import { safeLine } from "@core/shared/input";
import { organisationNameSchema } from "@modules/organisation/schemas";
import { emailMax, nameMax } from "./checks";
import { authMessages as m } from "./messages";

export const emailSchema = z
  .string({ error: m.emailMissing })
  .trim()
  .toLowerCase()
  .pipe(z.email(m.emailInvalid).max(emailMax, m.emailTooLong));

export const passwordSchema = z
  .string({ error: m.passwordMissing })
  .min(limits.passwordMin, m.passwordTooShort)
  .max(limits.passwordMax, m.passwordTooLong);

export const signUpSchema = z.object({
  name: z
    .string({ error: m.nameMissing })
    .trim()
    .min(1, m.nameMissing)
    .max(nameMax, m.nameTooLong)
    .pipe(safeLine({ message: m.nameControlChars })),
  email: emailSchema,
  password: passwordSchema,
});

/**
 * The sign-up form that founds an organisation: the person and the organisation's name, by the same
 * rules as in Instellingen (an invitation's sign-up joins an organisation and asks no name).
 */
export const founderSignUpSchema = signUpSchema.extend({ organisationName: organisationNameSchema });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.signInPasswordMissing }).min(1, m.signInPasswordMissing),
});
