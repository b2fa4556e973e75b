/**
 * Organisations and memberships. Every KMS query is scoped by the organisation a member belongs to.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { now } from "../db";
import type { Member } from "../http/context";
import type { OrganisationDto } from "../../shared/schemas";
import { forbidden, notFound } from "../http/errors";

/** Called once at sign-up: the user's own organisation, with the user as owner. */
export async function createOwnOrganisation(db: Db, userId: string): Promise<string> {
  const id = randomUUID();
  const at = now();
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("organisation").values({ id, name: "", created_at: at }).execute();
    await tx
      .insertInto("membership")
      .values({ organisation_id: id, user_id: userId, role: "owner", created_at: at })
      .execute();
  });
  return id;
}

export async function getOrganisation(db: Db, member: Member): Promise<OrganisationDto> {
  const row = await db
    .selectFrom("organisation")
    .select(["id", "name"])
    .where("id", "=", member.organisationId)
    .executeTakeFirst();
  if (!row) throw notFound("Organisatie niet gevonden.");
  return { id: row.id, name: row.name, role: member.role };
}

export async function renameOrganisation(db: Db, member: Member, name: string): Promise<OrganisationDto> {
  if (member.role !== "owner") throw forbidden("Alleen de eigenaar kan de organisatienaam wijzigen.");
  await db.updateTable("organisation").set({ name }).where("id", "=", member.organisationId).execute();
  return getOrganisation(db, member);
}
