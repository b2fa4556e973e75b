/**
 * On PostgreSQL a table keeps its rows in the order they were written, and each row carries the
 * number of the transaction that wrote it (xmin): with a copy of the database, the answers of a day
 * could be put in the order they came in, and matched to whoever answered at a known moment. So a
 * job writes each organisation's answers of today and yesterday again, in random order, in one
 * transaction: afterwards they lie in random order and share one transaction number, and nothing
 * tells more than their day. It only does so for an organisation with answers written since (their
 * rows do not share one transaction number), every minute by default, so only the answers of the last
 * minute can be told apart until the next run. Rows removed this way are gone for good once
 * PostgreSQL vacuums the table (autovacuum, shortly after).
 *
 * SQLite needs none of this: its answer tables have no rowid and are stored by their random ids
 * (migration 0021). No lease: a second instance running the same job at once waits for the usage
 * lock and then finds nothing left to mix.
 */
import { sql, SqliteAdapter } from "kysely";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import type { Logger } from "@core/server/logger";
import { startPeriodicJob } from "@core/server/jobs/periodic";
import { withDataRoom } from "@modules/quota/server";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";

/** Rows per insert statement, well under PostgreSQL's limit of parameters. */
const batch = 1000;

/** Fisher–Yates: every order equally likely. */
function shuffled<T>(rows: readonly T[]): T[] {
  const out = [...rows];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Organisations whose answers since `since` were not all written by one transaction. */
async function unmixedOrganisations(db: Db, since: string): Promise<string[]> {
  const { rows } = await sql<{ organisation_id: string }>`
    SELECT organisation_id FROM client_survey_response
    WHERE submitted_on >= ${since}
    GROUP BY organisation_id
    HAVING count(DISTINCT xmin::text) > 1`.execute(db);
  return rows.map((r) => r.organisation_id);
}

/** Writes the organisation's answers since `since` again, in random order, in one transaction. */
async function mixOrganisation(db: Db, config: Config, organisationId: string, since: string): Promise<void> {
  // Under the usage lock, like every write of the organisation's data: the same lock order.
  await withDataRoom(db, config, organisationId, async (tx) => {
    const recent = tx
      .selectFrom("client_survey_response")
      .where("organisation_id", "=", organisationId)
      .where("submitted_on", ">=", since);
    const responses = await recent.selectAll().execute();
    const answers = await tx
      .selectFrom("client_survey_answer")
      .selectAll()
      .where("organisation_id", "=", organisationId)
      .where("response_id", "in", recent.select("id"))
      .execute();
    await tx.deleteFrom("client_survey_answer").where("response_id", "in", recent.select("id")).execute();
    await tx
      .deleteFrom("client_survey_response")
      .where("organisation_id", "=", organisationId)
      .where("submitted_on", ">=", since)
      .execute();
    const mixedResponses = shuffled(responses);
    for (let i = 0; i < mixedResponses.length; i += batch)
      await tx
        .insertInto("client_survey_response")
        .values(mixedResponses.slice(i, i + batch))
        .execute();
    const mixedAnswers = shuffled(answers);
    for (let i = 0; i < mixedAnswers.length; i += batch)
      await tx
        .insertInto("client_survey_answer")
        .values(mixedAnswers.slice(i, i + batch))
        .execute();
  });
}

/** Mixes the answers of today and yesterday of every organisation that has new ones (PostgreSQL only). */
export async function mixRecentAnswers(db: Db, config: Config, now = new Date()): Promise<number> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return 0;
  // Yesterday too: answers that came in after yesterday's last run.
  const since = addDays(amsterdamDay(now), -1);
  const organisations = await unmixedOrganisations(db, since);
  for (const organisationId of organisations) await mixOrganisation(db, config, organisationId, since);
  return organisations.length;
}

export function startAnswerMixingJob({ db, config, log }: { db: Db; config: Config; log: Pick<Logger, "error"> }) {
  return startPeriodicJob(
    log,
    "Mengen van de antwoorden op de vragenlijst mislukt",
    config.SURVEY_MIX_INTERVAL_MS,
    () => mixRecentAnswers(db, config),
  );
}
