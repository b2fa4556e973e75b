/** The auditor's questions as they may enter (texts and limits: auditor-questions.ts). */
import { z } from "zod";
import { safeId, safeText } from "./input";
import { hkzElements, type HkzElementNumber } from "./norm";
import { questionLimits, questionMessages, questionStatuses } from "./auditor-questions";

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

/** PATCH /api/auditor-questions/:id: the answer, a linked document (null: none) and the status, each optional. */
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

/** GET /api/auditor-questions: filter by element and status. */
export const questionFilterSchema = z
  .object({ element: elementSchema.optional(), status: z.enum(questionStatuses).optional() })
  .strict();
