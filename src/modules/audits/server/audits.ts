/**
 * Internal audits: plan, change and remove an audit, assess its checklist, and the certification
 * cycle. Every query carries the organisation id; every change of an audit or its points raises the
 * audit's revision, and a change from an older revision is refused (409 with the current audit), so
 * two people never overwrite each other's assessments unseen.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { SessionUser } from "@core/server/http/context";
import { ApiError, badRequest, notFound } from "@core/server/http/errors";
import {
  auditCycle,
  elementCoverage,
  isFinding,
  type AuditDetailDto,
  type AuditorDto,
  type AuditPointDto,
  type AuditPointStatus,
  type AuditsDto,
  type AuditSummaryDto,
} from "../model";
import { auditMessages } from "../messages";
import { type AuditInput, type AuditPointsInput } from "../schemas";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { amsterdamDay } from "@core/shared/calendar-day";
import { checklistFor } from "./checklist";

type AuditRow = { id: string; audit_on: string; auditors: string; elements: string; revision: number };
type PointRow = { id: string; audit_id: string; element: string; text: string; status: string; note: string };

const normOrder = (elements: readonly string[]) =>
  hkzElements.map((e) => e.number).filter((n) => elements.includes(n)) as HkzElementNumber[];

/** The organisation's members by id and name (the auditors one can choose). */
export async function listAuditorChoices(db: Db, organisationId: string): Promise<AuditorDto[]> {
  return db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.id as id", "user.name as name"])
    .where("membership.organisation_id", "=", organisationId)
    .orderBy("user.name")
    .orderBy("user.id")
    .execute();
}

/** The chosen auditors with their names; refuses anyone who is not a member of the organisation. */
async function auditorsOf(db: Db, organisationId: string, ids: readonly string[]): Promise<AuditorDto[]> {
  const members = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.id as id", "user.name as name"])
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.user_id", "in", [...ids])
    .execute();
  const unique = [...new Set(ids)];
  if (members.length !== unique.length) throw badRequest(auditMessages.auditorNotMember);
  return unique.map((id) => members.find((m) => m.id === id)!);
}

function parseList<T>(json: string): T[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}

function toPoint(row: PointRow): AuditPointDto {
  return {
    id: row.id,
    element: row.element as HkzElementNumber,
    text: row.text,
    status: row.status as AuditPointStatus,
    note: row.note,
  };
}

/** The auditors' current names where they still have an account, else the name stored with the audit. */
async function currentNames(db: Db, audits: readonly AuditRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(audits.flatMap((a) => parseList<AuditorDto>(a.auditors).map((x) => x.id)))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("user").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

function summarise(row: AuditRow, points: readonly PointRow[], names: Map<string, string>): AuditSummaryDto {
  const own = points.filter((p) => p.audit_id === row.id);
  return {
    id: row.id,
    date: row.audit_on,
    auditors: parseList<AuditorDto>(row.auditors).map((a) => ({ id: a.id, name: names.get(a.id) ?? a.name })),
    elements: normOrder(parseList<string>(row.elements)),
    findings: own.filter((p) => isFinding(p.status as AuditPointStatus)).length,
    assessed: own.filter((p) => p.status !== "niet-beoordeeld").length,
    pointCount: own.length,
    revision: row.revision,
  };
}

const auditColumns = ["id", "audit_on", "auditors", "elements", "revision"] as const;
const pointColumns = ["id", "audit_id", "element", "text", "status", "note"] as const;

/** Every audit of the organisation with its checklist, by date (the report and the summary read this). */
export async function loadAudits(
  db: Db,
  organisationId: string,
  range?: { from: string; to: string },
): Promise<AuditDetailDto[]> {
  let query = db
    .selectFrom("internal_audit")
    .select(auditColumns)
    .where("organisation_id", "=", organisationId)
    .orderBy("audit_on")
    .orderBy("created_at");
  if (range) query = query.where("audit_on", ">=", range.from).where("audit_on", "<=", range.to);
  const audits = await query.execute();
  if (audits.length === 0) return [];
  const points = await db
    .selectFrom("internal_audit_point")
    .select(pointColumns)
    .where("organisation_id", "=", organisationId)
    .where(
      "audit_id",
      "in",
      audits.map((a) => a.id),
    )
    .orderBy("audit_id")
    .orderBy("position")
    .execute();
  const names = await currentNames(db, audits);
  return audits.map((a) => ({
    ...summarise(a, points, names),
    checklist: checklistInOrder(points.filter((p) => p.audit_id === a.id).map(toPoint), a),
  }));
}

/** Points in norm order of their element, then as the guidance lists them. */
function checklistInOrder(points: AuditPointDto[], audit: AuditRow): AuditPointDto[] {
  const order = normOrder(parseList<string>(audit.elements));
  return order.flatMap((element) => points.filter((p) => p.element === element));
}

export async function getAudit(db: Db, organisationId: string, id: string): Promise<AuditDetailDto> {
  const row = await db
    .selectFrom("internal_audit")
    .select(auditColumns)
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(auditMessages.unknownAudit);
  const points = await db
    .selectFrom("internal_audit_point")
    .select(pointColumns)
    .where("organisation_id", "=", organisationId)
    .where("audit_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    ...summarise(row, points, await currentNames(db, [row])),
    checklist: checklistInOrder(points.map(toPoint), row),
  };
}

export async function getCycleStart(db: Db, organisationId: string): Promise<string | null> {
  const row = await db
    .selectFrom("internal_audit_cycle")
    .select("starts_on")
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  return row?.starts_on ?? null;
}

/** GET /api/audits: the cycle, every audit, the coverage of the 23 elements and the members. */
export async function auditsOverview(db: Db, organisationId: string, at = new Date()): Promise<AuditsDto> {
  const [audits, start, members] = await Promise.all([
    loadAudits(db, organisationId),
    getCycleStart(db, organisationId),
    listAuditorChoices(db, organisationId),
  ]);
  const today = amsterdamDay(at);
  const cycle = auditCycle(
    start,
    audits.map((a) => a.date),
  );
  return {
    today,
    cycle,
    audits: audits.map(({ checklist: _, ...summary }) => summary),
    coverage: elementCoverage(cycle, audits, today),
    members,
  };
}

function newPoints(organisationId: string, auditId: string, elements: readonly HkzElementNumber[], user: SessionUser) {
  const at = now();
  return elements.flatMap((element) =>
    checklistFor(element).map((text, position) => ({
      id: randomUUID(),
      organisation_id: organisationId,
      audit_id: auditId,
      element,
      position,
      text,
      status: "niet-beoordeeld",
      note: "",
      updated_by: user.id,
      updated_at: at,
    })),
  );
}

export async function createAudit(
  db: Db,
  organisationId: string,
  user: SessionUser,
  input: AuditInput,
): Promise<AuditDetailDto> {
  const auditors = await auditorsOf(db, organisationId, input.auditorIds);
  const elements = normOrder(input.elements);
  const id = randomUUID();
  const at = now();
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto("internal_audit")
      .values({
        id,
        organisation_id: organisationId,
        audit_on: input.date,
        auditors: JSON.stringify(auditors),
        elements: JSON.stringify(elements),
        revision: 1,
        created_by: user.id,
        created_at: at,
        updated_by: user.id,
        updated_at: at,
      })
      .execute();
    const points = newPoints(organisationId, id, elements, user);
    if (points.length) await tx.insertInto("internal_audit_point").values(points).execute();
  });
  return getAudit(db, organisationId, id);
}

/** Raises the revision from `baseRevision`; refuses (409, the current audit) when it moved on. */
async function claimRevision(tx: Db, organisationId: string, id: string, baseRevision: number, user: SessionUser) {
  const result = await tx
    .updateTable("internal_audit")
    .set({ revision: baseRevision + 1, updated_by: user.id, updated_at: now() })
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .where("revision", "=", baseRevision)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const current = await getAudit(tx, organisationId, id); // 404 when it is gone
  throw new ApiError(409, "conflict", auditMessages.stale, current);
}

/** Changes date, auditors and elements: points of a removed element go, an added element gets its checklist. */
export async function updateAudit(
  db: Db,
  organisationId: string,
  user: SessionUser,
  id: string,
  input: AuditInput & { baseRevision: number },
): Promise<AuditDetailDto> {
  const auditors = await auditorsOf(db, organisationId, input.auditorIds);
  const elements = normOrder(input.elements);
  await inTransaction(db, async (tx) => {
    await claimRevision(tx, organisationId, id, input.baseRevision, user);
    // Read after the claim, which holds the audit's row: the elements as the base revision left them,
    // not as they were before a concurrent change that committed while this request waited.
    const before = await getAudit(tx, organisationId, id);
    await tx
      .updateTable("internal_audit")
      .set({ audit_on: input.date, auditors: JSON.stringify(auditors), elements: JSON.stringify(elements) })
      .where("organisation_id", "=", organisationId)
      .where("id", "=", id)
      .execute();
    const removed = before.elements.filter((e) => !elements.includes(e));
    if (removed.length)
      await tx
        .deleteFrom("internal_audit_point")
        .where("organisation_id", "=", organisationId)
        .where("audit_id", "=", id)
        .where("element", "in", removed)
        .execute();
    const added = newPoints(
      organisationId,
      id,
      elements.filter((e) => !before.elements.includes(e)),
      user,
    );
    if (added.length) await tx.insertInto("internal_audit_point").values(added).execute();
  });
  return getAudit(db, organisationId, id);
}

export async function deleteAudit(db: Db, organisationId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("internal_audit")
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound(auditMessages.unknownAudit);
}

/** Saves assessments and notes of some points; all or nothing. */
export async function savePoints(
  db: Db,
  organisationId: string,
  user: SessionUser,
  id: string,
  input: AuditPointsInput,
): Promise<AuditDetailDto> {
  await getAudit(db, organisationId, id);
  await inTransaction(db, async (tx) => {
    await claimRevision(tx, organisationId, id, input.baseRevision, user);
    const at = now();
    for (const point of input.points) {
      const result = await tx
        .updateTable("internal_audit_point")
        .set({ status: point.status, note: point.note, updated_by: user.id, updated_at: at })
        .where("organisation_id", "=", organisationId)
        .where("audit_id", "=", id)
        .where("id", "=", point.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw badRequest(auditMessages.unknownPoint);
    }
  });
  return getAudit(db, organisationId, id);
}

/** The audit a checklist point (a finding's id, the source of an improvement action) belongs to, if it is the organisation's. */
export async function auditOfPoint(db: Db, organisationId: string, pointId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("internal_audit_point")
    .select("audit_id")
    .where("organisation_id", "=", organisationId)
    .where("id", "=", pointId)
    .executeTakeFirst();
  return row?.audit_id;
}

/** Whether a checklist point is the organisation's. */
export async function auditPointExists(db: Db, organisationId: string, pointId: string): Promise<boolean> {
  return (await auditOfPoint(db, organisationId, pointId)) !== undefined;
}

export async function setCycleStart(
  db: Db,
  organisationId: string,
  user: SessionUser,
  startsOn: string | null,
): Promise<void> {
  if (startsOn === null) {
    await db.deleteFrom("internal_audit_cycle").where("organisation_id", "=", organisationId).execute();
    return;
  }
  await db
    .insertInto("internal_audit_cycle")
    .values({ organisation_id: organisationId, starts_on: startsOn, updated_by: user.id, updated_at: now() })
    .onConflict((oc) =>
      oc.column("organisation_id").doUpdateSet({ starts_on: startsOn, updated_by: user.id, updated_at: now() }),
    )
    .execute();
}
