/**
 * Cliëntervaringen: the zod schemas of the owner's questionnaire and the results' period, used by
 * the owner's page and the routes. The public answer is checked against the stored questions on the
 * server (surveys/answers.ts), since what is valid depends on them.
 */
import { z } from "zod";
import { calendarDay, revisionSchema, safeLine } from "@core/shared/input";
import { surveyLimits, surveyQuestionIdPattern } from "./model";
import { surveyMessages as m } from "./messages";

const questionSchema = z
  .object({
    id: z.string({ error: m.questionIdInvalid }).regex(surveyQuestionIdPattern, m.questionIdInvalid),
    kind: z.enum(["scale", "open"], { error: m.questionKind }),
    text: safeLine({ error: m.questionMissing, message: m.questionOneLine, trim: true })
      .min(1, m.questionMissing)
      .max(surveyLimits.questionTextMax, m.questionTooLong),
  })
  .strict();

export const surveyQuestionsSchema = z
  .array(questionSchema, { error: m.questionsMin })
  .min(surveyLimits.questionsMin, m.questionsMin)
  .max(surveyLimits.questionsMax, m.questionsMax)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, m.questionDuplicate);

export const saveSurveySchema = z
  .object({
    revision: revisionSchema({ message: m.stale }),
    questions: surveyQuestionsSchema,
  })
  .strict();
export type SaveSurveyInput = z.infer<typeof saveSurveySchema>;

const day = calendarDay({ message: m.dateInvalid });

/** The day `years` calendar years after a yyyy-MM-dd day (29 February stays, which compares fine). */
const yearsAfter = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The results' period, from and to inclusive, at most periodYearsMax years. */
export const surveyPeriodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: m.periodInvalid, path: ["to"] })
  .refine((p) => p.to < yearsAfter(p.from, surveyLimits.periodYearsMax), { message: m.periodTooLong, path: ["to"] });

/** The closed state the owner sets ('Vragenlijst sluiten' / 'Vragenlijst weer openen'). */
export const surveyClosedSchema = z.object({ closed: z.boolean({ error: m.stale }) }).strict();
