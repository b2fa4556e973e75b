/** The auditor links as they may enter (texts and limits: auditor.ts, which loads no zod). */
import { z } from "zod";
import { emailSchema } from "./schemas";
import { safeLine } from "./input";
import { auditorLinkDays, auditorMessages, auditorNameMax, auditorTokenPattern } from "./auditor";

export const createAuditorLinkSchema = z
  .object({
    name: safeLine({ error: auditorMessages.nameMissing, message: auditorMessages.nameOneLine, trim: true })
      .min(1, auditorMessages.nameMissing)
      .max(auditorNameMax, auditorMessages.nameTooLong)
      .refine((s) => !/[\p{Cc}\p{Cf}]/u.test(s), auditorMessages.nameOneLine),
    email: emailSchema,
    days: z
      .number({ error: auditorMessages.daysInvalid })
      .int(auditorMessages.daysInvalid)
      .min(auditorLinkDays.min, auditorMessages.daysInvalid)
      .max(auditorLinkDays.max, auditorMessages.daysInvalid)
      .default(auditorLinkDays.default),
  })
  .strict();
export type CreateAuditorLinkInput = z.input<typeof createAuditorLinkSchema>;

/** 'Per e-mail versturen': the token of the link just made (the server keeps only its hash). */
export const mailAuditorLinkSchema = z
  .object({ token: z.string({ error: auditorMessages.mailWrongToken }).regex(auditorTokenPattern) })
  .strict();
