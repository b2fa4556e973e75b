/**
 * 'Afgerond' on one occurrence of a due item: who and when. A review (topic or document) then gets
 * its next review date 12 months on; a dated table row stops being due; a yearly cycle's next
 * occurrence counts from the day it was completed (shared/due-items.ts).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import type { SessionUser } from "@core/server/http/context";
import { badRequest, notFound } from "@core/server/http/errors";
import { addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { documentReviewMonths, topicReviewMonths } from "@norm/due-rules";
import { planningMessages } from "../messages";
import { loadDueItems } from "./due";
import { setReviewDate } from "./review-dates";

export async function completeDueItem(
  db: Db,
  organisationId: string,
  user: SessionUser,
  input: { itemId: string; due: string },
  at = new Date(),
): Promise<void> {
  const items = await loadDueItems(db, organisationId, at);
  const item = items.find((i) => i.id === input.itemId && i.due === input.due);
  if (!item) throw notFound(planningMessages.unknownItem);
  if (item.doneAtSource) throw badRequest(planningMessages.doneAtSource);
  const today = amsterdamDay(at);
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto("due_completion")
      .values({
        id: randomUUID(),
        organisation_id: organisationId,
        item_id: item.id,
        due_on: item.due,
        completed_on: today,
        completed_by: user.id,
        completed_at: now(),
      })
      .onConflict((oc) => oc.columns(["organisation_id", "item_id", "due_on"]).doNothing())
      .execute();
    const [prefix, id] = splitId(item.id);
    if (prefix === "herziening")
      await setReviewDate(tx, organisationId, user, { kind: "topic", id }, addMonths(today, topicReviewMonths));
    if (prefix === "document")
      await setReviewDate(tx, organisationId, user, { kind: "document", id }, addMonths(today, documentReviewMonths));
  });
}

function splitId(itemId: string): [string, string] {
  const i = itemId.indexOf(":");
  return [itemId.slice(0, i), itemId.slice(i + 1)];
}
