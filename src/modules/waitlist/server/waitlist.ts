/**
 * The waitlist (SIGNUP_MODE=waitlist): visitors leave their e-mail, an operator admits them with
 * `npm run admin -- waitlist approve <e-mail>`, after which they can create an account.
 */
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { WaitlistStatus } from "../model";

export async function joinWaitlist(db: Db, email: string): Promise<WaitlistStatus> {
  await db
    .insertInto("waitlist")
    .values({ email, created_at: now(), approved_at: null })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return (await waitlistStatus(db, email)) ?? "waiting";
}

export async function waitlistStatus(db: Db, email: string): Promise<WaitlistStatus | undefined> {
  const row = await db.selectFrom("waitlist").select("approved_at").where("email", "=", email).executeTakeFirst();
  if (!row) return undefined;
  return row.approved_at ? "approved" : "waiting";
}

/** Admits an address; adds it to the list first when it was not on it. */
export async function approveWaitlist(db: Db, email: string): Promise<void> {
  const at = now();
  await db
    .insertInto("waitlist")
    .values({ email, created_at: at, approved_at: at })
    .onConflict((oc) => oc.column("email").doUpdateSet({ approved_at: at }))
    .execute();
}

export async function listWaitlist(db: Db) {
  return db.selectFrom("waitlist").selectAll().orderBy("created_at").execute();
}
