/**
 * Who may do what with reports: every member reports and reads their own; an Eigenaar (and the
 * members she grants it) reads every report and triages it; only an Eigenaar sees the name of a
 * reporter who chose that colleagues do not see it.
 */
import type { Role } from "@core/shared/permissions";
import type { Db } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { forbidden } from "@core/server/http/errors";
import { can } from "@core/shared/permissions";
import { reportMessages } from "../messages";

export type ReportViewer = { organisationId: string; userId: string; triage: boolean; owner: boolean };

/** Whether this member triages reports: an Eigenaar, or a member she granted it in this membership. */
export async function triagesReports(db: Db, organisationId: string, userId: string, role: Role): Promise<boolean> {
  if (can(role, "reports.triage")) return true;
  const grant = await db
    .selectFrom("report_grant")
    .innerJoin("membership", (j) =>
      j
        .onRef("membership.organisation_id", "=", "report_grant.organisation_id")
        .onRef("membership.user_id", "=", "report_grant.user_id"),
    )
    .select("report_grant.user_id")
    .where("report_grant.organisation_id", "=", organisationId)
    .where("report_grant.user_id", "=", userId)
    .whereRef("report_grant.created_at", ">=", "membership.created_at")
    .executeTakeFirst();
  return grant !== undefined;
}

export async function reportViewer(db: Db, member: Member, user: Pick<SessionUser, "id">): Promise<ReportViewer> {
  return {
    organisationId: member.organisationId,
    userId: user.id,
    triage: await triagesReports(db, member.organisationId, user.id, member.role),
    owner: can(member.role, "reports.manage"),
  };
}

export function assertTriage(viewer: ReportViewer): void {
  if (!viewer.triage) throw forbidden(reportMessages.forbidden);
}
