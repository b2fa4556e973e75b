/** 'Herinneringen per e-mail': on unless the person turned it off (no row means on). */
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";

export async function getEmailReminders(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("reminder_preference")
    .select("email_reminders")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? row.email_reminders === 1 : true;
}

export async function setEmailReminders(db: Db, userId: string, on: boolean): Promise<void> {
  const values = { email_reminders: on ? 1 : 0, updated_at: now() };
  await db
    .insertInto("reminder_preference")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
