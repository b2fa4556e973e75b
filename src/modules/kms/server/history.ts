/**
 * 'Geschiedenis': the stored versions of one KMS value (kms_revision, appended by the database on
 * every accepted save and delete), newest first and paged by revision, one version's value, and
 * restoring a version — an ordinary save of the old value, so it gets a new revision of its own,
 * the conflict rule and the live event like any save. Every query carries the organisation id.
 */
import type { Db } from "@core/server/db";
import { topicOfValue } from "@norm/due-items";
import type { Member } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { HISTORY_PAGE_SIZE, describeChange, type HistoryPageDto, type HistoryValueDto } from "../model";
import { assertKnownName, validateKmsValue } from "./kms";
import { kmsMessages } from "../messages";

const versions = (db: Db, organisationId: string, name: string) =>
  db
    .selectFrom("kms_revision")
    .leftJoin("user", "user.id", "kms_revision.created_by")
    .leftJoin("kms_revision_note as note", (join) =>
      join
        .onRef("note.organisation_id", "=", "kms_revision.organisation_id")
        .onRef("note.name", "=", "kms_revision.name")
        .onRef("note.revision", "=", "kms_revision.revision"),
    )
    .select([
      "note.note as note",
      "kms_revision.revision as revision",
      "kms_revision.value as value",
      "kms_revision.created_at as at",
      "kms_revision.created_by as byId",
      "user.name as byName",
    ])
    .where("kms_revision.organisation_id", "=", organisationId)
    .where("kms_revision.name", "=", name);

/** Gives one revision a change note, shown with it in 'Geschiedenis'. Inside the write's transaction. */
export async function noteRevision(tx: Db, organisationId: string, name: string, revision: number, note: string) {
  await tx.insertInto("kms_revision_note").values({ organisation_id: organisationId, name, revision, note }).execute();
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/**
 * The approvals of the page a value belongs to, oldest first. The approval table is planning's
 * (planning/approvals.ts writes it); the history only reads when and by whom, as planning reads
 * kms, so neither imports the other.
 */
async function approvalsOfTopic(db: Db, organisationId: string, name: string) {
  const topic = topicOfValue(name);
  if (!topic) return [];
  return db
    .selectFrom("approval")
    .select(["version_at", "approved_at", "approved_by_name"])
    .where("organisation_id", "=", organisationId)
    .where("subject_kind", "=", "topic")
    .where("subject_id", "=", topic)
    .orderBy("approved_at")
    .execute();
}

/** When the version after `revision` was saved (the page boundary of an older page). */
async function newerVersionAt(db: Db, organisationId: string, name: string, revision: number) {
  const row = await db
    .selectFrom("kms_revision")
    .select("created_at")
    .where("organisation_id", "=", organisationId)
    .where("name", "=", name)
    .where("revision", ">=", revision)
    .orderBy("revision")
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** One page of versions, newest first, older than `before` when given. */
export async function listVersions(
  db: Db,
  member: Member,
  name: string,
  before?: number,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<HistoryPageDto> {
  const kind = assertKnownName(name);
  let query = versions(db, member.organisationId, name)
    .orderBy("kms_revision.revision", "desc")
    .limit(pageSize + 1);
  if (before !== undefined) query = query.where("kms_revision.revision", "<", before);
  // One row more than the page: the oldest version's change is measured against it.
  const rows = await query.execute();
  const page = rows.slice(0, pageSize);
  const approvals = await approvalsOfTopic(db, member.organisationId, name);
  const newer = before === undefined ? undefined : await newerVersionAt(db, member.organisationId, name, before);
  return {
    versions: page.map((r, i) => {
      const older = rows[i + 1];
      const value = parse(r.value);
      // Approved while this was the version: on or after it was saved, before the next one was.
      const until = i > 0 ? page[i - 1]!.at : newer;
      return {
        revision: r.revision,
        at: r.at,
        byId: r.byId,
        byName: r.byName,
        deleted: r.value === null,
        change: describeChange(kind, older ? parse(older.value) : undefined, value),
        note: r.note,
        approvals: approvals
          .filter((a) => a.version_at >= r.at && (until === undefined || a.version_at < until))
          .map((a) => ({ at: a.approved_at, byName: a.approved_by_name })),
      };
    }),
    next: rows.length > pageSize ? page.at(-1)!.revision : null,
  };
}

const notFound = () => new ApiError(404, "version_not_found", kmsMessages.versionNotFound);

/** One version with its value; 404 when this organisation has no such version. */
export async function findVersion(db: Db, member: Member, name: string, revision: number): Promise<HistoryValueDto> {
  assertKnownName(name);
  const row = await versions(db, member.organisationId, name)
    .where("kms_revision.revision", "=", revision)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    revision: row.revision,
    at: row.at,
    byName: row.byName,
    deleted: row.value === null,
    value: parse(row.value),
  };
}

/**
 * The value to save when restoring a version: a restore is an ordinary save of it on top of the
 * page's revision (409 with the current value when the value moved on meanwhile), so it gets a new
 * revision, the quota check and the live event like any save. The old value is checked against
 * today's catalogue. A delete cannot be restored: it has no value.
 */
export async function restorableValue(db: Db, member: Member, name: string, revision: number): Promise<unknown> {
  const version = await findVersion(db, member, name, revision);
  if (version.deleted) throw new ApiError(400, "version_deleted", kmsMessages.versionDeleted);
  return validateKmsValue(name, version.value);
}
