/**
 * Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when DATABASE_URL is set,
 * and brings it up to date — better-auth's tables from its own schema, then our numbered migrations.
 */
import SQLite from "better-sqlite3";
import { registerSearchWords } from "@core/server/db/search-words";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import { migrations } from "@core/server/db/migration-files";
import type pg from "pg";
import { lazyRequire } from "@core/server/lazy-require";
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import type { Database } from "@core/server/db/schema";
import { startCheckpointer, type Checkpointer } from "@core/server/db/checkpointer";
import { preparedName } from "@core/server/db/compiled-once";

export { migrations } from "@core/server/db/migration-files";

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
