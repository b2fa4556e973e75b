/**
 * Questions of the auditor ('Vragen van de auditor'): through their link an auditor asks for
 * something about one HKZ element ('Graag het verslag van de laatste RI&E'); an Eigenaar or
 * Bewerker answers, links a document and marks it done; the auditor reads the answer through the
 * same link. The schemas, the shapes the API answers and every Dutch text, for the server and the
 * web app.
 */
import { z } from "zod";
import { safeId, safeText } from "./input";
import { hkzElements, type HkzElementNumber } from "./norm";

export const questionLimits = {
  questionMax: 2000,
  answerMax: 4000,
  /** Questions one link may ask per hour: plenty for an audit, too few to flood a mailbox. */
  perLinkPerHour: 30,
} as const;

export const questionStatuses = ["open", "done"] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export const questionMessages = {
  title: "Vragen van de auditor",
  elementMissing: "Kies het normelement waar uw vraag over gaat.",
  questionMissing: "Typ uw vraag of verzoek.",
  questionTooLong: `Een vraag is ten hoogste ${questionLimits.questionMax} tekens.`,
  answerTooLong: `Een antwoord is ten hoogste ${questionLimits.answerMax} tekens.`,
  nothingToChange: "Er is niets om op te slaan.",
  badStatus: "Kies 'open' of 'afgehandeld'.",
  notFound: "Deze vraag bestaat niet (meer).",
  documentNotFound: "Dit document bestaat niet (meer). Kies een ander document.",
  tooMany: (minutes: number) =>
    `U heeft in korte tijd veel vragen gesteld. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
  statusNames: { open: "Open", done: "Afgehandeld" } satisfies Record<QuestionStatus, string>,
} as const;

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

export type AuditorQuestionDto = {
  id: string;
  element: HkzElementNumber;
  question: string;
  auditorName: string;
  askedAt: string;
  status: QuestionStatus;
  /** '' while nobody answered. */
  answer: string;
  answeredAt: string | null;
  answeredBy: string | null;
  /** The linked document, while it exists and is not in the recycle bin. */
  document: { id: string; name: string } | null;
  doneAt: string | null;
  doneBy: string | null;
};
