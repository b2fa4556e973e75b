/**
 * Client experiences in bulk, for the full export and import (transfer/): surveys owns client_survey,
 * client_survey_response and client_survey_answer, so transfer reads and writes them only through
 * these functions. The link's secret (nonce and hash) never leaves this module: an export holds the
 * questionnaire and the anonymous answers, not the link.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { insertInBatches, organisationHasRowRead } from "@core/server/db/rows";
import { read, runRead, type Read } from "@core/server/db/read-together";
import { compiledOnce } from "@core/server/db/compiled-once";
import type { SurveyQuestion } from "../model";
import type { ExportedSurvey, ExportedSurveyResponse } from "@modules/transfer/schemas";
import { responsesByDay } from "./responses";

/** The questionnaire the organisation saved (null: it still has the default set), without its link. */
export async function exportSurvey(db: Db, organisationId: string): Promise<ExportedSurvey | null> {
  const row = await db
    .selectFrom("client_survey")
    .select(["questions", "revision", "updated_at", "updated_by", "closed_at"])
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    questions: JSON.parse(row.questions) as SurveyQuestion[],
    revision: Number(row.revision),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    closed: row.closed_at !== null,
  };
}

/** Every response with its answers, by day, a page at a time (never all in memory). */
export const exportSurveyResponses = (db: Db, organisationId: string): AsyncGenerator<ExportedSurveyResponse> =>
  responsesByDay(db, organisationId);

/** Whether any client has answered the organisation's questionnaire. */
export const anySurveyResponseRead = (organisationId: string): Read<boolean> =>
  organisationHasRowRead("client_survey_response", organisationId);

/** The day of the organisation's newest questionnaire answer (yyyy-MM-dd), or null. */
const newestResponseRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("client_survey_response")
    .select("submitted_on")
    .where("organisation_id", "=", organisationId)
    .orderBy("submitted_on", "desc")
    .limit(1),
);

export const newestSurveyResponseRead = (organisationId: string): Read<string | null> =>
  read(newestResponseRows.with(organisationId), (rows) => rows[0]?.submitted_on ?? null);

export async function hasAnySurveyResponse(db: Db, organisationId: string): Promise<boolean> {
  return runRead(db, anySurveyResponseRead(organisationId));
}

/**
 * Writes a checked questionnaire over the organisation's own (its link, if it made one, stays and
 * now opens these questions) and the answers, each response under a new id (in the archive's order). `updatedBy` is a
 * member's user id or null. Call inside the import's transaction.
 */
export async function insertImportedSurvey(
  tx: Db,
  organisationId: string,
  survey: ExportedSurvey | null,
  responses: readonly ExportedSurveyResponse[],
): Promise<void> {
  if (survey) {
    const fields = {
      questions: JSON.stringify(survey.questions),
      revision: survey.revision,
      updated_at: survey.updatedAt,
      updated_by: survey.updatedBy,
      // Closed when the archive says so, at the moment of the import (the archive keeps no time).
      closed_at: survey.closed ? new Date().toISOString() : null,
    };
    await tx
      .insertInto("client_survey")
      .values({ organisation_id: organisationId, ...fields })
      .onConflict((oc) => oc.column("organisation_id").doUpdateSet(fields))
      .execute();
  }
  // New ids in the same order as the archive's (it lists them by day and id), so answers of one
  // day keep their order in the results and the CSV.
  const ids = responses.map(() => randomUUID()).sort();
  const rows = responses.map((r, i) => ({ id: ids[i]!, response: r }));
  await insertInBatches(
    tx,
    "client_survey_response",
    rows.map((r) => ({ id: r.id, organisation_id: organisationId, submitted_on: r.response.submittedOn })),
  );
  await insertInBatches(
    tx,
    "client_survey_answer",
    rows.flatMap((r) =>
      r.response.answers.map((a) => ({
        response_id: r.id,
        organisation_id: organisationId,
        question_id: a.questionId,
        question_text: a.questionText,
        kind: a.kind,
        score: a.score,
        answer_text: a.text,
      })),
    ),
  );
}
