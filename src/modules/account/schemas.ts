/** The account's forms as zod schemas, shared by the server's checks and the Account page. */
import { emailSchema, passwordSchema, signUpSchema } from "@modules/auth/schemas";
import { z } from "zod";
import { limits } from "@core/shared/limits";
import { safeLine } from "@core/shared/input";

import { accountMessages } from "./messages";

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
