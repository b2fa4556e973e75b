/**
 * The public complaint form's link, as the questionnaire's (modules/surveys/server/survey.ts): the
 * secret is an HMAC (AUTH_SECRET) of a random nonce, stored only as its sha256, so the owner's page
 * can show the link (and its QR code) again while the database alone does not give it away. 'Nieuwe
 * link' makes a new nonce and the old link stops at once; the close switch keeps the link. The
 * complaint regulation is a ready document of the organisation, streamed to whoever has the link.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { notFound } from "@core/server/http/errors";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { ApiError } from "@core/server/http/errors";
import { PERSONNEL_FILE_CATEGORY } from "@modules/documents/model";
import { paths } from "@core/shared/paths";
import { complaintTokenPattern, type ReportSettingsDto } from "../model";
import { reportMessages as m } from "../messages";

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");
const secretOf = (config: Config, organisationId: string, nonce: string) =>
  createHmac("sha256", config.authSecret).update(`complaint-form:${organisationId}:${nonce}`).digest("base64url");

export const complaintUrl = (config: Config, secret: string) => `${config.appUrl}${paths.klacht(secret)}`;

const linkRow = (db: Db, organisationId: string) =>
  db
    .selectFrom("report_link")
    .select(["token_nonce", "token_created_at", "closed_at", "regulation_file_id"])
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();

/** The grants, the link and its state, for the owner's settings. */
export async function reportSettings(db: Db, config: Config, organisationId: string): Promise<ReportSettingsDto> {
  const [row, grants] = await Promise.all([
    linkRow(db, organisationId),
    db.selectFrom("report_grant").select("user_id").where("organisation_id", "=", organisationId).execute(),
  ]);
  return {
    grants: grants.map((g) => g.user_id).sort(),
    link:
      row?.token_nonce && row.token_created_at
        ? {
            url: complaintUrl(config, secretOf(config, organisationId, row.token_nonce)),
            createdAt: row.token_created_at,
          }
        : null,
    closed: row?.closed_at != null,
    regulationFileId: row?.regulation_file_id ?? null,
  };
}

type LinkFields = {
  token_nonce?: string;
  token_hash?: string;
  token_created_at?: string;
  closed_at?: string | null;
  regulation_file_id?: string | null;
};

async function setLinkFields(db: Db, organisationId: string, fields: LinkFields): Promise<void> {
  await db
    .insertInto("report_link")
    .values({ organisation_id: organisationId, ...fields })
    .onConflict((oc) => oc.column("organisation_id").doUpdateSet(fields))
    .execute();
}

/** A new public link (the old one stops working). */
export async function renewComplaintLink(db: Db, organisationId: string, config: Config): Promise<void> {
  const nonce = randomBytes(16).toString("hex");
  await setLinkFields(db, organisationId, {
    token_nonce: nonce,
    token_hash: hash(secretOf(config, organisationId, nonce)),
    token_created_at: new Date().toISOString(),
  });
}

/** The close switch and the regulation document (a ready document of the organisation, not a personnel file). */
export async function saveLinkState(
  db: Db,
  organisationId: string,
  state: { closed: boolean; regulationFileId: string | null },
): Promise<void> {
  if (state.regulationFileId) await regulationRow(db, organisationId, state.regulationFileId);
  const current = await linkRow(db, organisationId);
  const closedAt = state.closed ? (current?.closed_at ?? new Date().toISOString()) : null;
  await setLinkFields(db, organisationId, { closed_at: closedAt, regulation_file_id: state.regulationFileId });
}

async function regulationRow(db: Db, organisationId: string, fileId: string) {
  const row = await db
    .selectFrom("stored_file")
    .select(["name", "content_type", "storage_key"])
    .where("organisation_id", "=", organisationId)
    .where("id", "=", fileId)
    .where("status", "=", "ready")
    .where("category", "<>", PERSONNEL_FILE_CATEGORY)
    .executeTakeFirst();
  if (!row) throw notFound(m.regulationNotFound);
  return row;
}

export type OpenedLink = {
  organisationId: string;
  organisationName: string;
  closed: boolean;
  regulationFileId: string | null;
};

/** The organisation of a link's secret; a Dutch 404 for anything else. */
export async function openComplaintLink(db: Db, secret: string): Promise<OpenedLink> {
  if (!complaintTokenPattern.test(secret)) throw notFound(m.linkNotFound);
  const row = await db
    .selectFrom("report_link")
    .innerJoin("organisation", "organisation.id", "report_link.organisation_id")
    .select([
      "report_link.organisation_id as organisationId",
      "organisation.name as name",
      "report_link.closed_at as closedAt",
      "report_link.regulation_file_id as regulationFileId",
    ])
    .where("report_link.token_hash", "=", hash(secret))
    .executeTakeFirst();
  if (!row) throw notFound(m.linkNotFound);
  return {
    organisationId: row.organisationId,
    organisationName: row.name ?? "",
    closed: row.closedAt !== null,
    regulationFileId: row.regulationFileId,
  };
}

/** The regulation's row and an open stream of its bytes. */
export async function openRegulation(db: Db, storage: FileStorage, organisationId: string, fileId: string) {
  const row = await regulationRow(db, organisationId, fileId);
  try {
    return { row, opened: await storage.open(row.storage_key) };
  } catch (err) {
    if (err instanceof StoredBytesMissing) throw new ApiError(404, "file_missing", m.regulationNotFound);
    throw err;
  }
}
