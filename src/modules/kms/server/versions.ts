/**
 * A topic page's version, for what other modules keep about a page (Leesbevestigingen): the newest
 * kms_revision among the page's values, by its id, so they refer to the revision that exists and
 * never copy the text. Every query carries the organisation id.
 */
import type { Db } from "@core/server/db";
import { findTopic } from "@norm/catalogue";

/** The names of the values a topic page holds (its texts and tables); empty for an unknown slug. */
export function pageValueNames(slug: string): string[] {
  return (findTopic(slug)?.sections ?? []).flatMap((s) => (s.kind === "text" || s.kind === "table" ? [s.name] : []));
}

export type PageRevision = { id: string; at: string };

/** The page's newest revision (its latest save or delete), or undefined when nothing was ever saved. */
export async function latestPageRevision(
  db: Db,
  organisationId: string,
  slug: string,
): Promise<PageRevision | undefined> {
  const names = pageValueNames(slug);
  if (names.length === 0) return undefined;
  return db
    .selectFrom("kms_revision")
    .select(["id", "created_at as at"])
    .where("organisation_id", "=", organisationId)
    .where("name", "in", names)
    .orderBy("created_at", "desc")
    .orderBy("revision", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** When each of these revisions was saved (only this organisation's). */
export async function revisionTimes(db: Db, organisationId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("kms_revision")
    .select(["id", "created_at as at"])
    .where("organisation_id", "=", organisationId)
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.at]));
}
