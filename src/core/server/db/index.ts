/**
 * Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when DATABASE_URL is set,
 * and brings it up to date — better-auth's tables from its own schema, then our numbered migrations.
 */
import SQLite from "better-sqlite3";
import { registerSearchWords } from "@core/server/db/search-words";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from "kysely";
import type pg from "pg";
import { lazyRequire } from "@core/server/lazy-require";
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import type { Database } from "@core/server/db/schema";
import { startCheckpointer, type Checkpointer } from "@core/server/db/checkpointer";
import { preparedName } from "@core/server/db/compiled-once";
import * as m0001 from "@core/server/db/migrations/0001_organisations";
import * as m0002 from "@core/server/db/migrations/0002_kms_values";
import * as m0003 from "@core/server/db/migrations/0003_files";
import * as m0004 from "@core/server/db/migrations/0004_billing";
import * as m0005 from "@core/server/db/migrations/0005_kms_history_trigger";
import * as m0006 from "@core/server/db/migrations/0006_kms_tombstones";
import * as m0007 from "@core/server/db/migrations/0007_kms_usage";
import * as m0008 from "@core/server/db/migrations/0008_rate_limit";
import * as m0009 from "@core/server/db/migrations/0009_team";
import * as m0011 from "@core/server/db/migrations/0011_two_factor";
import * as m0012 from "@core/server/db/migrations/0012_auditor_links";
import * as m0014 from "@core/server/db/migrations/0014_planning";
import * as m0015 from "@core/server/db/migrations/0015_recycle_bin";
import * as m0016 from "@core/server/db/migrations/0016_activity_log";
import * as m0017 from "@core/server/db/migrations/0017_improvement_actions";
import * as m0018 from "@core/server/db/migrations/0018_internal_audits";
import * as m0019 from "@core/server/db/migrations/0019_client_surveys";
import * as m0020 from "@core/server/db/migrations/0020_management_reviews";
import * as m0021 from "@core/server/db/migrations/0021_survey_anonymity";
import * as m0022 from "@core/server/db/migrations/0022_document_elements";
import * as m0023 from "@core/server/db/migrations/0023_auditor_questions";
import * as m0024 from "@core/server/db/migrations/0024_reading";
import * as m0025 from "@core/server/db/migrations/0025_search";
import * as m0027 from "@core/server/db/migrations/0027_handbook_import";
import * as m0028 from "@core/server/db/migrations/0028_auth_rate_limit";
import * as m0031 from "@core/server/db/migrations/0031_handbook_import_files";
import * as m0032 from "@core/server/db/migrations/0032_survey_answer_order";
import * as m0034 from "@core/server/db/migrations/0034_reading_import";
import * as m0035 from "@core/server/db/migrations/0035_search_kms_pending";
import * as m0036 from "@core/server/db/migrations/0036_guard_notices";
import * as m0039 from "@core/server/db/migrations/0039_survey_set_aside";
import * as m0042 from "@core/server/db/migrations/0042_approvals";
import * as m0043 from "@core/server/db/migrations/0043_search_per_organisation";
import * as m0044 from "@core/server/db/migrations/0044_document_indexes";
import * as m0045 from "@core/server/db/migrations/0045_regime";
import * as m0046 from "@core/server/db/migrations/0046_personnel";
import * as m0047 from "@core/server/db/migrations/0047_personnel_from_staff_table";
import * as m0048 from "@core/server/db/migrations/0048_reports";
import * as m0070 from "@core/server/db/migrations/0070_retire_staff_table";
import * as m0071 from "@core/server/db/migrations/0071_search_reports";

/** Append-only: add new migrations at the end with the next number. */
export const migrations: Record<string, Migration> = {
  "0001_organisations": m0001,
  "0002_kms_values": m0002,
  "0003_files": m0003,
  "0004_billing": m0004,
  "0005_kms_history_trigger": m0005,
  "0006_kms_tombstones": m0006,
  "0007_kms_usage": m0007,
  "0008_rate_limit": m0008,
  "0009_team": m0009,
  "0011_two_factor": m0011,
  "0012_auditor_links": m0012,
  "0014_planning": m0014,
  "0015_recycle_bin": m0015,
  "0016_activity_log": m0016,
  "0017_improvement_actions": m0017,
  "0018_internal_audits": m0018,
  "0019_client_surveys": m0019,
  "0020_management_reviews": m0020,
  "0021_survey_anonymity": m0021,
  "0022_document_elements": m0022,
  "0023_auditor_questions": m0023,
  "0024_reading": m0024,
  "0025_search": m0025,
  "0027_handbook_import": m0027,
  "0028_auth_rate_limit": m0028,
  "0031_handbook_import_files": m0031,
  "0032_survey_answer_order": m0032,
  "0034_reading_import": m0034,
  "0035_search_kms_pending": m0035,
  "0036_guard_notices": m0036,
  "0039_survey_set_aside": m0039,
  "0042_approvals": m0042,
  "0043_search_per_organisation": m0043,
  "0044_document_indexes": m0044,
  "0045_regime": m0045,
  "0046_personnel": m0046,
  "0047_personnel_from_staff_table": m0047,
  "0048_reports": m0048,
  "0070_retire_staff_table": m0070,
  "0071_search_reports": m0071,
};

export type Db = Kysely<Database>;
export type DbKind = Config["database"]["kind"];

/**
 * Called with the SQL of every statement sent to the engine (transaction begin and commit too),
 * and on PostgreSQL its parameters (SQLite prepares before it binds: none there): the query-count
 * test uses it to hold the common requests to their number of round trips.
 */
export type QueryObserver = (sql: string, parameters: readonly unknown[]) => void;

/**
 * Told about this process's writes to some tables (auth/guard-cache.ts): `changed` runs before such
 * a statement is sent, and again once it has finished, or, inside a transaction, once the
 * transaction has.
 */
export type WriteWatch = { writes(sql: string): boolean; changed(): void };

export function openDatabase(
  database: Config["database"],
  log?: Pick<Logger, "warn">,
  onQuery?: QueryObserver,
  watch?: WriteWatch,
): Db {
  if (database.kind === "postgres") {
    const { Pool } = lazyRequire("pg") as typeof pg;
    const pool = new Pool({ connectionString: database.url, max: database.poolSize });
    // An idle connection that the database ends (a restart, a failover, an administrator) emits
    // 'error' on the pool; unhandled, that would stop the whole process. The pool replaces it.
    pool.on("error", (err) => log?.warn(`Databaseverbinding verbroken, wordt vervangen: ${err.message}`));
    pool.on("connect", (client) => prepareHotQueries(client, onQuery, watch));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(database.file);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL in WAL mode: a committed write survives a crash of the process (not a power cut).
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  registerSearchWords(sqlite);
  const checkpointer =
    database.file === ":memory:" ? undefined : startCheckpointer(sqlite, database.file, log, 1000, { lazy: true });
  const connection = withStatementCache(sqlite, () => void checkpointer?.stop(), onQuery);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  if (checkpointer) checkpointers.set(db, checkpointer);
  return db;
}

const checkpointers = new WeakMap<Db, Checkpointer>();

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time. The compiled-once
 * queries (the session check on every request, the save's update) go as named statements instead:
 * prepared once per connection, then only bound and run. Only those few, so a connection's
 * statements stay bounded. The same wrapper shows every statement to the observer and the watch.
 */
function prepareHotQueries(client: pg.PoolClient, onQuery?: QueryObserver, watch?: WriteWatch) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // A watched write inside an open transaction counts again when the transaction ends.
  let inTransaction = false;
  let wroteInTransaction = false;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const sql = typeof config === "string" ? config : String((config as { text?: string }).text);
    if (onQuery) {
      const values = typeof config === "string" ? rest[0] : (config as { values?: unknown }).values;
      onQuery(sql, Array.isArray(values) ? values : []);
    }
    let after: (() => void) | undefined;
    if (watch) {
      if (/^\s*(?:begin|start\s+transaction)\b/i.test(sql)) inTransaction = true;
      else if (/^\s*(?:commit|rollback)\b/i.test(sql)) {
        if (wroteInTransaction) after = watch.changed;
        inTransaction = wroteInTransaction = false;
      } else if (watch.writes(sql)) {
        watch.changed();
        if (inTransaction) wroteInTransaction = true;
        else after = watch.changed;
      }
    }
    const name = typeof config === "string" ? preparedName(config) : undefined;
    const result = name ? query({ name, text: config, values: rest[0] }, ...rest.slice(1)) : query(config, ...rest);
    if (after && result instanceof Promise) result.then(after, after);
    return result;
  }) as typeof client.query;
}

/**
 * Closes the database, after the SQLite checkpoint worker has finished with the file (so nothing
 * touches the data folder once this resolves). Use this rather than db.destroy().
 */
export async function closeDatabase(db: Db): Promise<void> {
  await checkpointers.get(db)?.stop();
  await db.destroy();
}

/**
 * Kysely prepares every query anew; preparing is a large share of a small request's CPU time.
 * Statements are reusable in better-sqlite3 (execution is synchronous), so keep the most recent.
 */
function withStatementCache(sqlite: SQLite.Database, beforeClose: () => void, onQuery?: QueryObserver, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      beforeClose();
      sqlite.close();
    },
    // Kysely's SQLite driver prepares every statement it runs, begin and commit included.
    prepare(sql: string) {
      onQuery?.(sql, []);
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`Migratie ${r.migrationName} mislukt`);
  }
  if (error) throw error;
  // Start-up's writes are in the file now; the checkpoint worker waits for the first real write.
  checkpointers.get(db)?.settle();
}

export const now = () => new Date().toISOString();

/** Runs fn in a transaction, joining the caller's when there already is one. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
