/**
 * What the reading list shows: the items (all for an Eigenaar, else those that ask the caller) with
 * their counts and the caller's own answer, one item per member, the overview per member, the CSV,
 * the summary for the handbook and the management review, and a member's 'Te lezen'.
 */
import type { Db } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import { csvLine } from "@modules/activity/model";
import { formatDateTimeNl } from "@core/shared/format-date";
import { roleNames } from "@core/shared/permissions";
import { paths } from "@core/shared/paths";
import { readingMessages } from "../messages";
import {
  type ReadingItemDetailDto,
  type ReadingItemDto,
  type ReadingMemberRowDto,
  type ReadingPersonDto,
  type ReadingSummary,
} from "../model";
import type { TeamMemberDto } from "@modules/team/model";
import {
  appliesTo,
  countsOf,
  loadReading,
  statusOf,
  subjectOf,
  versionOf,
  type ItemRow,
  type ReadingState,
} from "./model";

const askedOf = (state: ReadingState, item: ItemRow) => state.members.filter((m) => appliesTo(item, state.targets, m));

function rowFor(state: ReadingState, item: ItemRow, m: TeamMemberDto): ReadingMemberRowDto {
  const { status, latest } = statusOf(item, state.confirmations, m.userId);
  return {
    userId: m.userId,
    name: m.name,
    email: m.email,
    role: m.role,
    status,
    version: latest ? versionOf(state, latest).label : null,
    at: latest?.at ?? null,
    reason: latest?.reason ?? null,
  };
}

function itemDto(state: ReadingState, item: ItemRow, caller: { userId: string; role: Member["role"] }): ReadingItemDto {
  const applies = appliesTo(item, state.targets, caller);
  const own = statusOf(item, state.confirmations, caller.userId);
  const targets = state.targets.filter((t) => t.item_id === item.id);
  return {
    id: item.id,
    subject: subjectOf(state, item),
    audience: item.audience,
    roles: targets.flatMap((t) => (t.role ? [t.role] : [])),
    members: targets.flatMap((t) => (t.user_id ? [t.user_id] : [])),
    version: versionOf(state, item),
    askedAt: item.asked_at,
    counts: countsOf(state, item),
    mine: {
      applies,
      status: own.status,
      reason: own.status === "not_applicable" ? (own.latest?.reason ?? null) : null,
      at: own.latest?.at ?? null,
    },
  };
}

/** An Eigenaar sees every item; another member the items that ask them. */
export async function listItems(db: Db, member: Member, userId: string): Promise<ReadingItemDto[]> {
  const state = await loadReading(db, member.organisationId);
  const caller = { userId, role: member.role };
  return state.items
    .filter((item) => member.role === "owner" || appliesTo(item, state.targets, caller))
    .map((item) => itemDto(state, item, caller));
}

export async function itemDetail(
  db: Db,
  member: Member,
  userId: string,
  id: string,
): Promise<ReadingItemDetailDto | null> {
  const state = await loadReading(db, member.organisationId, id);
  const item = state.items[0];
  if (!item) return null;
  const people = member.role === "owner" ? askedOf(state, item).map((m) => rowFor(state, item, m)) : null;
  return { ...itemDto(state, item, { userId, role: member.role }), people };
}

/** The item of a page or document, for the banner on it; null when it is not on the reading list. */
export async function itemOfSubject(db: Db, member: Member, userId: string, kind: "topic" | "document", id: string) {
  const row = await db
    .selectFrom("reading_item")
    .select("id")
    .where("organisation_id", "=", member.organisationId)
    .where("subject_kind", "=", kind)
    .where("subject_id", "=", id)
    .executeTakeFirst();
  return row ? itemDetail(db, member, userId, row.id) : null;
}

export async function peopleOverview(db: Db, organisationId: string): Promise<ReadingPersonDto[]> {
  const state = await loadReading(db, organisationId);
  return state.members.map((m) => ({
    userId: m.userId,
    name: m.name,
    email: m.email,
    role: m.role,
    items: state.items
      .filter((item) => appliesTo(item, state.targets, m))
      .map((item) => {
        const { status, latest } = statusOf(item, state.confirmations, m.userId);
        return { itemId: item.id, title: subjectOf(state, item).title, status, at: latest?.at ?? null };
      }),
  }));
}

/** One line per item and member it asks: the status for the current version and the latest answer. */
export async function* readingCsvLines(db: Db, organisationId: string): AsyncGenerator<string> {
  yield csvLine([...readingMessages.csvHeader]);
  const ids = await db
    .selectFrom("reading_item")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // An item at a time, so a long list is never in memory at once.
  for (const { id } of ids) {
    const state = await loadReading(db, organisationId, id);
    const item = state.items[0];
    if (!item) continue;
    const subject = subjectOf(state, item);
    const kind = subject.kind === "topic" ? readingMessages.kindTopic : readingMessages.kindDocument;
    for (const m of askedOf(state, item)) {
      const row = rowFor(state, item, m);
      yield csvLine([
        subject.title,
        kind,
        row.version ?? versionOf(state, item).label,
        m.name,
        m.email,
        roleNames[m.role],
        readingMessages.status[row.status],
        row.at ? formatDateTimeNl(row.at) : "",
        row.reason ?? "",
      ]);
    }
  }
}

/** For the handbook and the management review: answers for the current versions of what was asked. */
export async function readingSummary(db: Db, organisationId: string): Promise<ReadingSummary> {
  const state = await loadReading(db, organisationId);
  const summary = { asked: 0, read: 0, notApplicable: 0 };
  for (const item of state.items) {
    const counts = countsOf(state, item);
    summary.asked += counts.asked - counts.notApplicable;
    summary.read += counts.read;
    summary.notApplicable += counts.notApplicable;
  }
  return summary;
}

export type ToReadItem = { id: string; title: string; link: string; askedAt: string };

function toReadOf(state: ReadingState, member: { userId: string; role: Member["role"] }): ToReadItem[] {
  return state.items
    .filter((item) => appliesTo(item, state.targets, member))
    .filter((item) => {
      const { status } = statusOf(item, state.confirmations, member.userId);
      return status === "open" || status === "outdated";
    })
    .map((item) => ({
      id: item.id,
      title: subjectOf(state, item).title,
      link: paths.leesvraag(item.id),
      askedAt: item.asked_at,
    }));
}

/** A member's 'Te lezen': what asks them and is not answered for its current version. */
export async function toReadFor(db: Db, organisationId: string, member: { userId: string; role: Member["role"] }) {
  return toReadOf(await loadReading(db, organisationId), member);
}

/** Every member's 'Te lezen' in one organisation (the reminder job), read once. */
export async function toReadByMember(db: Db, organisationId: string): Promise<Map<string, ToReadItem[]>> {
  const state = await loadReading(db, organisationId);
  return new Map(state.members.map((m) => [m.userId, toReadOf(state, m)]));
}
