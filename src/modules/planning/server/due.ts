/**
 * The due items of one organisation: its values, documents, review dates, completions, open
 * Verbeteracties and planned internal audits, read with the organisation in every query, then the one function
 * (shared/due-items.ts).
 */
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, together, type Read } from "@core/server/db/read-together";
import { amsterdamDay } from "@core/shared/calendar-day";
import { reviewDateValue } from "@norm/due-rules";
import { approvalsRead } from "./approvals";
import type { ApprovalsDto } from "@norm/approvals";
import { dueItems, type ReviewDates, type DueCompletion, type DueItem, type DueValues } from "@norm/due-items";
import { kmsValuesRead } from "@modules/kms/server";
import { allFilesRead } from "@modules/documents/server";
import { reviewDatesRead } from "./review-dates";
import { dueActionsRead } from "@modules/actions/server";
import { dueAuditsRead } from "@modules/audits/server";
import { duePersonnelRead } from "@modules/personnel/server";
import { complaintTermsRead } from "@modules/organisation/server";
import type { ComplaintTerms } from "@norm/complaint-terms";

/** Read on every Overzicht and calendar request: compiled once (db/compiled-once.ts). */
const completionRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("due_completion")
    .select(["item_id", "due_on", "completed_on"])
    .where("organisation_id", "=", organisationId),
);

/**
 * The day of the newest saved management review ('Jaarlijkse beoordeling'): the yearly review is
 * due a year after it, or after the date typed on the topic when that is later. Planning reads this
 * one column of review's table itself, because review builds on planning (boundaries.test.ts).
 */
const newestReviewRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("management_review")
    .select("saved_at")
    .where("organisation_id", "=", organisationId)
    .orderBy("saved_at", "desc")
    .limit(1),
);

const reviewCycleRead = (organisationId: string): Read<Record<string, string>> =>
  read(newestReviewRows.with(organisationId), (rows): Record<string, string> =>
    rows[0] ? { [reviewDateValue]: amsterdamDay(rows[0].saved_at) } : {},
  );

/** The moment each subject was last approved: its review date counts from there. */
const approvedOn = (approvals: ApprovalsDto): NonNullable<ReviewDates["approved"]> => ({
  topic: Object.fromEntries(Object.entries(approvals.topic).map(([k, a]) => [k, a.approvedAt])),
  document: Object.fromEntries(Object.entries(approvals.document).map(([k, a]) => [k, a.approvedAt])),
});

const completionsRead = (organisationId: string): Read<DueCompletion[]> =>
  read(completionRows.with(organisationId), (rows) =>
    rows.map((r) => ({ itemId: r.item_id, dueOn: r.due_on, completedOn: r.completed_on })),
  );

export async function loadDueItems(db: Db, organisationId: string, now = new Date()): Promise<DueItem[]> {
  return (await loadDueData(db, organisationId, now)).items;
}

export type DueData = { values: DueValues; items: DueItem[]; approvals: ApprovalsDto; terms: ComplaintTerms };

/**
 * The organisation's values with the due items made from them (the overview needs both): twelve
 * reads, on PostgreSQL in one round trip (db/read-together.ts).
 */
export const dueDataRead = (organisationId: string, now: Date): Read<DueData> =>
  together(
    [
      kmsValuesRead(organisationId),
      allFilesRead(organisationId),
      reviewDatesRead(organisationId),
      completionsRead(organisationId),
      dueActionsRead(organisationId),
      dueAuditsRead(organisationId),
      duePersonnelRead(organisationId, amsterdamDay(now)),
      reviewCycleRead(organisationId),
      approvalsRead(organisationId),
      complaintTermsRead(organisationId),
    ],
    ({ values }, documents, reviewDates, completions, actions, audits, personnel, cycleDates, approvals, terms) => ({
      values,
      approvals,
      terms,
      items: dueItems(
        values,
        documents,
        { ...reviewDates, approved: approvedOn(approvals) },
        completions,
        amsterdamDay(now),
        [...actions, ...audits, ...personnel],
        cycleDates,
        terms,
      ),
    }),
  );

export async function loadDueData(db: Db, organisationId: string, now = new Date()): Promise<DueData> {
  return runRead(db, dueDataRead(organisationId, now));
}
