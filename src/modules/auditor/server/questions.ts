/**
 * Questions of the auditor: asked through an open link (the only write a link may do), answered,
 * linked to a document and marked done by an Eigenaar or Bewerker. Every query carries the
 * organisation; the auditor's side reads the questions of the same auditor (by e-mail address)
 * within the link's organisation, so a renewed link still shows the earlier answers.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { findReadyFile } from "@modules/documents/server";
import { PERSONNEL_FILE_CATEGORY } from "@modules/documents/model";
import { questionMessages } from "../messages";
import { type AuditorQuestionDto, type QuestionStatus } from "../model";
import type { AskQuestion, UpdateQuestion } from "../schemas";
import type { HkzElementNumber } from "@norm/norm";
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import type { Mailer } from "@core/server/mail";
import { hkzElement } from "@norm/norm";
import { paths } from "@core/shared/paths";
import type { OpenedLink } from "./links";
import { auditorQuestionMail } from "./mails";

function selectQuestions(db: Db, organisationId: string) {
  return db
    .selectFrom("auditor_question as q")
    .leftJoin("stored_file as f", (join) =>
      join
        .onRef("f.id", "=", "q.document_id")
        .on("f.organisation_id", "=", organisationId)
        .on("f.status", "=", "ready"),
    )
    .select([
      "q.id",
      "q.element",
      "q.question",
      "q.auditor_name",
      "q.asked_at",
      "q.status",
      "q.answer",
      "q.answered_at",
      "q.answered_by_name",
      "q.done_at",
      "q.done_by_name",
      "f.id as document_id",
      "f.name as document_name",
      "f.category as document_category",
    ])
    .where("q.organisation_id", "=", organisationId)
    .orderBy("q.asked_at", "desc")
    .orderBy("q.id");
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>["execute"]>>[number];

/**
 * `personnelNames`: whether the viewer may see the name of a Medewerkers file linked to an answer
 * (the auditor, and who keeps the records); anyone else reads that a person's file is linked.
 */
const toDto = (row: QuestionRow, personnelNames: boolean): AuditorQuestionDto => ({
  id: row.id,
  element: row.element as HkzElementNumber,
  question: row.question,
  auditorName: row.auditor_name,
  askedAt: row.asked_at,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answered_at,
  answeredBy: row.answered_by_name,
  document: row.document_id
    ? {
        id: row.document_id,
        name:
          row.document_category === PERSONNEL_FILE_CATEGORY && !personnelNames
            ? questionMessages.personnelFile
            : (row.document_name ?? ""),
      }
    : null,
  doneAt: row.done_at,
  doneBy: row.done_by_name,
});

/** The organisation's questions, newest first, optionally of one element or status. */
export async function listQuestions(
  db: Db,
  organisationId: string,
  filter: { element?: HkzElementNumber; status?: QuestionStatus } = {},
  { personnelNames = false }: { personnelNames?: boolean } = {},
): Promise<AuditorQuestionDto[]> {
  let query = selectQuestions(db, organisationId);
  if (filter.element) query = query.where("q.element", "=", filter.element);
  if (filter.status) query = query.where("q.status", "=", filter.status);
  return (await query.execute()).map((row) => toDto(row, personnelNames));
}

async function getQuestion(
  db: Db,
  organisationId: string,
  id: string,
  personnelNames: boolean,
): Promise<AuditorQuestionDto> {
  const row = await selectQuestions(db, organisationId).where("q.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(questionMessages.notFound);
  return toDto(row, personnelNames);
}

/** Whether a document is linked to an answer to this auditor's questions (a person's file may then be read). */
export async function isAnswerFileOf(db: Db, link: OpenedLink, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("auditor_question")
    .select("id")
    .where("organisation_id", "=", link.organisationId)
    .where("auditor_email", "=", link.auditorEmail)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the auditor of this link asked in this organisation (through this or an earlier link). */
export async function questionsOfAuditor(db: Db, link: OpenedLink): Promise<AuditorQuestionDto[]> {
  const rows = await selectQuestions(db, link.organisationId)
    .where("q.auditor_email", "=", link.auditorEmail)
    .execute();
  // The Eigenaar linked a person's file for the auditor: its name is theirs to read.
  return rows.map((row) => toDto(row, true));
}

export async function askQuestion(db: Db, link: OpenedLink, input: AskQuestion): Promise<AuditorQuestionDto> {
  const id = randomUUID();
  await db
    .insertInto("auditor_question")
    .values({
      id,
      organisation_id: link.organisationId,
      link_id: link.id,
      auditor_name: link.auditorName,
      auditor_email: link.auditorEmail,
      element: input.element,
      question: input.question,
      asked_at: now(),
      status: "open",
    })
    .execute();
  return getQuestion(db, link.organisationId, id, true);
}

/**
 * Answers, links a document to or marks a question (each part optional). A linked document must
 * be a ready document of the same organisation; a file of Medewerkers only for one who keeps the
 * records (`personnel`), and a link already there may stay. Answers which parts changed, for the
 * activity log.
 */
export async function updateQuestion(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  input: UpdateQuestion,
  { personnel }: { personnel: boolean },
): Promise<{ question: AuditorQuestionDto; answered: boolean; statusChanged: boolean }> {
  const before = await getQuestion(db, member.organisationId, id, personnel);
  if (input.documentId && input.documentId !== before.document?.id) {
    await findReadyFile(db, member.organisationId, input.documentId, { personnel }).catch((err: unknown) => {
      throw err instanceof ApiError && err.status === 404
        ? new ApiError(422, "invalid_input", questionMessages.documentNotFound)
        : err;
    });
  }
  const at = now();
  const answered =
    (input.answer !== undefined && input.answer !== before.answer) ||
    (input.documentId !== undefined && input.documentId !== (before.document?.id ?? null));
  const statusChanged = input.status !== undefined && input.status !== before.status;
  if (answered || statusChanged) {
    await db
      .updateTable("auditor_question")
      .set({
        ...(input.answer !== undefined ? { answer: input.answer } : {}),
        ...(input.documentId !== undefined ? { document_id: input.documentId } : {}),
        ...(answered ? { answered_at: at, answered_by_name: user.name } : {}),
        ...(statusChanged
          ? input.status === "done"
            ? { status: "done" as const, done_at: at, done_by_name: user.name }
            : { status: "open" as const, done_at: null, done_by_name: null }
          : {}),
      })
      .where("organisation_id", "=", member.organisationId)
      .where("id", "=", id)
      .execute();
  }
  return { question: await getQuestion(db, member.organisationId, id, personnel), answered, statusChanged };
}

/** The people to tell about a new question: every Eigenaar and Bewerker of the organisation. */
export async function questionRecipients(db: Db, organisationId: string) {
  return db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.name as name", "user.email as email"])
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.role", "in", ["owner", "editor"])
    .orderBy("user.email")
    .execute();
}

/**
 * Mails the new question to every Eigenaar and Bewerker, one mail each. A mail that fails is
 * logged, not held against the auditor: the question is stored and shows in the app.
 */
export async function mailQuestion(
  deps: { db: Db; config: Config; mailer: Mailer; log: Logger },
  link: OpenedLink,
  question: AuditorQuestionDto,
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const element = hkzElement(question.element);
  for (const person of await questionRecipients(db, link.organisationId)) {
    try {
      await mailer.send(
        auditorQuestionMail({
          to: person.email,
          recipientName: person.name,
          auditorName: link.auditorName,
          organisationName: link.organisationName,
          element,
          link: `${config.appUrl}${paths.normelement(question.element)}`,
        }),
      );
    } catch (err) {
      log.error("Vraag van de auditor: e-mail versturen mislukt", err);
    }
  }
}
