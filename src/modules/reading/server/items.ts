/**
 * The reading list's writes: mark a topic page or a document as 'Laten lezen' for everyone or for
 * chosen roles and members, change for whom, stop asking, and move an item to a newer version
 * ('Opnieuw laten lezen'; a document's new version, read again or not). Permissions and the billing
 * lock are the routes'; every query here carries the organisation id.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, badRequest, notFound } from "@core/server/http/errors";
import { latestPageRevision } from "@modules/kms/server";
import { findReadyFile } from "@modules/documents/server";
import { findTopic } from "@norm/catalogue";
import { readingMessages } from "../messages";
import { type MarkReadingInput, type ReadingAudienceInput } from "../schemas";
import type { ItemRow } from "./model";

const itemNotFound = () => notFound(readingMessages.notFound);
const alreadyMarked = () => new ApiError(409, "reading_marked", readingMessages.alreadyMarked);

export async function findItem(db: Db, organisationId: string, id: string): Promise<ItemRow> {
  const row = await db
    .selectFrom("reading_item")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw itemNotFound();
  return row;
}

async function assertMembers(db: Db, organisationId: string, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return unique;
  const found = await db
    .selectFrom("membership")
    .select("user_id")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "in", unique)
    .execute();
  if (found.length !== unique.length) throw badRequest(readingMessages.unknownMember);
  return unique;
}

async function writeTargets(tx: Db, organisationId: string, itemId: string, input: ReadingAudienceInput) {
  await tx
    .deleteFrom("reading_target")
    .where("organisation_id", "=", organisationId)
    .where("item_id", "=", itemId)
    .execute();
  if (input.audience === "all") return;
  const members = await assertMembers(tx, organisationId, input.members);
  const rows = [
    ...[...new Set(input.roles)].map((role) => ({
      item_id: itemId,
      organisation_id: organisationId,
      role,
      user_id: null,
    })),
    ...members.map((userId) => ({ item_id: itemId, organisation_id: organisationId, role: null, user_id: userId })),
  ];
  if (rows.length > 0) await tx.insertInto("reading_target").values(rows).execute();
}

async function subjectTaken(db: Db, organisationId: string, kind: "topic" | "document", id: string) {
  const row = await db
    .selectFrom("reading_item")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("subject_kind", "=", kind)
    .where("subject_id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The version to read now: the page's newest revision, or the document itself. */
async function currentVersion(db: Db, member: Member, subject: MarkReadingInput["subject"]) {
  if (subject.kind === "topic") {
    if (!findTopic(subject.id)) throw badRequest(readingMessages.unknownTopic);
    const revision = await latestPageRevision(db, member.organisationId, subject.id);
    if (!revision) throw new ApiError(409, "reading_empty_topic", readingMessages.emptyTopic);
    return { version_revision_id: revision.id, version_file_id: null };
  }
  const file = await findReadyFile(db, member.organisationId, subject.id).catch(() => {
    throw badRequest(readingMessages.unknownDocument);
  });
  return { version_revision_id: null, version_file_id: file.id };
}

export async function markItem(db: Db, member: Member, user: SessionUser, input: MarkReadingInput): Promise<string> {
  const version = await currentVersion(db, member, input.subject);
  const id = randomUUID();
  return inTransaction(db, async (tx) => {
    if (await subjectTaken(tx, member.organisationId, input.subject.kind, input.subject.id)) throw alreadyMarked();
    const at = now();
    await tx
      .insertInto("reading_item")
      .values({
        id,
        organisation_id: member.organisationId,
        subject_kind: input.subject.kind,
        subject_id: input.subject.id,
        audience: input.audience,
        ...version,
        asked_at: at,
        created_by: user.id,
        created_at: at,
      })
      .execute()
      .catch(async (e) => {
        // Two owners marking the same page at once: the unique subject refuses the second.
        if (await subjectTaken(db, member.organisationId, input.subject.kind, input.subject.id)) throw alreadyMarked();
        throw e;
      });
    await writeTargets(tx, member.organisationId, id, input);
    return id;
  });
}

export async function setAudience(db: Db, member: Member, id: string, input: ReadingAudienceInput): Promise<ItemRow> {
  return inTransaction(db, async (tx) => {
    const item = await findItem(tx, member.organisationId, id);
    await tx
      .updateTable("reading_item")
      .set({ audience: input.audience })
      .where("organisation_id", "=", member.organisationId)
      .where("id", "=", id)
      .execute();
    await writeTargets(tx, member.organisationId, id, input);
    return item;
  });
}

export async function unmarkItem(db: Db, member: Member, id: string): Promise<ItemRow> {
  const item = await findItem(db, member.organisationId, id);
  await db
    .deleteFrom("reading_item")
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .execute();
  return item;
}

/** 'Opnieuw laten lezen' for a page: its newest revision becomes the version to read. */
export async function rereadTopic(db: Db, member: Member, id: string): Promise<ItemRow> {
  const item = await findItem(db, member.organisationId, id);
  if (item.subject_kind !== "topic") throw badRequest(readingMessages.notATopic);
  const revision = await latestPageRevision(db, member.organisationId, item.subject_id);
  if (!revision || revision.id === item.version_revision_id) {
    throw new ApiError(409, "reading_no_new_version", readingMessages.noNewVersion);
  }
  const moved = await db
    .updateTable("reading_item")
    .set({ version_revision_id: revision.id, asked_at: now() })
    .where("organisation_id", "=", member.organisationId)
    .where("id", "=", id)
    .where("version_revision_id", "=", item.version_revision_id)
    .executeTakeFirst();
  // Someone asked again at the same moment: that request already moved it to this revision or later.
  if (moved.numUpdatedRows === 0n) throw new ApiError(409, "reading_no_new_version", readingMessages.noNewVersion);
  return item;
}

/**
 * A document's new version: the item shows the new document from now on; with 'Opnieuw laten lezen'
 * it is also the version to read, so earlier answers count for the old document only.
 */
export async function newDocumentVersion(
  db: Db,
  member: Member,
  id: string,
  input: { documentId: string; reread: boolean },
): Promise<ItemRow> {
  const item = await findItem(db, member.organisationId, id);
  if (item.subject_kind !== "document") throw badRequest(readingMessages.notADocument);
  if (input.documentId === item.subject_id) throw badRequest(readingMessages.sameDocument);
  const file = await findReadyFile(db, member.organisationId, input.documentId).catch(() => {
    throw badRequest(readingMessages.unknownDocument);
  });
  return inTransaction(db, async (tx) => {
    if (await subjectTaken(tx, member.organisationId, "document", file.id)) throw alreadyMarked();
    await tx
      .updateTable("reading_item")
      .set(input.reread ? { subject_id: file.id, version_file_id: file.id, asked_at: now() } : { subject_id: file.id })
      .where("organisation_id", "=", member.organisationId)
      .where("id", "=", id)
      .execute();
    return item;
  });
}
