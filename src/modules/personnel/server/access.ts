/**
 * Who may see which personnel record: an Eigenaar and the members she grants it see and keep every
 * record; every other member only their own (the record linked to their account). Asked by every
 * personnel route before it reads a record.
 */
import type { Db } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { forbidden } from "@core/server/http/errors";
import { personnelMessages } from "../messages";
import { seesPersonnel } from "./due";

export type PersonnelViewer = { organisationId: string; userId: string; manage: boolean };

export async function personnelViewer(db: Db, member: Member, user: Pick<SessionUser, "id">): Promise<PersonnelViewer> {
  const manage = await seesPersonnel(db, member.organisationId, user.id, member.role);
  return { organisationId: member.organisationId, userId: user.id, manage };
}

export function assertManage(viewer: PersonnelViewer): void {
  if (!viewer.manage) throw forbidden(personnelMessages.forbidden);
}
