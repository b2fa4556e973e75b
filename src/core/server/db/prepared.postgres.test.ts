/**
 * On PostgreSQL a compiled-once query (the session check on every request) is a named prepared
 * statement: prepared once per connection, then only run, with each run's own values. Other
 * queries stay unnamed, so a connection's statements stay few.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { closeDatabase, openDatabase, type Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { createPgDatabase } from "../../../server/test/harness";

let db: Db;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
beforeAll(async () => {
  database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
  // One connection, so the statements seen are the ones this test's queries made.
  db = openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
  // A table of the schema's shape is enough here (the migrations need better-auth's tables first).
  await sql`create table organisation (id text primary key, name text not null, created_at text not null)`.execute(db);
  await db
    .insertInto("organisation")
    .values(["a", "b"].map((id) => ({ id, name: `Praktijk ${id}`, created_at: "2026-01-01T00:00:00.000Z" })))
    .execute();
});
afterAll(async () => {
  await closeDatabase(db);
  await database.drop();
});

const nameOf = compiledOnce((db: Db, id: string) => db.selectFrom("organisation").select("name").where("id", "=", id));

const prepared = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (r) => r.statement,
  );

describe("prepared statements on PostgreSQL", () => {
  it("prepares a compiled-once query once and runs it with each call's values", async () => {
    expect(await nameOf(db, "a")).toEqual([{ name: "Praktijk a" }]);
    expect(await nameOf(db, "b")).toEqual([{ name: "Praktijk b" }]);
    await db.selectFrom("organisation").select("id").where("name", "=", "Praktijk a").execute();
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from "organisation" where "id"'))).toHaveLength(1);
    expect(statements.some((s) => s.includes('where "name"'))).toBe(false);
  });
});
