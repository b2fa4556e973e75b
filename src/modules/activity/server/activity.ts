/**
 * Reading the activity log of one organisation: a page of entries newest first with the filters
 * (person, kind, period in Amsterdam days), keyset-paged by (at, id); the people who appear in it;
 * and every matching entry in pages, for the CSV export. Every query carries the organisation id.
 */
import type { Db } from "@core/server/db";
import { badRequest } from "@core/server/http/errors";
import { addDays, amsterdamDayStart } from "@core/shared/calendar-day";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntryDto,
  type ActivityKind,
  type ActivityPageDto,
  type ActivityPersonDto,
} from "../model";
import { activityText } from "../messages";
import { type ActivityFilter } from "../schemas";

function filtered(db: Db, organisationId: string, filter: ActivityFilter) {
  let query = db.selectFrom("activity_event").selectAll().where("organisation_id", "=", organisationId);
  if (filter.person) query = query.where("user_id", "=", filter.person);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.from) query = query.where("at", ">=", amsterdamDayStart(filter.from));
  if (filter.to) query = query.where("at", "<", amsterdamDayStart(addDays(filter.to, 1)));
  if (filter.before) {
    const [at, id] = filter.before.split("|") as [string, string];
    if (Number.isNaN(Date.parse(at))) throw badRequest(activityText.invalidPage);
    query = query.where((eb) => eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]));
  }
  return query.orderBy("at", "desc").orderBy("id", "desc");
}

type Row = {
  id: string;
  at: string;
  kind: string;
  actor: string;
  user_id: string | null;
  subject: string | null;
  detail: string | null;
  address: string | null;
};

const present = (r: Row): ActivityEntryDto => ({
  id: r.id,
  at: r.at,
  kind: r.kind as ActivityKind,
  actor: r.actor,
  userId: r.user_id,
  subject: r.subject,
  detail: r.detail,
  address: r.address,
});

export async function listActivity(
  db: Db,
  organisationId: string,
  filter: ActivityFilter,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<Omit<ActivityPageDto, "retentionDays">> {
  const rows = await filtered(db, organisationId, filter)
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { entries: page.map(present), next: rows.length > pageSize && last ? `${last.at}|${last.id}` : null };
}

/** Every matching entry, newest first, a page at a time (the CSV export streams these). */
export async function* allActivity(
  db: Db,
  organisationId: string,
  filter: ActivityFilter,
): AsyncGenerator<ActivityEntryDto> {
  let before = filter.before;
  for (;;) {
    const { entries, next } = await listActivity(db, organisationId, { ...filter, before }, 1000);
    yield* entries;
    if (!next) return;
    before = next;
  }
}

/** The people in the log (for the person filter): current members and anyone who appears in it. */
export async function activityPeople(db: Db, organisationId: string): Promise<ActivityPersonDto[]> {
  const [members, logged] = await Promise.all([
    db
      .selectFrom("membership")
      .innerJoin("user", "user.id", "membership.user_id")
      .select(["user.id as userId", "user.name as name"])
      .where("membership.organisation_id", "=", organisationId)
      .execute(),
    db
      .selectFrom("activity_event")
      .select(["user_id as userId", (eb) => eb.fn.max("actor").as("name")])
      .where("organisation_id", "=", organisationId)
      .where("user_id", "is not", null)
      .groupBy("user_id")
      .execute(),
  ]);
  const people = new Map<string, string>();
  for (const p of logged) if (p.userId) people.set(p.userId, p.name.replace(/ \([^)]*\)$/, ""));
  for (const m of members) people.set(m.userId, m.name);
  return [...people].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name, "nl"));
}
