/**
 * The due items of one organisation: its values, documents, review dates, completions, open
 * Verbeteracties and planned internal audits, read with the organisation in every query, then the one function
 * (shared/due-items.ts).
 */
import type { Db } from "../db";
import { compiledOnce } from "../db/compiled-once";
import { amsterdamDay } from "../../shared/calendar-day";
import { dueItems, type DueCompletion, type DueItem, type DueValues } from "../../shared/due-items";
import { loadKmsValues } from "../kms/kms";
import { listAllFiles } from "../documents/files";
import { loadReviewDates } from "./review-dates";
import { dueActionRecords } from "../actions/due";
import { dueAuditRecords } from "../audits/due";

/** Read on every Overzicht and calendar request: compiled once (db/compiled-once.ts). */
const completionRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("due_completion")
    .select(["item_id", "due_on", "completed_on"])
    .where("organisation_id", "=", organisationId),
);

export async function loadCompletions(db: Db, organisationId: string): Promise<DueCompletion[]> {
  const rows = await completionRows(db, organisationId);
  return rows.map((r) => ({ itemId: r.item_id, dueOn: r.due_on, completedOn: r.completed_on }));
}

export async function loadDueItems(db: Db, organisationId: string, now = new Date()): Promise<DueItem[]> {
  return (await loadDueData(db, organisationId, now)).items;
}

/** The organisation's values with the due items made from them (the overview needs both). */
export async function loadDueData(
  db: Db,
  organisationId: string,
  now = new Date(),
): Promise<{ values: DueValues; items: DueItem[] }> {
  const [{ values }, documents, reviewDates, completions, actions, audits] = await Promise.all([
    loadKmsValues(db, organisationId),
    listAllFiles(db, organisationId),
    loadReviewDates(db, organisationId),
    loadCompletions(db, organisationId),
    dueActionRecords(db, organisationId),
    dueAuditRecords(db, organisationId),
  ]);
  const records = [...actions, ...audits];
  return { values, items: dueItems(values, documents, reviewDates, completions, amsterdamDay(now), records) };
}
