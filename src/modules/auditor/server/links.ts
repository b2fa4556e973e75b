/**
 * Auditor links: made, listed and revoked by an owner; opened by the auditor with the token alone.
 * The token (32 random bytes, base64url) is handed out once and stored only as its SHA-256 hash, so
 * the database (or a backup of it) never holds a usable link. Every query carries the organisation.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Mailer } from "@core/server/mail";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { formatDateNl } from "@core/shared/format-date";
import { auditorMessages } from "../messages";
import {
  auditorTokenPattern,
  auditorViewPath,
  type AuditorAccessDto,
  type AuditorLinkDto,
  type AuditorLinkStatus,
  type CreatedAuditorLinkDto,
} from "../model";
import { auditorLinkMail } from "./mails";

export const hashAuditorToken = (token: string) => createHash("sha256").update(token).digest("base64url");

const dayMs = 24 * 60 * 60 * 1000;
/** The newest records shown per link; older ones stay in the table. */
const accessShown = 200;

export const auditorLinkUrl = (config: Config, token: string) => `${config.appUrl}${auditorViewPath}#${token}`;

type LinkRow = {
  id: string;
  auditor_name: string;
  auditor_email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  creator: string | null;
};

export function linkStatus(row: { expires_at: string; revoked_at: string | null }, at = Date.now()): AuditorLinkStatus {
  if (row.revoked_at) return "revoked";
  return Date.parse(row.expires_at) <= at ? "expired" : "active";
}

function linksOf(db: Db, organisationId: string) {
  return db
    .selectFrom("auditor_link")
    .leftJoin("user", "user.id", "auditor_link.created_by")
    .select([
      "auditor_link.id as id",
      "auditor_link.auditor_name as auditor_name",
      "auditor_link.auditor_email as auditor_email",
      "auditor_link.created_at as created_at",
      "auditor_link.expires_at as expires_at",
      "auditor_link.revoked_at as revoked_at",
      "auditor_link.last_used_at as last_used_at",
      "user.name as creator",
    ])
    .where("auditor_link.organisation_id", "=", organisationId);
}

async function accessOf(db: Db, organisationId: string, linkIds: string[]): Promise<Map<string, AuditorAccessDto[]>> {
  const out = new Map<string, AuditorAccessDto[]>();
  if (!linkIds.length) return out;
  const rows = await db
    .selectFrom("auditor_access")
    .select(["link_id", "at", "kind", "document_name"])
    .where("organisation_id", "=", organisationId)
    .where("link_id", "in", linkIds)
    .orderBy("at", "desc")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = out.get(row.link_id) ?? [];
    if (list.length < accessShown) list.push({ at: row.at, kind: row.kind, documentName: row.document_name });
    out.set(row.link_id, list);
  }
  return out;
}

function toDto(row: LinkRow, access: AuditorAccessDto[]): AuditorLinkDto {
  return {
    id: row.id,
    name: row.auditor_name,
    email: row.auditor_email,
    createdAt: row.created_at,
    createdBy: row.creator,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    status: linkStatus(row),
    access,
  };
}

/** Every link of the organisation, newest first, with its access records. */
export async function listAuditorLinks(db: Db, member: Member): Promise<AuditorLinkDto[]> {
  const rows = await linksOf(db, member.organisationId).orderBy("auditor_link.created_at", "desc").execute();
  const access = await accessOf(
    db,
    member.organisationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, access.get(r.id) ?? []));
}

export async function getAuditorLink(db: Db, member: Member, id: string): Promise<AuditorLinkDto> {
  const row = await linksOf(db, member.organisationId).where("auditor_link.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(auditorMessages.linkNotFound);
  const access = await accessOf(db, member.organisationId, [id]);
  return toDto(row, access.get(id) ?? []);
}

export async function createAuditorLink(
  db: Db,
  config: Config,
  member: Member,
  creator: SessionUser,
  input: { name: string; email: string; days: number },
): Promise<CreatedAuditorLinkDto> {
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  const at = Date.now();
  await db
    .insertInto("auditor_link")
    .values({
      id,
      organisation_id: member.organisationId,
      auditor_name: input.name,
      auditor_email: input.email,
      token_hash: hashAuditorToken(token),
      created_by: creator.id,
      created_at: new Date(at).toISOString(),
      expires_at: new Date(at + input.days * dayMs).toISOString(),
    })
    .execute();
  return { link: await getAuditorLink(db, member, id), url: auditorLinkUrl(config, token) };
}

/** Ends a link at once; revoking one that has ended already changes nothing. */
export async function revokeAuditorLink(db: Db, member: Member, id: string): Promise<AuditorLinkDto> {
  await getAuditorLink(db, member, id);
  await db
    .updateTable("auditor_link")
    .set({ revoked_at: now() })
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
  return getAuditorLink(db, member, id);
}

/**
 * Mails an active link to its auditor. The server has only the hash, so the owner's page sends the
 * token it was just given; it must be the token of this very link.
 */
export async function mailAuditorLink(
  db: Db,
  config: Config,
  mailer: Mailer,
  member: Member,
  sender: SessionUser,
  id: string,
  token: string,
): Promise<AuditorLinkDto> {
  if (!config.SMTP_URL) throw new ApiError(409, "mail_disabled", auditorMessages.mailDisabled);
  const row = await db
    .selectFrom("auditor_link")
    .innerJoin("organisation", "organisation.id", "auditor_link.organisation_id")
    .select([
      "auditor_link.auditor_name as name",
      "auditor_link.auditor_email as email",
      "auditor_link.token_hash as token_hash",
      "auditor_link.expires_at as expires_at",
      "auditor_link.revoked_at as revoked_at",
      "organisation.name as organisation",
    ])
    .where("auditor_link.organisation_id", "=", member.organisationId)
    .where("auditor_link.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(auditorMessages.linkNotFound);
  if (!auditorTokenPattern.test(token) || hashAuditorToken(token) !== row.token_hash) {
    throw new ApiError(400, "wrong_token", auditorMessages.mailWrongToken);
  }
  if (linkStatus(row) !== "active") throw new ApiError(409, "link_not_active", auditorMessages.linkNotActive);
  try {
    await mailer.send(
      auditorLinkMail({
        to: row.email,
        auditorName: row.name,
        sender,
        organisationName: row.organisation,
        until: formatDateNl(new Date(row.expires_at)),
        link: auditorLinkUrl(config, token),
      }),
    );
  } catch {
    // Not logged with the error: the mail's text holds the link.
    throw new ApiError(502, "mail_failed", auditorMessages.mailFailed);
  }
  return getAuditorLink(db, member, id);
}

/** The organisation and auditor a token opens, or a Dutch refusal (unknown, expired, revoked). */
export type OpenedLink = {
  id: string;
  organisationId: string;
  organisationName: string;
  auditorName: string;
  auditorEmail: string;
  expiresAt: string;
};

export class AuditorLinkRefused extends ApiError {}

export async function openAuditorLink(db: Db, token: string | undefined): Promise<OpenedLink> {
  if (!token || !auditorTokenPattern.test(token)) {
    throw new AuditorLinkRefused(
      401,
      token ? "auditor_link_unknown" : "auditor_link_missing",
      auditorMessages[token ? "unknown" : "missing"],
    );
  }
  const row = await db
    .selectFrom("auditor_link")
    .innerJoin("organisation", "organisation.id", "auditor_link.organisation_id")
    .select([
      "auditor_link.id as id",
      "auditor_link.organisation_id as organisation_id",
      "auditor_link.auditor_name as auditor_name",
      "auditor_link.auditor_email as auditor_email",
      "auditor_link.expires_at as expires_at",
      "auditor_link.revoked_at as revoked_at",
      "organisation.name as organisation_name",
    ])
    .where("auditor_link.token_hash", "=", hashAuditorToken(token))
    .executeTakeFirst();
  if (!row) throw new AuditorLinkRefused(401, "auditor_link_unknown", auditorMessages.unknown);
  const status = linkStatus(row);
  if (status === "revoked") throw new AuditorLinkRefused(403, "auditor_link_revoked", auditorMessages.revoked);
  if (status === "expired") throw new AuditorLinkRefused(403, "auditor_link_expired", auditorMessages.expired);
  return {
    id: row.id,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name ?? "",
    auditorName: row.auditor_name,
    auditorEmail: row.auditor_email,
    expiresAt: row.expires_at,
  };
}

/** Records one use of a link (and when it was last used). */
export async function recordAccess(
  db: Db,
  link: OpenedLink,
  entry: { kind: "opened" | "document"; documentId?: string; documentName?: string; clientAddress: string },
): Promise<void> {
  const at = now();
  await db
    .insertInto("auditor_access")
    .values({
      id: randomUUID(),
      link_id: link.id,
      organisation_id: link.organisationId,
      at,
      kind: entry.kind,
      document_id: entry.documentId ?? null,
      document_name: entry.documentName ?? null,
      client_address: entry.clientAddress,
    })
    .execute();
  await db
    .updateTable("auditor_link")
    .set({ last_used_at: at })
    .where("organisation_id", "=", link.organisationId)
    .where("id", "=", link.id)
    .execute();
}
