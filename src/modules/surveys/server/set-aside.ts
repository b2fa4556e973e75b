/**
 * Answers past the link's limit (a flood through a leaked link) are not refused but set aside:
 * real clients answering during a flood are never turned away, and the flood does not reach the
 * results. The Eigenaar accepts or discards them on the Cliëntervaringen page, and gets one mail
 * per link per flood window (an hour on the clock), not one per answer. How many may be set aside
 * per link per day is bounded (SURVEY_SET_ASIDE_DAILY_LIMIT), so a flood cannot fill the storage.
 *
 * Set-aside answers keep what accepted ones keep: the calendar day and a random id, nothing more.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import type { Logger } from "@core/server/logger";
import type { Mailer } from "@core/server/mail";
import { setAsideMail } from "./mails";
import { hitRateLimit } from "@core/server/http/rate-limit";
import { withDataRoom } from "@modules/quota/server";
import { amsterdamDay } from "@core/shared/calendar-day";
import { paths } from "@core/shared/paths";
import type { SurveyQuestion } from "../model";
import type { CheckedAnswer } from "./answers";
import type { OpenedSurvey } from "./survey";

type StoredAnswer = {
  id: string;
  text: string;
  kind: SurveyQuestion["kind"];
  score: number | null;
  answer: string | null;
};

const hourMs = 60 * 60 * 1000;

export async function setAside(db: Db, survey: OpenedSurvey, answers: CheckedAnswer[], at = new Date()) {
  const stored: StoredAnswer[] = answers.map((a) => ({
    id: a.question.id,
    text: a.question.text,
    kind: a.question.kind,
    score: a.score,
    answer: a.text,
  }));
  await db
    .insertInto("client_survey_set_aside")
    .values({
      id: randomUUID(),
      organisation_id: survey.organisationId,
      submitted_on: amsterdamDay(at),
      answers: JSON.stringify(stored),
    })
    .execute();
}

/** How many answers wait for the Eigenaar. */
export async function setAsideCount(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom("client_survey_set_aside")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("organisation_id", "=", organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves every set-aside answer into the results, under its own day, in one transaction that
 * checks the storage quota like any answer; answers how many.
 */
export async function acceptSetAside(db: Db, config: Config, organisationId: string): Promise<number> {
  return withDataRoom(db, config, organisationId, async (tx, fits) => {
    const rows = await tx
      .selectFrom("client_survey_set_aside")
      .select(["id", "submitted_on", "answers"])
      .where("organisation_id", "=", organisationId)
      .execute();
    if (!rows.length) return 0;
    const parsed = rows.map((r) => ({ ...r, answers: JSON.parse(r.answers) as StoredAnswer[] }));
    fits(
      parsed.reduce(
        (sum, r) =>
          sum +
          r.answers.reduce(
            (s, a) =>
              s +
              Buffer.byteLength(a.id) +
              Buffer.byteLength(a.text) +
              Buffer.byteLength(a.kind) +
              Buffer.byteLength(a.answer ?? ""),
            0,
          ),
        0,
      ),
    );
    for (const r of parsed) {
      // A new id: the set-aside row's id would tell which accepted answers came in a flood.
      const id = randomUUID();
      await tx
        .insertInto("client_survey_response")
        .values({ id, organisation_id: organisationId, submitted_on: r.submitted_on })
        .execute();
      await tx
        .insertInto("client_survey_answer")
        .values(
          r.answers.map((a) => ({
            response_id: id,
            organisation_id: organisationId,
            question_id: a.id,
            question_text: a.text,
            kind: a.kind,
            score: a.score,
            answer_text: a.answer,
          })),
        )
        .execute();
    }
    await tx.deleteFrom("client_survey_set_aside").where("organisation_id", "=", organisationId).execute();
    return parsed.length;
  });
}

/** Removes every set-aside answer; answers how many. */
export async function discardSetAside(db: Db, organisationId: string): Promise<number> {
  const res = await db.deleteFrom("client_survey_set_aside").where("organisation_id", "=", organisationId).execute();
  return Number(res[0]?.numDeletedRows ?? 0);
}

/**
 * Tells every Eigenaar that answers are being set aside: once per link per hour on the clock,
 * however many answers the flood sends. A mail that fails is logged; the answers are kept anyway.
 */
export async function tellOwnersOnce(
  deps: { db: Db; config: Config; mailer: Mailer; log: Logger },
  survey: OpenedSurvey,
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const first =
    (await hitRateLimit(db, `survey-aside-mail:${survey.organisationId}`, 1, hourMs, Date.now(), true)) === undefined;
  if (!first) return;
  const owners = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.name as name", "user.email as email"])
    .where("membership.organisation_id", "=", survey.organisationId)
    .where("membership.role", "=", "owner")
    .orderBy("user.email")
    .execute();
  for (const owner of owners) {
    try {
      await mailer.send(
        setAsideMail({ to: owner.email, name: owner.name, link: `${config.appUrl}${paths.clientervaringen}` }),
      );
    } catch (err) {
      log.error("Apart gezette antwoorden: e-mail versturen mislukt", err);
    }
  }
}
