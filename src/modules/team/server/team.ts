/**
 * The members of an organisation: list, change a role, remove, leave. An organisation always
 * keeps at least one owner; the check and the change share a transaction in which the
 * organisation row is locked first, so two owners demoting each other at once cannot both succeed.
 */
import type { Role } from "@core/shared/permissions";
import type { Db } from "@core/server/db";
import { inTransaction } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import type { TeamMemberDto } from "../model";
import { teamMessages } from "../messages";

export const lastOwner = () => new ApiError(409, "last_owner", teamMessages.lastOwner);

export async function listMembers(db: Db, organisationId: string): Promise<TeamMemberDto[]> {
  const rows = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select([
      "user.id as userId",
      "user.name as name",
      "user.email as email",
      "membership.role as role",
      "membership.created_at as since",
    ])
    .where("membership.organisation_id", "=", organisationId)
    .orderBy("membership.created_at")
    .orderBy("user.id")
    .execute();
  return rows;
}

/** Locks the organisation for the rest of the transaction (both engines: an update of its row). */
async function lockOrganisation(tx: Db, organisationId: string) {
  await tx
    .updateTable("organisation")
    .set((eb) => ({ name: eb.ref("name") }))
    .where("id", "=", organisationId)
    .execute();
}

/** Changes the membership of userId (a new role, or removed with null), keeping one owner. */
async function changeMembership(db: Db, organisationId: string, userId: string, role: Role | null) {
  await inTransaction(db, async (tx) => {
    await lockOrganisation(tx, organisationId);
    const target = await tx
      .selectFrom("membership")
      .select("role")
      .where("organisation_id", "=", organisationId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!target) throw notFound(teamMessages.memberNotFound);
    if (target.role === "owner" && role !== "owner") {
      const owners = await tx
        .selectFrom("membership")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("organisation_id", "=", organisationId)
        .where("role", "=", "owner")
        .executeTakeFirstOrThrow();
      if (Number(owners.n) <= 1) throw lastOwner();
    }
    if (role === null) {
      await tx
        .deleteFrom("membership")
        .where("organisation_id", "=", organisationId)
        .where("user_id", "=", userId)
        .execute();
    } else {
      await tx
        .updateTable("membership")
        .set({ role })
        .where("organisation_id", "=", organisationId)
        .where("user_id", "=", userId)
        .execute();
    }
  });
}

export const changeRole = (db: Db, member: Member, userId: string, role: Role) =>
  changeMembership(db, member.organisationId, userId, role);

export const removeMember = (db: Db, member: Member, userId: string) =>
  changeMembership(db, member.organisationId, userId, null);

export const leaveOrganisation = (db: Db, member: Member, userId: string) =>
  changeMembership(db, member.organisationId, userId, null);
