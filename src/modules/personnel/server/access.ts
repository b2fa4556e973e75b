/**
 * Who may see which personnel record: an Eigenaar and the members she grants it see and keep every
 * record; every other member only their own (the record linked to their account). Asked by every
 * personnel route before it reads a record.
 */
import type { Db } from "../../../server/db";
import type { Member, SessionUser } from "../../../server/http/context";
import { forbidden } from "../../../server/http/errors";
import { can } from "../../../shared/permissions";
import { personnelMessages } from "../messages";

export type PersonnelViewer = { organisationId: string; userId: string; manage: boolean };

export async function personnelViewer(db: Db, member: Member, user: Pick<SessionUser, "id">): Promise<PersonnelViewer> {
  let manage = can(member.role, "personnel.manage");
  if (!manage) {
    const grant = await db
      .selectFrom("personnel_grant")
      .select("user_id")
      .where("organisation_id", "=", member.organisationId)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    manage = grant !== undefined;
  }
  return { organisationId: member.organisationId, userId: user.id, manage };
}

export function assertManage(viewer: PersonnelViewer): void {
  if (!viewer.manage) throw forbidden(personnelMessages.forbidden);
}
