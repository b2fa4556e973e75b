/**
 * What the reading module knows of one organisation, read at once (a small team: tens of members and
 * items), and the rules over it: to whom an item applies, and a member's status for the item's
 * current version. Every query carries the organisation id.
 */
import type { Role } from "@core/shared/permissions";
import type { Db } from "@core/server/db";
import { listMembers } from "@modules/team/server";
import { revisionTimes } from "@modules/kms/server";
import { documentCategories, findTopic } from "@norm/catalogue";
import { paths } from "@core/shared/paths";
import { formatDateNl, formatDateTimeNl } from "@core/shared/format-date";
import type { TeamMemberDto } from "@modules/team/model";
import { readingMessages } from "../messages";
import { type ReadingStatus, type ReadingVersionDto } from "../model";
import type { ReadingConfirmationTable, ReadingItemTable, ReadingTargetTable } from "./tables";

export type ItemRow = ReadingItemTable;
export type TargetRow = Pick<ReadingTargetTable, "item_id" | "role" | "user_id">;
export type ConfirmationRow = Omit<ReadingConfirmationTable, "organisation_id">;
type FileInfo = { id: string; name: string | null; category: string; status: string; uploaded_at: string | null };

export type ReadingState = {
  items: ItemRow[];
  targets: TargetRow[];
  members: TeamMemberDto[];
  /** Oldest first. */
  confirmations: ConfirmationRow[];
  files: Map<string, FileInfo>;
  revisions: Map<string, string>;
};

/** The version an item or an answer names: a revision id or a file id. */
export const versionKey = (r: { version_revision_id: string | null; version_file_id: string | null }) =>
  r.version_revision_id ?? r.version_file_id ?? "";

export async function loadReading(db: Db, organisationId: string, itemId?: string): Promise<ReadingState> {
  let itemQuery = db.selectFrom("reading_item").selectAll().where("organisation_id", "=", organisationId);
  if (itemId) itemQuery = itemQuery.where("id", "=", itemId);
  const items = await itemQuery.orderBy("created_at").orderBy("id").execute();
  const ids = items.map((i) => i.id);
  if (ids.length === 0) {
    return { items, targets: [], members: [], confirmations: [], files: new Map(), revisions: new Map() };
  }
  const [targets, members, confirmations] = await Promise.all([
    db
      .selectFrom("reading_target")
      .select(["item_id", "role", "user_id"])
      .where("organisation_id", "=", organisationId)
      .where("item_id", "in", ids)
      .execute(),
    listMembers(db, organisationId),
    db
      .selectFrom("reading_confirmation")
      .select([
        "id",
        "item_id",
        "user_id",
        "answer",
        "reason",
        "version_revision_id",
        "version_file_id",
        "at",
        "person_name",
        "person_email",
        "version_label",
      ])
      .where("organisation_id", "=", organisationId)
      .where("item_id", "in", ids)
      .orderBy("at")
      .orderBy("id")
      .execute(),
  ]);
  const fileIds = new Set<string>();
  const revisionIds = new Set<string>();
  for (const r of [...items, ...confirmations]) {
    if (r.version_file_id) fileIds.add(r.version_file_id);
    if (r.version_revision_id) revisionIds.add(r.version_revision_id);
  }
  for (const i of items) if (i.subject_kind === "document") fileIds.add(i.subject_id);
  const [fileRows, revisions] = await Promise.all([
    fileIds.size === 0
      ? []
      : db
          .selectFrom("stored_file")
          .select(["id", "name", "category", "status", "uploaded_at"])
          .where("organisation_id", "=", organisationId)
          .where("id", "in", [...fileIds])
          .execute(),
    revisionTimes(db, organisationId, [...revisionIds]),
  ]);
  return {
    items,
    targets,
    members,
    confirmations: ownedByMembers(confirmations, members),
    files: new Map(fileRows.map((f) => [f.id, f])),
    revisions,
  };
}

/**
 * An imported answer of someone who had no account here names them by e-mail address: it is the
 * answer of the member with that address, once they joined.
 */
function ownedByMembers(confirmations: ConfirmationRow[], members: TeamMemberDto[]): ConfirmationRow[] {
  if (confirmations.every((c) => c.user_id !== null)) return confirmations;
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  return confirmations.map((c) =>
    c.user_id === null ? { ...c, user_id: byEmail.get((c.person_email ?? "").toLowerCase()) ?? null } : c,
  );
}

/** Whether the item asks this member: everyone, or their role or they themselves were chosen. */
export function appliesTo(item: ItemRow, targets: TargetRow[], member: { userId: string; role: Role }): boolean {
  if (item.audience === "all") return true;
  return targets.some((t) => t.item_id === item.id && (t.role === member.role || t.user_id === member.userId));
}

/** The member's latest answer for the item's current version, else 'outdated' or 'open'. */
export function statusOf(item: ItemRow, confirmations: ConfirmationRow[], userId: string) {
  const own = confirmations.filter((c) => c.item_id === item.id && c.user_id === userId);
  const current = own.filter((c) => versionKey(c) === versionKey(item)).at(-1);
  if (current) return { status: current.answer as ReadingStatus, latest: current };
  const latest = own.at(-1);
  return { status: (latest ? "outdated" : "open") as ReadingStatus, latest: latest ?? null };
}

export function subjectOf(state: Pick<ReadingState, "files">, item: ItemRow) {
  if (item.subject_kind === "topic") {
    const topic = findTopic(item.subject_id);
    return {
      kind: "topic" as const,
      id: item.subject_id,
      title: topic?.title ?? item.subject_id,
      link: paths.kwaliteitssysteem(item.subject_id),
    };
  }
  const file = state.files.get(item.subject_id);
  return {
    kind: "document" as const,
    id: item.subject_id,
    title: file?.name ?? readingMessages.deletedDocument,
    link: paths.documenten(file?.category ?? documentCategories[0].slug),
  };
}

/** How a version reads: 'versie van 12-03-2026 14:05' for a page, the file's name and day for a document. */
export function versionOf(
  state: Pick<ReadingState, "files" | "revisions">,
  r: { version_revision_id: string | null; version_file_id: string | null; version_label?: string | null },
): ReadingVersionDto {
  if (!r.version_revision_id && !r.version_file_id && r.version_label) {
    return { id: null, label: r.version_label, at: null };
  }
  if (r.version_revision_id) {
    const at = state.revisions.get(r.version_revision_id) ?? null;
    return {
      id: r.version_revision_id,
      label: at ? readingMessages.pageVersion(formatDateTimeNl(at)) : readingMessages.olderVersion,
      at,
    };
  }
  const file = r.version_file_id ? state.files.get(r.version_file_id) : undefined;
  if (!file) return { id: r.version_file_id, label: readingMessages.deletedVersion, at: null };
  const at = file.uploaded_at;
  return { id: file.id, label: at ? `${file.name} (${formatDateNl(at)})` : (file.name ?? ""), at };
}

/** Per item: how many members it asks, and how many answered for its current version. */
export function countsOf(state: ReadingState, item: ItemRow) {
  const statuses = state.members
    .filter((m) => appliesTo(item, state.targets, m))
    .map((m) => statusOf(item, state.confirmations, m.userId).status);
  return {
    asked: statuses.length,
    read: statuses.filter((s) => s === "read").length,
    notApplicable: statuses.filter((s) => s === "not_applicable").length,
  };
}
