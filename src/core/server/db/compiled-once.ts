/**
 * Queries that run on (nearly) every request, compiled once. Kysely builds and compiles a query
 * anew each time it runs; for the few small queries on the hot path that cost more CPU than the
 * database's own work. The SQL of such a query does not depend on its values, so it is compiled
 * once per database with placeholder values, and each run swaps in its own values.
 *
 * Every value the query takes must be an argument, passed through unchanged into the builder
 * (no arithmetic or formatting on it inside the builder: that would be applied to the placeholder).
 *
 * On PostgreSQL such a query is also a named prepared statement on each connection (see
 * `preparedName`): parsing and planning the session check's joins cost the database five times
 * what running it does (pgbench: 470 against 2,500 per second), on every request.
 */
import type { CompiledQuery, Compilable, InferResult } from "kysely";
import type { Db } from "@core/server/db";

const placeholder = (i: number) => `\u0000compiled-once-argument-${i}`;

/** The SQL of every compiled-once query and its statement name: a few, fixed by the code. */
const statementNames = new Map<string, string>();

/** The prepared statement name for this SQL when it is a compiled-once query, else undefined. */
export const preparedName = (sql: string) => statementNames.get(sql);

/** A compiled-once query with one call's values, not yet run: see db/read-together.ts. */
export type BoundQuery<Row> = { compile(db: Db): CompiledQuery<Row> };

export type CompiledOnce<Args extends unknown[], Row> = ((db: Db, ...args: Args) => Promise<Row[]>) & {
  /** The query with these values, to run together with others in one round trip. */
  with(...args: Args): BoundQuery<Row>;
};

export function compiledOnce<Args extends unknown[], Q extends Compilable<unknown>>(
  build: (db: Db, ...args: Args) => Q,
): CompiledOnce<Args, InferResult<Q>[number]> {
  type Row = InferResult<Q>[number];
  // Keyed by the database's adapter, which its transactions share: a query run inside a transaction
  // (a save under the quota lock) uses the same compiled query.
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; positions: Map<unknown, number> }>();
  const compile = (db: Db, args: Args): CompiledQuery<Row> => {
    const key = db.getExecutor().adapter;
    let entry = compiled.get(key);
    if (!entry) {
      const placeholders = args.map((_, i) => placeholder(i)) as Args;
      const query = build(db, ...placeholders).compile() as CompiledQuery<Row>;
      registerPrepared(query.sql);
      entry = { query, positions: new Map(placeholders.map((p, i) => [p, i])) };
      compiled.set(key, entry);
    }
    const { query, positions } = entry;
    const parameters = query.parameters.map((p) => {
      const i = positions.get(p);
      return i === undefined ? p : args[i];
    });
    return { ...query, parameters };
  };
  const run = async (db: Db, ...args: Args) => (await db.executeQuery<Row>(compile(db, args))).rows;
  return Object.assign(run, { with: (...args: Args) => ({ compile: (db: Db) => compile(db, args) }) });
}

/** Sends this SQL as a named prepared statement on PostgreSQL (a fixed text built by the code). */
export function registerPrepared(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `normwijs_${statementNames.size + 1}`);
}
