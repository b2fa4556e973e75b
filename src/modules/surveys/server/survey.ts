/**
 * The organisation's questionnaire and its public link. A new organisation has the default
 * questions until an owner saves its own. The link's secret is an HMAC (AUTH_SECRET) of a random
 * nonce, stored only as its sha256: the owner's page can show the link (and its QR code) again,
 * while the database alone does not give it away. 'Nieuwe link' makes a new nonce, so the old link
 * stops working at once. Every query carries the organisation.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { ApiError, notFound } from "@core/server/http/errors";
import { defaultSurveyQuestions } from "../messages";
import { surveyTokenPattern, type SurveyDto, type SurveyQuestion } from "../model";
import { surveyMessages } from "../messages";
import { paths } from "@core/shared/paths";

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

const secretOf = (config: Config, organisationId: string, nonce: string) =>
  createHmac("sha256", config.authSecret).update(`client-survey:${organisationId}:${nonce}`).digest("base64url");

export const surveyUrl = (config: Config, secret: string) => `${config.appUrl}${paths.vragenlijst(secret)}`;

type SurveyRow = {
  questions: string;
  revision: number;
  updated_at: string;
  token_nonce: string | null;
  token_created_at: string | null;
  closed_at: string | null;
};

const surveyRow = (db: Db, organisationId: string) =>
  db
    .selectFrom("client_survey")
    .select(["questions", "revision", "updated_at", "token_nonce", "token_created_at", "closed_at"])
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst() as Promise<SurveyRow | undefined>;

/** The stored questions, or the default set when the organisation has none yet. */
export async function surveyQuestions(db: Db, organisationId: string): Promise<SurveyQuestion[]> {
  const row = await surveyRow(db, organisationId);
  return row ? (JSON.parse(row.questions) as SurveyQuestion[]) : defaultSurveyQuestions;
}

/** The questionnaire; the link only for who may manage it (others see results, not the link). */
export async function getSurvey(db: Db, config: Config, organisationId: string, withLink: boolean): Promise<SurveyDto> {
  const row = await surveyRow(db, organisationId);
  if (!row) return { questions: defaultSurveyQuestions, revision: 0, updatedAt: null, link: null, closed: false };
  const link =
    withLink && row.token_nonce && row.token_created_at
      ? { url: surveyUrl(config, secretOf(config, organisationId, row.token_nonce)), createdAt: row.token_created_at }
      : null;
  return {
    questions: JSON.parse(row.questions) as SurveyQuestion[],
    revision: row.revision,
    updatedAt: row.updated_at,
    link,
    closed: row.closed_at !== null,
  };
}

/**
 * Saves the questions when `revision` is the stored one (0: none stored yet); a stale save is
 * refused with 409 and the current questionnaire, like a KMS value.
 */
export async function saveSurvey(
  db: Db,
  config: Config,
  organisationId: string,
  userId: string,
  input: { revision: number; questions: SurveyQuestion[] },
): Promise<SurveyDto> {
  const questions = JSON.stringify(input.questions);
  const at = now();
  const changed =
    input.revision === 0
      ? await db
          .insertInto("client_survey")
          .values({ organisation_id: organisationId, questions, revision: 1, updated_at: at, updated_by: userId })
          .onConflict((oc) => oc.column("organisation_id").doNothing())
          .executeTakeFirst()
      : await db
          .updateTable("client_survey")
          .set({ questions, revision: input.revision + 1, updated_at: at, updated_by: userId })
          .where("organisation_id", "=", organisationId)
          .where("revision", "=", input.revision)
          .executeTakeFirst();
  const rows = "numInsertedOrUpdatedRows" in changed ? changed.numInsertedOrUpdatedRows : changed.numUpdatedRows;
  if (!rows) {
    const current = await getSurvey(db, config, organisationId, true);
    throw new ApiError(409, "conflict", surveyMessages.stale, { current });
  }
  return getSurvey(db, config, organisationId, true);
}

/**
 * Sets fields of the organisation's questionnaire row; an organisation that has saved nothing yet
 * gets its row with the default questions.
 */
async function setSurveyFields(
  db: Db,
  organisationId: string,
  userId: string,
  fields: Partial<Pick<SurveyRow, "token_nonce" | "token_created_at" | "closed_at">> & { token_hash?: string },
): Promise<void> {
  await db
    .insertInto("client_survey")
    .values({
      organisation_id: organisationId,
      questions: JSON.stringify(defaultSurveyQuestions),
      revision: 1,
      updated_at: now(),
      updated_by: userId,
      ...fields,
    })
    .onConflict((oc) => oc.column("organisation_id").doUpdateSet(fields))
    .execute();
}

/** Makes a new public link (the old one, if any, stops working) and answers the questionnaire with it. */
export async function renewSurveyLink(
  db: Db,
  config: Config,
  organisationId: string,
  userId: string,
): Promise<SurveyDto> {
  const nonce = randomBytes(16).toString("hex");
  await setSurveyFields(db, organisationId, userId, {
    token_nonce: nonce,
    token_hash: hash(secretOf(config, organisationId, nonce)),
    token_created_at: now(),
  });
  return getSurvey(db, config, organisationId, true);
}

/**
 * Closes the questionnaire (the link then takes no answers and says so) or opens it again; the
 * link stays the same.
 */
export async function setSurveyClosed(
  db: Db,
  config: Config,
  organisationId: string,
  userId: string,
  closed: boolean,
): Promise<SurveyDto> {
  await setSurveyFields(db, organisationId, userId, { closed_at: closed ? now() : null });
  return getSurvey(db, config, organisationId, true);
}

export type OpenedSurvey = {
  organisationId: string;
  organisationName: string;
  questions: SurveyQuestion[];
  closed: boolean;
};

/** The organisation and questions of a link's secret; a Dutch 404 for anything else. */
export async function openSurvey(db: Db, secret: string): Promise<OpenedSurvey> {
  if (!surveyTokenPattern.test(secret)) throw notFound(surveyMessages.notFound);
  const row = await db
    .selectFrom("client_survey")
    .innerJoin("organisation", "organisation.id", "client_survey.organisation_id")
    .select([
      "client_survey.organisation_id as organisationId",
      "organisation.name as name",
      "client_survey.questions as questions",
      "client_survey.closed_at as closedAt",
    ])
    .where("client_survey.token_hash", "=", hash(secret))
    .executeTakeFirst();
  if (!row) throw notFound(surveyMessages.notFound);
  return {
    organisationId: row.organisationId,
    organisationName: row.name ?? "",
    questions: JSON.parse(row.questions) as SurveyQuestion[],
    closed: row.closedAt !== null,
  };
}
