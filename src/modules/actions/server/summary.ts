/**
 * The Verbeteracties of a period in numbers, for the management review (the contract in
 * VERBETEREN-CONTRACT.md). An action counts for a period when it was made in it or is due in it;
 * 'overdue' is still to be done with its date before the end of the period (or before today, when
 * the period has not ended yet). from/to are yyyy-MM-dd, inclusive.
 */
import type { Db } from "@core/server/db";
import { amsterdamDay, amsterdamDayStart, addDays } from "@core/shared/calendar-day";
import { isOpenStatus, type ActionStatus } from "../model";

export type ActionsSummary = { total: number; done: number; open: number; overdue: number; cancelled: number };

export async function actionsSummary(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
  at = new Date(),
): Promise<ActionsSummary> {
  const createdFrom = amsterdamDayStart(from);
  const createdBefore = amsterdamDayStart(addDays(to, 1));
  const rows = await db
    .selectFrom("improvement_action")
    .select(["status", "due_date"])
    .where("organisation_id", "=", organisationId)
    .where((eb) =>
      eb.or([
        eb.and([eb("due_date", ">=", from), eb("due_date", "<=", to)]),
        eb.and([eb("created_at", ">=", createdFrom), eb("created_at", "<", createdBefore)]),
      ]),
    )
    .execute();
  const today = amsterdamDay(at);
  const cutoff = today <= to ? today : addDays(to, 1);
  const summary: ActionsSummary = { total: rows.length, done: 0, open: 0, overdue: 0, cancelled: 0 };
  for (const r of rows) {
    const status = r.status as ActionStatus;
    if (status === "done") summary.done++;
    else if (status === "cancelled") summary.cancelled++;
    else summary.open++;
    if (isOpenStatus(status) && r.due_date < cutoff) summary.overdue++;
  }
  return summary;
}
