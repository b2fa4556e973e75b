/**
 * Melden: what the API takes. The same rules check the member's form, the triage page, the public
 * complaint form, the routes and the export archive: bounded texts without control characters
 * (both engines store the same), dates within a few years before today and never after it.
 */
import { z } from "zod";
import { calendarDay, safeId, safeLine, safeText } from "@core/shared/input";
import { reportMessages as m } from "./messages";
import { registerTypeList, reportCauseList, reportLimits, reportTypeList } from "./model";

const text = (max: number) => safeText({ trim: true }).max(max, m.textTooLong(max)).default("");
const line = (max: number) => safeLine({ trim: true }).max(max, m.lineTooLong(max)).default("");

/** The rules of a report's own fields, in one place. */
export const reportRules = {
  type: z.enum(reportTypeList, { error: m.type }),
  description: safeText({ error: m.description, trim: true })
    .min(1, m.description)
    .max(reportLimits.descriptionMax, m.descriptionTooLong(reportLimits.descriptionMax)),
  happenedOn: calendarDay({ message: m.happenedOn }),
  place: line(reportLimits.lineMax),
  involved: text(reportLimits.textMax),
  immediateAction: text(reportLimits.textMax),
  analysis: text(reportLimits.descriptionMax),
  feedback: text(reportLimits.textMax),
  cause: z.enum(reportCauseList, { error: m.cause }),
  registerType: z.enum(registerTypeList, { error: m.registerType }),
};

/** POST /api/reports: a member's report. `today` bounds the date (no future, at most a few years back). */
export const createReportSchema = z
  .object({
    type: reportRules.type,
    description: reportRules.description,
    happenedOn: reportRules.happenedOn,
    place: reportRules.place,
    involved: reportRules.involved,
    immediateAction: reportRules.immediateAction,
    anonymous: z.boolean({ error: m.anonymous }).default(false),
  })
  .strict();
export type CreateReportInput = z.output<typeof createReportSchema>;

/** PUT /api/reports/:id/triage: classify and move into the register. */
export const triageReportSchema = z
  .object({
    registerType: reportRules.registerType,
    cause: reportRules.cause,
    analysis: reportRules.analysis,
  })
  .strict();
export type TriageReportInput = z.output<typeof triageReportSchema>;

/** PUT /api/reports/:id/handled: the words for the reporter (mailed when there is a reporter). */
export const handleReportSchema = z.object({ feedback: reportRules.feedback }).strict();

/** PUT /api/reports/settings: who besides the Eigenaar triages, and the public form's state. */
export const reportSettingsSchema = z
  .object({
    grants: z.array(safeId(m.grants), { error: m.grants }).max(200, m.grants),
    closed: z.boolean({ error: m.grants }),
    regulationFileId: safeId(m.notFound).nullable(),
  })
  .strict();

/** The public complaint: the text, and an address for the receipt mail only (never stored). */
export const publicComplaintSchema = z
  .object({
    description: reportRules.description,
    involved: reportRules.involved,
    email: z
      .string({ error: m.email })
      .trim()
      .max(254, m.email)
      .refine((s) => s === "" || z.email().safeParse(s).success, m.email)
      .default(""),
  })
  .strict();
