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
import type { Db } from ".";

const placeholder = (i: number) => `\u0000compiled-once-argument-${i}`;

/** The SQL of every compiled-once query and its statement name: a few, fixed by the code. */
const statementNames = new Map<string, string>();

/** The prepared statement name for this SQL when it is a compiled-once query, else undefined. */
export const preparedName = (sql: string) => statementNames.get(sql);

export function compiledOnce<Args extends unknown[], Q extends Compilable<unknown>>(
  build: (db: Db, ...args: Args) => Q,
): (db: Db, ...args: Args) => Promise<InferResult<Q>> {
  type Row = InferResult<Q>[number];
  // Keyed by the database's adapter, which its transactions share: a query run inside a transaction
  // (a save under the quota lock) uses the same compiled query.
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; positions: Map<unknown, number> }>();
  return async (db, ...args) => {
    const key = db.getExecutor().adapter;
    let entry = compiled.get(key);
    if (!entry) {
      const placeholders = args.map((_, i) => placeholder(i)) as Args;
      const query = build(db, ...placeholders).compile() as CompiledQuery<Row>;
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `normwijs_${statementNames.size + 1}`);
      entry = { query, positions: new Map(placeholders.map((p, i) => [p, i])) };
      compiled.set(key, entry);
    }
    const { query, positions } = entry;
    const parameters = query.parameters.map((p) => {
      const i = positions.get(p);
      return i === undefined ? p : args[i];
    });
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows as InferResult<Q>;
  };
}
