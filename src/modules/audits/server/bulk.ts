/**
 * Internal audits in bulk, for the full export and import (transfer/): audits owns internal_audit,
 * internal_audit_point and internal_audit_cycle, so transfer reads and writes them only through
 * these functions. People are user ids here; transfer maps them between organisations.
 */
import type { Db } from "@core/server/db";
import { groupRows, insertInBatches, organisationHasRow } from "@core/server/db/rows";
import type { ExportedAudit } from "@modules/transfer/schemas";
import type { AuditPointStatus } from "../model";
import type { HkzElementNumber } from "@norm/norm";

const parseList = <T>(json: string): T[] => {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
};

/** The certification cycle's start and every audit with its checklist, by date. */
export async function exportAudits(
  db: Db,
  organisationId: string,
): Promise<{ cycleStart: string | null; audits: ExportedAudit[] }> {
  const cycle = await db
    .selectFrom("internal_audit_cycle")
    .select("starts_on")
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  const audits = await db
    .selectFrom("internal_audit")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("audit_on")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const points = await db
    .selectFrom("internal_audit_point")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("audit_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const byAudit = groupRows(points, "audit_id");
  return {
    cycleStart: cycle?.starts_on ?? null,
    audits: audits.map((a) => ({
      id: a.id,
      date: a.audit_on,
      auditors: parseList<{ id: string; name: string }>(a.auditors).map((x) => ({ person: x.id, name: x.name })),
      elements: parseList<HkzElementNumber>(a.elements),
      revision: Number(a.revision),
      createdAt: a.created_at,
      createdBy: a.created_by,
      updatedAt: a.updated_at,
      updatedBy: a.updated_by,
      points: (byAudit.get(a.id) ?? []).map((p) => ({
        id: p.id,
        element: p.element as HkzElementNumber,
        position: Number(p.position),
        text: p.text,
        status: p.status as AuditPointStatus,
        note: p.note,
        updatedAt: p.updated_at,
        updatedBy: p.updated_by,
      })),
    })),
  };
}

/** Whether the organisation has any internal audit. */
export async function hasAnyAudit(db: Db, organisationId: string): Promise<boolean> {
  return organisationHasRow(db, "internal_audit", organisationId);
}

/**
 * Writes checked audits as they were: ids and people are already those of this organisation
 * (an auditor's `person` is a member's user id, or an id of no account for someone who is not a
 * member here, shown by the stored name). A cycle start replaces the organisation's own. Call
 * inside the import's transaction.
 */
export async function insertImportedAudits(
  tx: Db,
  organisationId: string,
  data: { cycleStart: string | null; audits: ExportedAudit[] },
  at: string,
  userId: string,
): Promise<void> {
  if (data.cycleStart !== null) {
    const startsOn = data.cycleStart;
    await tx
      .insertInto("internal_audit_cycle")
      .values({ organisation_id: organisationId, starts_on: startsOn, updated_by: userId, updated_at: at })
      .onConflict((oc) =>
        oc.column("organisation_id").doUpdateSet({ starts_on: startsOn, updated_by: userId, updated_at: at }),
      )
      .execute();
  }
  await insertInBatches(
    tx,
    "internal_audit",
    data.audits.map((a) => ({
      id: a.id,
      organisation_id: organisationId,
      audit_on: a.date,
      auditors: JSON.stringify(a.auditors.map((x) => ({ id: x.person, name: x.name }))),
      elements: JSON.stringify(a.elements),
      revision: a.revision,
      created_by: a.createdBy,
      created_at: a.createdAt,
      updated_by: a.updatedBy,
      updated_at: a.updatedAt,
    })),
  );
  await insertInBatches(
    tx,
    "internal_audit_point",
    data.audits.flatMap((a) =>
      a.points.map((p) => ({
        id: p.id,
        organisation_id: organisationId,
        audit_id: a.id,
        element: p.element,
        position: p.position,
        text: p.text,
        status: p.status,
        note: p.note,
        updated_by: p.updatedBy,
        updated_at: p.updatedAt,
      })),
    ),
  );
}
