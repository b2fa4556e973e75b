/**
 * Several small reads in one round trip. The Overzicht and the calendar each read six to ten small
 * sets of one organisation (values, documents, dates, actions, …); on PostgreSQL every statement
 * costs a network round trip, a write on the socket and the protocol's work on both sides, which
 * under load was more than the reads themselves (bench/load.ts, issue 29).
 *
 * On PostgreSQL the reads go as one statement, each read's rows aggregated to a JSON array
 * (`json_agg`), sent as a named prepared statement like every compiled-once query. Every column the
 * reads select is text, integer or boolean, which JSON carries unchanged (bigint would come back as
 * a number instead of the driver's string: read-together.postgres.test.ts compares both ways).
 * A read's ORDER BY holds inside its aggregate: PostgreSQL aggregates a sorted subquery's rows in
 * that order (json_agg has no parallel form that could mix them).
 *
 * On SQLite, in the process itself, the reads simply run one after the other.
 */
import { PostgresAdapter, type CompiledQuery } from "kysely";
import type { Db } from "@core/server/db";
import { registerPrepared, type BoundQuery } from "@core/server/db/compiled-once";

/**
 * Compiled-once queries with their values, and what to make of their rows: one query (`read`) or
 * the queries of several reads (`together`), which `runRead` sends in one round trip.
 */
export type Read<T> = { queries: readonly BoundQuery<unknown>[]; map(rows: unknown[][]): T };

type Results<R extends readonly Read<unknown>[]> = { -readonly [K in keyof R]: R[K] extends Read<infer T> ? T : never };

/** A read of `query`'s rows, turned into a value by `map`. */
export function read<Row, T>(query: BoundQuery<Row>, map: (rows: Row[]) => T): Read<T> {
  return { queries: [query], map: ([rows]) => map(rows as Row[]) };
}

/** Several reads as one, their values handed to `map` in order. */
export function together<const R extends readonly Read<unknown>[], T>(
  reads: R,
  map: (...values: Results<R>) => T,
): Read<T> {
  return {
    queries: reads.flatMap((r) => r.queries),
    map(rows) {
      let at = 0;
      const values = reads.map((r) => r.map(rows.slice(at, (at += r.queries.length))));
      return map(...(values as Results<R>));
    },
  };
}

/** Runs a read: on PostgreSQL all its queries in one statement, on SQLite one after the other. */
export async function runRead<T>(db: Db, one: Read<T>): Promise<T> {
  const compiled = one.queries.map((q) => q.compile(db));
  if (compiled.length === 1 || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const rows: unknown[][] = [];
    for (const query of compiled) rows.push((await db.executeQuery(query)).rows as unknown[]);
    return one.map(rows);
  }
  const { rows } = await db.executeQuery<Record<string, unknown[]>>(combine(compiled));
  const row = rows[0]!;
  return one.map(compiled.map((_, i) => row[`r${i}`]!));
}

/** The combined statement per list of SQL texts: a few, fixed by the code. */
const combined = new Map<string, string>();

function combine(queries: CompiledQuery[]): CompiledQuery {
  const key = queries.map((q) => q.sql).join("\u0000");
  let sql = combined.get(key);
  if (!sql) {
    let offset = 0;
    const parts = queries.map((q, i) => {
      const renumbered = q.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const position = Number(n);
        if (position > q.parameters.length) throw new Error(`read-together: $${n} without a value in ${q.sql}`);
        return `$${position + offset}`;
      });
      offset += q.parameters.length;
      return `(select coalesce(json_agg(r), '[]'::json) from (${renumbered}) as r) as "r${i}"`;
    });
    sql = `select ${parts.join(", ")}`;
    registerPrepared(sql);
    combined.set(key, sql);
  }
  return {
    sql,
    parameters: queries.flatMap((q) => q.parameters),
    query: queries[0]!.query,
    queryId: queries[0]!.queryId,
  };
}
