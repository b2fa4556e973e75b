/**
 * The Overzicht in one answer: overdue and soon-due items, the HKZ coverage, and the organisation's recent changes
 * (saved parts of the quality system from kms_revision, uploaded documents from stored_file).
 */
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { amsterdamDay } from "@core/shared/calendar-day";
import { documentCategories } from "@norm/catalogue";
import { describeValue } from "@norm/due-items";
import type { OverviewDto, RecentChangeDto } from "../model";
import { dueDataRead } from "./due";
import { read, runRead, together, type Read } from "@core/server/db/read-together";
import { coverageRows, fillProgress, type VerbeterenWork } from "@norm/coverage";
import { paths } from "@core/shared/paths";

const RECENT = 10;

/** Autosave writes a revision every few seconds while someone types: read more, keep the latest per part. */
const recentRevisions = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("kms_revision")
    .leftJoin("user", "user.id", "kms_revision.created_by")
    // Whether it was a deletion, not the value: 200 revisions of long texts are many bytes to read.
    .select((eb) => [
      "kms_revision.name as name",
      eb("kms_revision.value", "is", null).as("deleted"),
      "kms_revision.created_at as at",
      "user.name as who",
    ])
    .where("kms_revision.organisation_id", "=", organisationId)
    .orderBy("kms_revision.created_at", "desc")
    .limit(RECENT * 20),
);

const recentUploads = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("stored_file")
    .leftJoin("user", "user.id", "stored_file.uploaded_by")
    .select([
      "stored_file.name as name",
      "stored_file.category as category",
      "stored_file.uploaded_at as at",
      "user.name as who",
    ])
    .where("stored_file.organisation_id", "=", organisationId)
    .where("stored_file.status", "=", "ready")
    .orderBy("stored_file.uploaded_at", "desc")
    .limit(RECENT),
);

type RevisionRow = Awaited<ReturnType<typeof recentRevisions>>[number];
type UploadRow = Awaited<ReturnType<typeof recentUploads>>[number];

const recentChangesRead = (organisationId: string): Read<RecentChangeDto[]> =>
  together(
    [
      read(recentRevisions.with(organisationId), (rows) => rows),
      read(recentUploads.with(organisationId), (rows) => rows),
    ],
    mergeRecent,
  );

function mergeRecent(revisions: RevisionRow[], files: UploadRow[]): RecentChangeDto[] {
  const changes: RecentChangeDto[] = [];
  const seen = new Set<string>();
  for (const r of revisions) {
    const described = describeValue(r.name);
    if (!described || seen.has(described.what)) continue;
    seen.add(described.what);
    changes.push({ ...described, action: r.deleted ? "verwijderd" : "gewijzigd", who: r.who, at: r.at });
  }
  for (const f of files) {
    const category = documentCategories.find((c) => c.slug === f.category);
    changes.push({
      what: f.name ?? "",
      action: "geüpload",
      who: f.who,
      at: f.at ?? "",
      link: paths.documenten(category?.slug ?? f.category),
    });
  }
  return changes.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, RECENT);
}

/** The Verbeteren part's work for the coverage (review/coverage.ts, handed in by server.ts). */
export type VerbeterenCoverage = (organisationId: string, now: Date) => Read<VerbeterenWork[]>;

const noVerbeteren: VerbeterenCoverage = () => together([], () => []);

/** Everything on the Overzicht: on PostgreSQL one round trip (db/read-together.ts). */
export async function loadOverview(
  db: Db,
  organisationId: string,
  now = new Date(),
  verbeteren: VerbeterenCoverage = noVerbeteren,
): Promise<OverviewDto> {
  return runRead(
    db,
    together(
      [dueDataRead(organisationId, now), recentChangesRead(organisationId), verbeteren(organisationId, now)],
      ({ values, items }, recent, work) => ({
        today: amsterdamDay(now),
        overdue: items.filter((i) => i.status === "verlopen"),
        soon: items.filter((i) => i.status === "binnenkort"),
        recent,
        coverage: coverageRows(values, items, work),
        progress: fillProgress(values),
      }),
    ),
  );
}
