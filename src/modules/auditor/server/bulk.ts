/**
 * The questions of the auditor in the full export and import (auditor/vragen.json, since export
 * version 3). A linked document is named by its path in the same archive, as document ids are the
 * exporting organisation's; an import links the document it restored from that path. Auditor
 * links are not exported (their tokens would open nothing here): a restored question keeps the
 * auditor's name and e-mail address, and a new link for the same address shows it again.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@core/server/db";
import { organisationHasRow } from "@core/server/db/rows";
import { safeText } from "@core/shared/input";
import { questionLimits, questionStatuses } from "../model";
import { elementSchema } from "../schemas";

export const QUESTIONS_FORMAT = "normwijs-auditor-questions";

const stamp = safeText().min(1).max(100);
const name = safeText().max(1000);

const exportedQuestion = z
  .object({
    element: elementSchema,
    question: safeText().min(1).max(questionLimits.questionMax),
    auditorName: name,
    auditorEmail: name,
    askedAt: stamp,
    status: z.enum(questionStatuses),
    answer: safeText().max(questionLimits.answerMax),
    answeredAt: stamp.nullable(),
    answeredBy: name.nullable(),
    /** The document's path in the archive (documenten/<map>/<naam>), or null. */
    document: safeText().max(1024).nullable(),
    doneAt: stamp.nullable(),
    doneBy: name.nullable(),
  })
  .strict();

export const questionsFileSchema = z
  .object({
    format: z.literal(QUESTIONS_FORMAT),
    version: z.literal(1),
    questions: z.array(exportedQuestion).max(100_000),
  })
  .strict();
export type QuestionsFile = z.infer<typeof questionsFileSchema>;
type ExportedQuestion = QuestionsFile["questions"][number];

export const hasAnyQuestion = (db: Db, organisationId: string) =>
  organisationHasRow(db, "auditor_question", organisationId);

/** auditor/vragen.json of the organisation; `documentPaths`: the archive path of every exported document by id. */
export async function exportQuestions(
  db: Db,
  organisationId: string,
  documentPaths: ReadonlyMap<string, string>,
): Promise<QuestionsFile> {
  const rows = await db
    .selectFrom("auditor_question")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("asked_at")
    .orderBy("id")
    .execute();
  return {
    format: QUESTIONS_FORMAT,
    version: 1,
    questions: rows.map((r) => ({
      element: r.element as ExportedQuestion["element"],
      question: r.question,
      auditorName: r.auditor_name,
      auditorEmail: r.auditor_email,
      askedAt: r.asked_at,
      status: r.status,
      answer: r.answer,
      answeredAt: r.answered_at,
      answeredBy: r.answered_by_name,
      document: (r.document_id && documentPaths.get(r.document_id)) || null,
      doneAt: r.done_at,
      doneBy: r.done_by_name,
    })),
  };
}

/** The file checked against its schema and its links to documents in the archive; undefined when it fails. */
export function checkQuestions(json: unknown, documentPaths: ReadonlySet<string>): QuestionsFile | undefined {
  const parsed = questionsFileSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const linked = parsed.data.questions.every((q) => q.document === null || documentPaths.has(q.document));
  return linked ? parsed.data : undefined;
}

/** Writes the questions with new ids; `documentIds`: the new id of each restored document by its archive path. */
export async function insertImportedQuestions(
  tx: Db,
  organisationId: string,
  file: QuestionsFile,
  documentIds: ReadonlyMap<string, string>,
): Promise<number> {
  for (const q of file.questions) {
    await tx
      .insertInto("auditor_question")
      .values({
        id: randomUUID(),
        organisation_id: organisationId,
        link_id: null,
        auditor_name: q.auditorName,
        auditor_email: q.auditorEmail,
        element: q.element,
        question: q.question,
        asked_at: q.askedAt,
        status: q.status,
        answer: q.answer,
        document_id: q.document ? (documentIds.get(q.document) ?? null) : null,
        answered_at: q.answeredAt,
        answered_by_name: q.answeredBy,
        done_at: q.doneAt,
        done_by_name: q.doneBy,
      })
      .execute();
  }
  return file.questions.length;
}
