/**
 * The stored responses with their answers, a page at a time by day and id (never all in memory):
 * for the full export (bulk.ts) and the CSV of a period (results.ts).
 */
import type { Db } from "@core/server/db";
import { groupRows } from "@core/server/db/rows";
import type { ExportedSurveyResponse } from "@modules/transfer/schemas";

const page = 500;

/** Every response of the organisation, or of a period (from and to inclusive), oldest day first. */
export async function* responsesByDay(
  db: Db,
  organisationId: string,
  period?: { from: string; to: string },
): AsyncGenerator<ExportedSurveyResponse> {
  let after: { on: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom("client_survey_response")
      .select(["id", "submitted_on"])
      .where("organisation_id", "=", organisationId);
    if (period) query = query.where("submitted_on", ">=", period.from).where("submitted_on", "<=", period.to);
    if (after) {
      const { on, id } = after;
      query = query.where((eb) =>
        eb.or([eb("submitted_on", ">", on), eb.and([eb("submitted_on", "=", on), eb("id", ">", id)])]),
      );
    }
    const responses = await query.orderBy("submitted_on").orderBy("id").limit(page).execute();
    if (responses.length === 0) return;
    const answers = await db
      .selectFrom("client_survey_answer")
      .select(["response_id", "question_id", "question_text", "kind", "score", "answer_text"])
      .where("organisation_id", "=", organisationId)
      .where(
        "response_id",
        "in",
        responses.map((r) => r.id),
      )
      .orderBy("response_id")
      .orderBy("question_id")
      .execute();
    const byResponse = groupRows(answers, "response_id");
    for (const r of responses) {
      yield {
        submittedOn: r.submitted_on,
        answers: (byResponse.get(r.id) ?? []).map((a) => ({
          questionId: a.question_id,
          questionText: a.question_text,
          kind: a.kind as "scale" | "open",
          score: a.score === null ? null : Number(a.score),
          text: a.answer_text,
        })),
      };
    }
    const last = responses[responses.length - 1]!;
    after = { on: last.submitted_on, id: last.id };
  }
}
