/**
 * Small questions every module asks of its own tables. The module names its table; this file only
 * saves writing the same query again.
 */
import type { Insertable, Kysely } from "kysely";
import type { Db } from "@core/server/db/index";
import { compiledOnce, type CompiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, type Read } from "@core/server/db/read-together";
import type { Database } from "@core/server/db/schema";

/** The tables with an `id` and an `organisation_id`. */
type OrganisationTableName = {
  [T in keyof Database]: Database[T] extends { id: unknown; organisation_id: string } ? T : never;
}[keyof Database];

/** One compiled statement per table (db/compiled-once.ts): the Overzicht asks on every request. */
const hasRowQueries = new Map<OrganisationTableName, CompiledOnce<[string], { id: string }>>();

/** Whether `table` holds any row of the organisation. */
export async function organisationHasRow(db: Db, table: OrganisationTableName, organisationId: string) {
  return runRead(db, organisationHasRowRead(table, organisationId));
}

/** The same, as a read that can share a round trip (db/read-together.ts). */
export function organisationHasRowRead(table: OrganisationTableName, organisationId: string): Read<boolean> {
  let query = hasRowQueries.get(table);
  if (!query) {
    // Every such table has these two columns: seen as a database of that one table, Kysely types the query.
    query = compiledOnce((db: Db, organisationId: string) =>
      (db as unknown as Kysely<{ [table]: { id: string; organisation_id: string } }>)
        .selectFrom(table)
        .select("id")
        .where("organisation_id", "=", organisationId)
        .limit(1),
    );
    hasRowQueries.set(table, query);
  }
  return read(query.with(organisationId), (rows) => rows.length > 0);
}

/** Rows by the value of one column (for example a child table's rows by their parent's id), in their order. */
export function groupRows<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], T[]> {
  const groups = new Map<T[K], T[]>();
  for (const row of rows) {
    const list = groups.get(row[key]);
    if (list) list.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}

/**
 * Rows per INSERT when a module writes many at once (the import): a few statements instead of one
 * per row, so a large import holds SQLite's one connection for a short while. 500 rows of the
 * widest table (16 columns) are 8,000 parameters, well under SQLite's 32,766 and PostgreSQL's 65,535.
 */
export const INSERT_BATCH_ROWS = 500;

/** Inserts `rows` into `table` in statements of at most INSERT_BATCH_ROWS rows, in their order. */
export async function insertInBatches<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS) {
    // The caller's rows fit `table` (the signature says so); Kysely sees a database of that one table.
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(i, i + INSERT_BATCH_ROWS))
      .execute();
  }
}

/** `due_date` → `dueDate`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** `dueDate` → `due_date`. */
type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Uppercase<C> ? (C extends Lowercase<C> ? C : `_${Lowercase<C>}`) : C}${Snake<Rest>}`
  : S;
export type CamelRecord<R> = { [K in keyof R & string as Camel<K>]: R[K] };
export type SnakeRecord<T> = { [K in keyof T & string as Snake<K>]: T[K] };

/**
 * A row as a record of the export (`due_date` → `dueDate`), and back: a module whose archive
 * record is its row by another spelling writes a new column once (its table and its archive
 * schema), not again in the export and the import. Only the keys change, not the values.
 */
export function camelRecord<R extends object>(row: R): CamelRecord<R> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value]),
  ) as CamelRecord<R>;
}

export function snakeRecord<T extends object>(record: T): SnakeRecord<T> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  ) as SnakeRecord<T>;
}
