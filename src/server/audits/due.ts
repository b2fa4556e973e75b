/**
 * Planned internal audits as due items (Overzicht, Kwaliteitskalender, .ics feed, reminder mails):
 * an audit is due on its date while any point of its checklist is still 'Niet beoordeeld'.
 */
import type { Db } from "../db";
import type { DueEvent } from "../../shared/due-items";
import { paths } from "../../shared/paths";

export async function auditDueEvents(db: Db, organisationId: string): Promise<DueEvent[]> {
  const open = await db
    .selectFrom("internal_audit")
    .select(["id", "audit_on", "elements"])
    .where("organisation_id", "=", organisationId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("internal_audit_point")
          .select("internal_audit_point.id")
          .whereRef("internal_audit_point.audit_id", "=", "internal_audit.id")
          .where("internal_audit_point.organisation_id", "=", organisationId)
          .where("internal_audit_point.status", "=", "niet-beoordeeld"),
      ),
    )
    .execute();
  return open.map((a) => ({
    id: `audit:${a.id}`,
    kind: "interne-audit",
    title: `Interne audit: ${(JSON.parse(a.elements) as string[]).join(", ")}`,
    due: a.audit_on,
    link: paths.audit(a.id),
  }));
}
