/** The auditor links and questions as they may enter (texts: messages.ts; limits: model.ts, which load no zod). */
import { emailSchema } from "@modules/auth/schemas";
import { z } from "zod";
import { safeId, safeLine, safeText } from "@core/shared/input";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { auditorLinkDays, auditorNameMax, auditorTokenPattern, questionLimits, questionStatuses } from "./model";
import { auditorMessages, questionMessages } from "./messages";

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

const elementNumbers = hkzElements.map((e) => e.number) as [HkzElementNumber, ...HkzElementNumber[]];
export const elementSchema = z.enum(elementNumbers, { error: questionMessages.elementMissing });

/** POST /api/auditor-view/questions: the auditor's question. */
export const askQuestionSchema = z
  .object({
    element: elementSchema,
    question: safeText({ error: questionMessages.questionMissing, trim: true })
      .min(1, questionMessages.questionMissing)
      .max(questionLimits.questionMax, questionMessages.questionTooLong),
  })
  .strict();
export type AskQuestion = z.output<typeof askQuestionSchema>;
export type AskQuestionInput = z.input<typeof askQuestionSchema>;

/** PATCH /api/auditor/questions/:id: the answer, a linked document (null: none) and the status, each optional. */
export const updateQuestionSchema = z
  .object({
    answer: safeText({ trim: true }).max(questionLimits.answerMax, questionMessages.answerTooLong).optional(),
    documentId: safeId(questionMessages.documentNotFound).nullable().optional(),
    status: z.enum(questionStatuses, { error: questionMessages.badStatus }).optional(),
  })
  .strict()
  .refine((v) => v.answer !== undefined || v.documentId !== undefined || v.status !== undefined, {
    message: questionMessages.nothingToChange,
  });
export type UpdateQuestion = z.output<typeof updateQuestionSchema>;

/** GET /api/auditor/questions: filter by element and status. */
export const questionFilterSchema = z
  .object({ element: elementSchema.optional(), status: z.enum(questionStatuses).optional() })
  .strict();
