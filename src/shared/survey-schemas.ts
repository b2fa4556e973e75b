/**
 * Cliëntervaringen: the zod schemas of the owner's questionnaire and the results' period, used by
 * the owner's page and the routes. The public answer is checked against the stored questions on the
 * server (surveys/answers.ts), since what is valid depends on them.
 */
import { z } from "zod";
import { isCalendarDay } from "./calendar-day";
import { hasControlChars } from "./auth-checks";
import { surveyLimits, surveyMessages as m, surveyQuestionIdPattern } from "./surveys";

const questionSchema = z
  .object({
    id: z.string({ error: m.questionIdInvalid }).regex(surveyQuestionIdPattern, m.questionIdInvalid),
    kind: z.enum(["scale", "open"], { error: "Kies bij elke vraag een soort: cijfer of open vraag." }),
    text: z
      .string({ error: m.questionMissing })
      .trim()
      .min(1, m.questionMissing)
      .max(surveyLimits.questionTextMax, m.questionTooLong)
      .refine((s) => !hasControlChars(s, false), m.questionOneLine),
  })
  .strict();

export const surveyQuestionsSchema = z
  .array(questionSchema, { error: m.questionsMin })
  .min(surveyLimits.questionsMin, m.questionsMin)
  .max(surveyLimits.questionsMax, m.questionsMax)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, m.questionDuplicate);

export const saveSurveySchema = z
  .object({
    revision: z.number({ error: m.stale }).int().min(0),
    questions: surveyQuestionsSchema,
  })
  .strict();
export type SaveSurveyInput = z.infer<typeof saveSurveySchema>;

const day = z.string({ error: m.periodInvalid }).refine(isCalendarDay, "Kies een geldige datum.");

/** The day `years` calendar years after a yyyy-MM-dd day (29 February stays, which compares fine). */
const yearsAfter = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The results' period, from and to inclusive, at most periodYearsMax years. */
export const surveyPeriodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: m.periodInvalid, path: ["to"] })
  .refine((p) => p.to < yearsAfter(p.from, surveyLimits.periodYearsMax), { message: m.periodTooLong, path: ["to"] });

/** The closed state the owner sets ('Vragenlijst sluiten' / 'Vragenlijst weer openen'). */
export const surveyClosedSchema = z.object({ closed: z.boolean({ error: m.stale }) }).strict();
