/**
 * The Verbeteren part of the full export (verbeteren/data.json, since export version 2): improvement
 * actions with their history, internal audits with their checklists and the certification cycle,
 * the client questionnaire with its anonymous answers, and the saved management reviews. Only the
 * server reads and writes it (the web app never loads this file).
 *
 * People (owners, auditors, who saved what) are listed once under `people` and referred to by their
 * id there; an import maps each to a member of the target organisation (transfer/verbeteren.ts).
 * Ids of actions, audits, checklist points and reviews are the exporting organisation's: an import
 * gives every row a new id and rewrites the links between them.
 *
 * Not in it: the survey link's secret (nonce and hash). A restored organisation keeps the link it
 * has, or makes a new one; an old printed QR code never opens the restored organisation.
 */
import { z } from "zod";
import { actionArchiveSchema } from "@modules/actions/schemas";
import { NOTE_MAX, auditPointStatuses, type AuditPointStatus } from "@modules/audits/model";
import { archiveRules } from "@core/shared/archive-rules";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { reviewLimits, type ReviewFigures } from "@modules/review/model";
import { surveyQuestionsSchema } from "@modules/surveys/schemas";
import { surveyLimits, surveyQuestionIdPattern } from "@modules/surveys/model";
import { quarterPattern } from "@modules/report-analysis/model";

export const VERBETEREN_FORMAT = "normwijs-verbeteren";

// The routes' own building blocks, so the import takes exactly what the routes take.
const { id, text, day, stamp, count, revision, personRef } = archiveRules;

const person = z.object({ id, name: text(1000), email: text(1000) }).strict();

const elementNumbers = hkzElements.map((e) => e.number) as [HkzElementNumber, ...HkzElementNumber[]];
const pointStatuses = Object.keys(auditPointStatuses) as [AuditPointStatus, ...AuditPointStatus[]];

const auditPoint = z
  .object({
    id,
    element: z.enum(elementNumbers),
    position: z.number().int().min(0).max(1000),
    text: text(2000),
    status: z.enum(pointStatuses),
    note: text(NOTE_MAX),
    updatedAt: stamp,
    updatedBy: personRef,
  })
  .strict();

const audit = z
  .object({
    id,
    date: day,
    /** By person; `name` as the audit stored it (for someone who has left). */
    auditors: z
      .array(z.object({ person: id, name: text(500) }).strict())
      .min(1)
      .max(10),
    elements: z.array(z.enum(elementNumbers)).min(1).max(elementNumbers.length),
    revision,
    createdAt: stamp,
    createdBy: personRef,
    updatedAt: stamp,
    updatedBy: personRef,
    points: z.array(auditPoint).max(2000),
  })
  .strict()
  .refine((a) => new Set(a.elements).size === a.elements.length)
  .refine((a) => a.points.every((p) => a.elements.includes(p.element)));

const surveyAnswer = z
  .object({
    questionId: z.string().regex(surveyQuestionIdPattern),
    questionText: text(surveyLimits.questionTextMax * 2),
    kind: z.enum(["scale", "open"]),
    score: z.number().int().min(surveyLimits.scaleMin).max(surveyLimits.scaleMax).nullable(),
    text: text(surveyLimits.answerTextMax).nullable(),
  })
  .strict()
  .refine((a) => (a.kind === "scale" ? a.score !== null && a.text === null : a.score === null && a.text !== null));

const surveyResponse = z
  .object({ submittedOn: day, answers: z.array(surveyAnswer).min(1).max(100) })
  .strict()
  .refine((r) => new Set(r.answers.map((a) => a.questionId)).size === r.answers.length);

const survey = z
  .object({
    questions: surveyQuestionsSchema,
    revision,
    updatedAt: stamp,
    updatedBy: personRef,
    // Absent in archives made before the questionnaire could be closed: open.
    closed: z.boolean().optional(),
  })
  .strict();

// The figures of a saved review, as modules/review/model.ts builds them (the pages and the handbook render them).
const n = count;
/** Texts in the figures come from the organisation's own tables and texts: bounded by the file, not here. */
const str = text(1_000_000);
const auditsSummary = z
  .object({
    audits: z.array(z.object({ id, date: str, elements: z.array(str).max(100), findings: n }).strict()).max(10_000),
    findings: n,
    elementsAudited: z.array(str).max(100),
  })
  .strict();
const figures = z
  .object({
    year: z.number().int(),
    from: str,
    to: str,
    goals: z
      .object({
        total: n,
        withStatus: n,
        items: z.array(z.object({ goal: str, status: str }).strict()).max(10_000),
      })
      .strict(),
    register: z
      .object({
        total: n,
        byType: z.array(z.object({ type: str, count: n }).strict()).max(100),
        closed: n,
        reportable: n,
        reportedInTime: n,
        reportedLate: n,
        notReportedOverdue: n,
        stillOpen: n,
      })
      .strict(),
    // Versions saved before the complaint clock have no inTime, late and overdue.
    complaints: z
      .object({ total: n, closed: n, open: n, inTime: n.optional(), late: n.optional(), overdue: n.optional() })
      .strict(),
    audits: auditsSummary.nullable(),
    actions: z.object({ total: n, done: n, open: n, overdue: n, cancelled: n }).strict().nullable(),
    clients: z
      .object({
        answers: n,
        questions: z
          .array(
            z.object({ text: str, kind: z.enum(["scale", "open"]), average: z.number().nullable(), count: n }).strict(),
          )
          .max(100),
      })
      .strict(),
    staff: z
      .object({
        people: n,
        registrationDue: n,
        vogDue: n,
        items: z.array(z.object({ name: str, what: str }).strict()).max(100_000),
      })
      .strict(),
    reviewDates: z
      .object({ passed: n, items: z.array(z.object({ what: str, due: str }).strict()).max(10_000) })
      .strict(),
    // Leesbevestigingen: absent in archives (and versions) from before they existed.
    reading: z.object({ asked: n, read: n, notApplicable: n }).strict().nullable().optional(),
    // The register per quarter (Kwartaalanalyse): absent in archives (and versions) from before it.
    quarters: z
      .array(
        z
          .object({
            quarter: z.string().regex(quarterPattern),
            total: n,
            previousTotal: n,
            topCause: str.nullable(),
            analysis: str,
          })
          .strict(),
      )
      .max(4)
      .optional(),
  })
  .strict() satisfies z.ZodType<ReviewFigures>;

const review = z
  .object({
    id,
    year: z.number().int().min(reviewLimits.yearMin).max(reviewLimits.yearMax),
    version: revision,
    figures,
    conclusions: text(reviewLimits.conclusionsMax),
    newGoals: text(reviewLimits.newGoalsMax),
    savedAt: stamp,
    savedBy: personRef,
    savedByName: text(500),
  })
  .strict();

export const verbeterenFileSchema = z
  .object({
    format: z.literal(VERBETEREN_FORMAT),
    version: z.literal(1),
    people: z.array(person).max(10_000),
    // Each part's own schema where its module has one (modules/<name>/schemas.ts).
    actions: z.array(actionArchiveSchema).max(100_000),
    audits: z.object({ cycleStart: day.nullable(), audits: z.array(audit).max(10_000) }).strict(),
    survey: survey.nullable(),
    surveyResponses: z.array(surveyResponse).max(1_000_000),
    reviews: z.array(review).max(10_000),
  })
  .strict();

export type VerbeterenFile = z.infer<typeof verbeterenFileSchema>;
export type ExportedPerson = VerbeterenFile["people"][number];
export type ExportedAction = VerbeterenFile["actions"][number];
export type ExportedAudit = VerbeterenFile["audits"]["audits"][number];
export type ExportedSurvey = NonNullable<VerbeterenFile["survey"]>;
export type ExportedSurveyResponse = VerbeterenFile["surveyResponses"][number];
export type ExportedReview = VerbeterenFile["reviews"][number];
