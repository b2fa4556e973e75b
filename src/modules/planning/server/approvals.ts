/**
 * 'Vastgesteld' (shared/approvals.ts): an Eigenaar approves the current version of a topic page or
 * a document. Every approval is kept; the newest per subject is in force. Read with the due items
 * (the review date counts from the approval) and by the per-element model.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, type Read } from "@core/server/db/read-together";
import type { Member, SessionUser } from "@core/server/http/context";
import { badRequest, notFound } from "@core/server/http/errors";
import { findTopic } from "@norm/catalogue";
import { lastChangeOfTopics } from "@norm/due-items";
import {
  approvalState,
  approvalText as t,
  noApprovals,
  type Approval,
  type ApprovalOverviewDto,
  type ApprovalsDto,
} from "@norm/approvals";
import type { Subject } from "./review-dates";
import type { OrganisationFile } from "@modules/organisation/schemas";

/** Oldest first, so the newest per subject is the one kept (compiled once: read on every Overzicht). */
const approvalRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("approval")
    .select(["subject_kind", "subject_id", "version_at", "approved_at", "approved_by_name"])
    .where("organisation_id", "=", organisationId)
    .orderBy("approved_at")
    .orderBy("id"),
);

export const approvalsRead = (organisationId: string): Read<ApprovalsDto> =>
  read(approvalRows.with(organisationId), (rows) => {
    const dto = noApprovals();
    for (const r of rows) {
      if (r.subject_kind !== "topic" && r.subject_kind !== "document") continue;
      dto[r.subject_kind][r.subject_id] = {
        versionAt: r.version_at,
        approvedAt: r.approved_at,
        approvedByName: r.approved_by_name,
      };
    }
    return dto;
  });

/** Each topic's last saved change (ISO), for the topics with content: its values' times, not their texts. */
export async function topicLastChanges(db: Db, organisationId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("kms_value")
    .select(["name", "updated_at"])
    .where("organisation_id", "=", organisationId)
    .where("deleted", "=", 0)
    .execute();
  return lastChangeOfTopics(Object.fromEntries(rows.map((r) => [r.name, { value: null, updatedAt: r.updated_at }])));
}

/** Every topic with content, with its approval and state, and every document's approval. */
export async function approvalOverview(db: Db, organisationId: string): Promise<ApprovalOverviewDto> {
  const [approvals, last] = await Promise.all([
    runRead(db, approvalsRead(organisationId)),
    topicLastChanges(db, organisationId),
  ]);
  const topics: ApprovalOverviewDto["topics"] = {};
  for (const [slug, lastChange] of Object.entries(last)) {
    const approval = approvals.topic[slug] ?? null;
    topics[slug] = { approval, state: approvalState(approval, lastChange) };
  }
  return { topics, documents: approvals.document };
}

/** The moment of the subject's current version: a topic's last saved change, a document's upload. */
async function versionOf(db: Db, organisationId: string, subject: Subject): Promise<{ at: string; title: string }> {
  if (subject.kind === "topic") {
    const topic = findTopic(subject.id);
    if (!topic) throw notFound(t.unknownSubject);
    const last = (await topicLastChanges(db, organisationId))[topic.slug];
    if (last === undefined) throw badRequest(t.nothingYet);
    return { at: last, title: topic.title };
  }
  const file = await db
    .selectFrom("stored_file")
    .select(["name", "uploaded_at"])
    .where("organisation_id", "=", organisationId)
    .where("id", "=", subject.id)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (!file) throw notFound(t.unknownSubject);
  return { at: file.uploaded_at ?? now(), title: file.name ?? "" };
}

/** Approves the subject's current version; answers the approval and what was approved (for the log). */
export async function approve(
  db: Db,
  member: Member,
  user: SessionUser,
  subject: Subject,
): Promise<{ approval: Approval; title: string }> {
  const version = await versionOf(db, member.organisationId, subject);
  const approvedAt = now();
  await db
    .insertInto("approval")
    .values({
      id: randomUUID(),
      organisation_id: member.organisationId,
      subject_kind: subject.kind,
      subject_id: subject.id,
      version_at: version.at,
      approved_at: approvedAt,
      approved_by: user.id,
      approved_by_name: user.name,
    })
    .execute();
  return { approval: { versionAt: version.at, approvedAt, approvedByName: user.name }, title: version.title };
}

/**
 * Every approval for the full export, oldest first: a topic by its slug, a document by its path in
 * the archive (one not in it is left out). `current` marks the newest of a subject when it approved
 * the version in force (transfer-organisation.ts).
 */
export async function exportApprovals(
  db: Db,
  organisationId: string,
  pathById: ReadonlyMap<string, string>,
): Promise<OrganisationFile["approvals"]> {
  const [rows, last, files] = await Promise.all([
    approvalRows(db, organisationId),
    topicLastChanges(db, organisationId),
    db
      .selectFrom("stored_file")
      .select(["id", "uploaded_at"])
      .where("organisation_id", "=", organisationId)
      .where("status", "=", "ready")
      .execute(),
  ]);
  const uploaded = new Map(files.map((f) => [f.id, f.uploaded_at]));
  const newest = new Map(rows.map((r) => [`${r.subject_kind}:${r.subject_id}`, r]));
  return rows.flatMap((r) => {
    const ref = r.subject_kind === "topic" ? r.subject_id : pathById.get(r.subject_id);
    if (ref === undefined || (r.subject_kind !== "topic" && r.subject_kind !== "document")) return [];
    const lastChange = r.subject_kind === "topic" ? (last[r.subject_id] ?? null) : (uploaded.get(r.subject_id) ?? null);
    const inForce = newest.get(`${r.subject_kind}:${r.subject_id}`) === r;
    const approval = { versionAt: r.version_at, approvedAt: r.approved_at, approvedByName: r.approved_by_name };
    return [
      {
        subject: r.subject_kind,
        ref,
        ...approval,
        current: inForce && approvalState(approval, lastChange) === "current",
      },
    ];
  });
}

/**
 * The approvals of an archive into an empty organisation (after its values and documents): who and
 * when as they were; an approval current at export stays current although the import wrote the
 * texts anew (its version is then the import's moment, `at`). Answers the number written.
 */
export async function insertImportedApprovals(
  tx: Db,
  organisationId: string,
  approvals: OrganisationFile["approvals"],
  documentIdByPath: ReadonlyMap<string, string>,
  at: string,
): Promise<number> {
  const rows = approvals.map((a) => ({
    id: randomUUID(),
    organisation_id: organisationId,
    subject_kind: a.subject,
    subject_id: a.subject === "topic" ? a.ref : documentIdByPath.get(a.ref)!,
    version_at: a.current && a.subject === "topic" && at > a.versionAt ? at : a.versionAt,
    approved_at: a.approvedAt,
    approved_by: null,
    approved_by_name: a.approvedByName,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insertInto("approval")
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}

/** Whether every approval of an archive names a known topic or a document in it. */
export function approvalsFit(approvals: OrganisationFile["approvals"], documentPaths: ReadonlySet<string>): boolean {
  return approvals.every((a) => (a.subject === "topic" ? findTopic(a.ref) !== undefined : documentPaths.has(a.ref)));
}
