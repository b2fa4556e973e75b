/**
 * Planned internal audits as due records (shared/due-rules.ts recordDueRules): an audit is due on
 * its date, for every Eigenaar and Bewerker, while any point of its checklist is 'Niet beoordeeld'.
 */
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, type Read } from "@core/server/db/read-together";
import type { DueRecord } from "@norm/due-items";

/** Read on every Overzicht and calendar request: compiled once (db/compiled-once.ts). */
const openAuditRows = compiledOnce((db: Db, organisationId: string) =>
  db
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
    ),
);

export const dueAuditsRead = (organisationId: string): Read<DueRecord[]> =>
  read(openAuditRows.with(organisationId), (open) =>
    open.map((a) => ({
      source: "internal-audit",
      id: a.id,
      title: (JSON.parse(a.elements) as string[]).join(", "),
      due: a.audit_on,
      assigneeId: null,
    })),
  );
