/**
 * Invitations by mail. The link carries a random token; only its sha256 hash is stored. A link is
 * valid for 7 days and usable once; an owner can resend it (a new token and expiry: the old link
 * stops working) or revoke it.
 */
import type { Role } from "@core/shared/permissions";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { Mailer } from "@core/server/mail";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, forbidden, notFound } from "@core/server/http/errors";
import { invitationDays, type InvitationDto, type InvitationLookupDto } from "../model";
import { teamMessages } from "../messages";
import { paths } from "@core/shared/paths";
import { invitationMail } from "./mails";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Tokens are 32 random bytes, base64url: anything else is no token of ours. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const expiry = (from = Date.now()) => new Date(from + invitationDays * 24 * 60 * 60 * 1000).toISOString();

function toDto(row: {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
  inviter: string | null;
}): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    invitedBy: row.inviter,
  };
}

function openInvitations(db: Db, organisationId: string) {
  return db
    .selectFrom("invitation")
    .leftJoin("user", "user.id", "invitation.invited_by")
    .select([
      "invitation.id as id",
      "invitation.email as email",
      "invitation.role as role",
      "invitation.created_at as created_at",
      "invitation.expires_at as expires_at",
      "user.name as inviter",
    ])
    .where("invitation.organisation_id", "=", organisationId)
    .where("invitation.accepted_at", "is", null)
    .where("invitation.revoked_at", "is", null);
}

/** Invitations not yet used or revoked (expired ones too: the owner can resend them). */
export async function listInvitations(db: Db, member: Member): Promise<InvitationDto[]> {
  const rows = await openInvitations(db, member.organisationId).orderBy("invitation.created_at").execute();
  return rows.map(toDto);
}

export class Invitations {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {}

  /** Invites e-mail with role; an open invitation for the same address is renewed instead. */
  async invite(member: Member, inviter: SessionUser, email: string, role: Role): Promise<InvitationDto> {
    const alreadyMember = await this.db
      .selectFrom("membership")
      .innerJoin("user", "user.id", "membership.user_id")
      .select("user.id")
      .where("membership.organisation_id", "=", member.organisationId)
      .where((eb) => eb.fn("lower", ["user.email"]), "=", email)
      .executeTakeFirst();
    if (alreadyMember) throw new ApiError(409, "already_member", teamMessages.alreadyMember);
    const existing = await openInvitations(this.db, member.organisationId)
      .where("invitation.email", "=", email)
      .executeTakeFirst();
    const token = randomBytes(32).toString("base64url");
    let id: string;
    if (existing) {
      id = existing.id;
      await this.db
        .updateTable("invitation")
        .set({ role, token_hash: hashToken(token), invited_by: inviter.id, expires_at: expiry() })
        .where("id", "=", id)
        .where("organisation_id", "=", member.organisationId)
        .execute();
    } else {
      id = randomUUID();
      const at = Date.now();
      await this.db
        .insertInto("invitation")
        .values({
          id,
          organisation_id: member.organisationId,
          email,
          role,
          token_hash: hashToken(token),
          invited_by: inviter.id,
          created_at: new Date(at).toISOString(),
          expires_at: expiry(at),
        })
        .execute();
    }
    await this.send(member.organisationId, inviter, email, role, token);
    return this.get(member, id);
  }

  /** A new link for an open invitation: new token, new expiry; the old link no longer works. */
  async resend(member: Member, inviter: SessionUser, id: string): Promise<InvitationDto> {
    const row = await this.get(member, id);
    const token = randomBytes(32).toString("base64url");
    await this.db
      .updateTable("invitation")
      .set({ token_hash: hashToken(token), invited_by: inviter.id, expires_at: expiry() })
      .where("id", "=", id)
      .where("organisation_id", "=", member.organisationId)
      .execute();
    await this.send(member.organisationId, inviter, row.email, row.role, token);
    return this.get(member, id);
  }

  async revoke(member: Member, id: string): Promise<void> {
    await this.get(member, id);
    await this.db
      .updateTable("invitation")
      .set({ revoked_at: now() })
      .where("id", "=", id)
      .where("organisation_id", "=", member.organisationId)
      .execute();
  }

  private async get(member: Member, id: string): Promise<InvitationDto> {
    const row = await openInvitations(this.db, member.organisationId)
      .where("invitation.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(teamMessages.invitationNotFound);
    return toDto(row);
  }

  private async send(organisationId: string, inviter: SessionUser, email: string, role: Role, token: string) {
    const organisation = await this.db
      .selectFrom("organisation")
      .select("name")
      .where("id", "=", organisationId)
      .executeTakeFirstOrThrow();
    const link = `${this.config.appUrl}${paths.uitnodiging(token)}`;
    try {
      await this.mailer.send(invitationMail({ to: email, inviter, organisationName: organisation.name, role, link }));
    } catch {
      throw new ApiError(502, "mail_failed", teamMessages.mailFailed);
    }
  }
}

/** The invitation behind a token, with its state. */
async function findByToken(db: Db, token: string) {
  if (!tokenPattern.test(token)) return undefined;
  return db
    .selectFrom("invitation")
    .innerJoin("organisation", "organisation.id", "invitation.organisation_id")
    .leftJoin("user", "user.id", "invitation.invited_by")
    .select([
      "invitation.id as id",
      "invitation.organisation_id as organisationId",
      "invitation.email as email",
      "invitation.role as role",
      "invitation.expires_at as expiresAt",
      "invitation.accepted_at as acceptedAt",
      "invitation.revoked_at as revokedAt",
      "organisation.name as organisationName",
      "user.name as inviterName",
    ])
    .where("invitation.token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

type Found = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function stateOf(row: Found | undefined): InvitationLookupDto["state"] {
  if (!row) return "unknown";
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt <= now()) return "expired";
  return "open";
}

export async function lookupInvitation(db: Db, token: string): Promise<InvitationLookupDto> {
  const row = await findByToken(db, token);
  const state = stateOf(row);
  if (state !== "open" || !row) return { state: state === "open" ? "unknown" : state };
  const account = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb.fn("lower", ["email"]), "=", row.email)
    .executeTakeFirst();
  return {
    state: "open",
    organisationName: row.organisationName,
    inviterName: row.inviterName,
    email: row.email,
    role: row.role,
    accountExists: Boolean(account),
    expiresAt: row.expiresAt,
  };
}

export const invitationClosed = (state: Exclude<InvitationLookupDto["state"], "open">) =>
  new ApiError(410, `invitation_${state}`, teamMessages.invitationNotOpen);

/** An open invitation for a token, else a 410 saying why. */
export async function openInvitation(db: Db, token: string): Promise<Found> {
  const row = await findByToken(db, token);
  const state = stateOf(row);
  if (state !== "open") throw invitationClosed(state);
  if (!row) throw invitationClosed("unknown");
  return row;
}

/**
 * Uses the invitation for userId (whose e-mail must be the invited one): marks it used (once: the
 * update only succeeds while it is open) and makes the membership. Returns the organisation.
 */
export async function acceptInvitation(db: Db, token: string, user: { id: string; email: string }): Promise<string> {
  return inTransaction(db, async (tx) => {
    const row = await openInvitation(tx, token);
    if (row.email !== user.email.toLowerCase()) throw forbidden(teamMessages.wrongAccount);
    const member = await tx
      .selectFrom("membership")
      .select("role")
      .where("organisation_id", "=", row.organisationId)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (member) throw new ApiError(409, "already_member", teamMessages.alreadyMemberYourself);
    const at = now();
    const claimed = await tx
      .updateTable("invitation")
      .set({ accepted_at: at })
      .where("id", "=", row.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invitationClosed("used");
    await tx
      .insertInto("membership")
      .values({ organisation_id: row.organisationId, user_id: user.id, role: row.role, created_at: at })
      .execute();
    return row.organisationId;
  });
}
