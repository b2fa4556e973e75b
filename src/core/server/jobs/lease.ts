/**
 * One server instance at a time runs a job, or writes an upload (documents/upload-lock.ts): a lease row
 * per name in the database (table job_lease), removed again when released. Taking it is one conditional UPDATE (free when expired, or already ours), so on PostgreSQL two
 * instances can never both hold it; on SQLite there is one instance anyway. Chosen over a
 * PostgreSQL advisory lock because that belongs to one connection, while our queries go through a
 * pool, and because the same code then runs on both engines. A crashed holder's lease simply
 * expires. The mail keys (reminder_mail) still make each mail go out once should a run outlast it.
 */
import type { Db } from "@core/server/db";

export async function tryLease(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  await db
    .insertInto("job_lease")
    .values({ name, holder: null, expires_at: 0 })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("job_lease")
    .set({ holder, expires_at: now + ttlMs })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("holder", "=", holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease up; the row goes, so names used once (uploads) leave nothing behind. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom("job_lease").where("name", "=", name).where("holder", "=", holder).execute();
}

/** Runs fn while holding the lease; undefined when another instance holds it. */
export async function withLease<T>(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
  fn: () => Promise<T>,
): Promise<T | undefined> {
  if (!(await tryLease(db, name, holder, ttlMs))) return undefined;
  try {
    return await fn();
  } finally {
    await releaseLease(db, name, holder);
  }
}
