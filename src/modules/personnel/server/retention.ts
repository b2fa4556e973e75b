/**
 * Retention of leavers' records: a person whose end date lies more than the organisation's
 * retention (default 2 years) in the past is removed with their records, their files go to the
 * recycle bin (which empties itself after 30 days), and the activity log says so. Run by a job in
 * the server next to the activity log's retention (one instance at a time through its lease).
 */
import { randomUUID } from "node:crypto";
import type { AppDeps } from "@core/server/http/context";
import { inTransaction, now } from "@core/server/db";
import { withLease } from "@core/server/jobs/lease";
import { startPeriodicJob } from "@core/server/jobs/periodic";
import { addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import { DEFAULT_RETENTION_YEARS, PERSONNEL_FILE_CATEGORY } from "../model";
import { personnelActivity } from "./messages";

const LEASE_MS = 10 * 60 * 1000;

/** Removes the records kept past their retention, across organisations; answers how many. */
export async function removeExpiredPersonnel(
  { db, activity }: Pick<AppDeps, "db" | "activity">,
  at = new Date(),
): Promise<number> {
  const today = amsterdamDay(at);
  // No one's end date is later than today minus the shortest retention (one year): a narrow read.
  const leavers = await db
    .selectFrom("personnel_person")
    .leftJoin("personnel_setting", "personnel_setting.organisation_id", "personnel_person.organisation_id")
    .select([
      "personnel_person.id as id",
      "personnel_person.organisation_id as organisationId",
      "personnel_person.name as name",
      "personnel_person.end_date as endDate",
      "personnel_setting.retention_years as years",
    ])
    .where("personnel_person.end_date", "is not", null)
    .where("personnel_person.end_date", "<", addMonths(today, -12))
    .execute();
  let removed = 0;
  for (const p of leavers) {
    const years = Number(p.years ?? DEFAULT_RETENTION_YEARS);
    if (addMonths(p.endDate!, 12 * years) >= today) continue;
    await inTransaction(db, async (tx) => {
      const files = await tx
        .selectFrom("personnel_item")
        .select("file_id")
        .where("organisation_id", "=", p.organisationId)
        .where("person_id", "=", p.id)
        .where("file_id", "is not", null)
        .execute();
      const ids = files.map((f) => f.file_id!);
      if (ids.length > 0)
        await tx
          .updateTable("stored_file")
          .set({ status: "deleted", deleted_at: now(), deleted_by: null })
          .where("organisation_id", "=", p.organisationId)
          .where("id", "in", ids)
          .where("status", "=", "ready")
          .where("category", "=", PERSONNEL_FILE_CATEGORY)
          .execute();
      await tx
        .deleteFrom("personnel_person")
        .where("organisation_id", "=", p.organisationId)
        .where("id", "=", p.id)
        .execute();
    });
    await activity.record({
      organisationId: p.organisationId,
      kind: "personnel.expired",
      userId: null,
      actor: personnelActivity.retentionActor,
      subject: p.name,
      detail: personnelActivity.retention(formatIsoDate(p.endDate!), years),
    });
    removed++;
  }
  return removed;
}

export function startPersonnelRetentionJob({
  db,
  config,
  log,
  activity,
}: Pick<AppDeps, "db" | "config" | "log" | "activity">) {
  const holder = randomUUID();
  return startPeriodicJob(
    log,
    "Opruimen van dossiers van vertrokken medewerkers mislukt",
    config.ACTIVITY_RETENTION_INTERVAL_MS,
    () =>
      withLease(db, "personnel-retention", holder, LEASE_MS, async () => {
        const removed = await removeExpiredPersonnel({ db, activity });
        if (removed > 0) log.info(`Medewerkers: ${removed} dossiers na de bewaartermijn verwijderd.`);
        return removed;
      }),
  );
}
