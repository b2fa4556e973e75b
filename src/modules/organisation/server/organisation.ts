/**
 * Organisations and memberships. Every KMS query is scoped by the organisation a member belongs to.
 */
import type { OrganisationDto } from "../model";
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { assertAllowed } from "@core/server/http/permissions";
import { organisationMessages } from "../messages";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, type Read } from "@core/server/db/read-together";
import type { OrganisationFile } from "../schemas";
import { defaultComplaintTerms, regimes, type ComplaintTerms, type Regime } from "@norm/complaint-terms";

/** Called once at sign-up: the user's own organisation under the name they gave, with the user as owner. */
export async function createOwnOrganisation(db: Db, userId: string, name: string): Promise<string> {
  const id = randomUUID();
  const at = now();
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("organisation").values({ id, name, created_at: at }).execute();
    await tx
      .insertInto("membership")
      .values({ organisation_id: id, user_id: userId, role: "owner", created_at: at })
      .execute();
  });
  return id;
}

/** The organisation's name, for what is made without a member: the handbook, the calendar feed. */
export async function organisationName(db: Db, organisationId: string): Promise<string> {
  const row = await db.selectFrom("organisation").select("name").where("id", "=", organisationId).executeTakeFirst();
  if (!row) throw notFound(organisationMessages.notFound);
  return row.name;
}

const isRegime = (v: string | null): v is Regime => (regimes as readonly (string | null)[]).includes(v);

/** The organisation's law and complaint term as stored (migration 0045). */
export function termsOf(row: { regime: string | null; complaint_weeks: number | null }): ComplaintTerms {
  return {
    regime: isRegime(row.regime) ? row.regime : null,
    jeugdwetWeeks: row.complaint_weeks ?? defaultComplaintTerms.jeugdwetWeeks,
  };
}

const termsRows = compiledOnce((db: Db, organisationId: string) =>
  db.selectFrom("organisation").select(["regime", "complaint_weeks"]).where("id", "=", organisationId),
);

/** The complaint clock's terms, as a read that can share a round trip (db/read-together.ts). */
export const complaintTermsRead = (organisationId: string): Read<ComplaintTerms> =>
  read(termsRows.with(organisationId), (rows) => (rows[0] ? termsOf(rows[0]) : defaultComplaintTerms));

export async function getOrganisation(db: Db, member: Member): Promise<OrganisationDto> {
  const row = await db
    .selectFrom("organisation")
    .select(["id", "name", "two_factor_required", "regime", "complaint_weeks"])
    .where("id", "=", member.organisationId)
    .executeTakeFirst();
  if (!row) throw notFound(organisationMessages.notFound);
  const terms = termsOf(row);
  return {
    id: row.id,
    name: row.name,
    role: member.role,
    twoFactorRequired: Boolean(row.two_factor_required),
    regime: terms.regime,
    complaintWeeks: terms.jeugdwetWeeks,
  };
}

/**
 * Renames the organisation and/or switches 'Tweestapsverificatie verplicht'. An owner switches the
 * requirement on only after setting up two-factor sign-in themselves, so they never lock
 * themselves out of their own settings.
 */
export async function updateOrganisation(
  db: Db,
  member: Member,
  ownTwoFactor: boolean,
  input: { name?: string; twoFactorRequired?: boolean; regime?: Regime; complaintWeeks?: number },
): Promise<OrganisationDto> {
  assertAllowed(member, "organisation.edit");
  if (input.twoFactorRequired && !ownTwoFactor) {
    throw new ApiError(409, "two_factor_not_set_up", organisationMessages.twoFactorFirst);
  }
  await db
    .updateTable("organisation")
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.twoFactorRequired !== undefined ? { two_factor_required: input.twoFactorRequired ? 1 : 0 } : {}),
      ...(input.regime !== undefined ? { regime: input.regime } : {}),
      ...(input.complaintWeeks !== undefined ? { complaint_weeks: input.complaintWeeks } : {}),
    })
    .where("id", "=", member.organisationId)
    .execute();
  return getOrganisation(db, member);
}

/** Every organisation the user is a member of, oldest membership first, with its first Eigenaar's name. */
export async function listOrganisations(db: Db, userId: string): Promise<(OrganisationDto & { ownerName: string })[]> {
  return db
    .selectFrom("membership")
    .innerJoin("organisation", "organisation.id", "membership.organisation_id")
    .select((eb) => [
      "organisation.id as id",
      "organisation.name as name",
      "membership.role as role",
      "organisation.two_factor_required as twoFactorRequired",
      "organisation.regime as regime",
      "organisation.complaint_weeks as complaint_weeks",
      eb
        .selectFrom("membership as owner")
        .innerJoin("user", "user.id", "owner.user_id")
        .select("user.name")
        .whereRef("owner.organisation_id", "=", "organisation.id")
        .where("owner.role", "=", "owner")
        .orderBy("owner.created_at")
        .limit(1)
        .as("ownerName"),
    ])
    .where("membership.user_id", "=", userId)
    .orderBy("membership.created_at")
    .orderBy("organisation.id")
    .execute()
    .then((rows) =>
      rows.map(({ regime, complaint_weeks, ...r }) => {
        const terms = termsOf({ regime, complaint_weeks });
        return {
          ...r,
          ownerName: r.ownerName ?? "",
          twoFactorRequired: Boolean(r.twoFactorRequired),
          regime: terms.regime,
          complaintWeeks: terms.jeugdwetWeeks,
        };
      }),
    );
}

/** Makes organisationId the one this session works in (the caller checked the membership). */
export async function chooseOrganisation(db: Db, sessionToken: string, organisationId: string) {
  await db
    .insertInto("session_organisation")
    .values({ session_token: sessionToken, organisation_id: organisationId })
    .onConflict((oc) => oc.column("session_token").doUpdateSet({ organisation_id: organisationId }))
    .execute();
}

/** The settings for the full export (transfer-organisation.ts). */
export async function exportSettings(db: Db, organisationId: string): Promise<OrganisationFile["settings"]> {
  const row = await db
    .selectFrom("organisation")
    .select(["regime", "complaint_weeks"])
    .where("id", "=", organisationId)
    .executeTakeFirst();
  const terms = row ? termsOf(row) : defaultComplaintTerms;
  return { regime: terms.regime, complaintWeeks: terms.jeugdwetWeeks };
}

/** An archive's settings into the organisation; a law the archive leaves open keeps the one chosen here. */
export async function importSettings(tx: Db, organisationId: string, settings: OrganisationFile["settings"]) {
  await tx
    .updateTable("organisation")
    .set({
      complaint_weeks: settings.complaintWeeks,
      ...(settings.regime !== null ? { regime: settings.regime } : {}),
    })
    .where("id", "=", organisationId)
    .execute();
}
