/**
 * A query compiled once answers each run with that run's own values, wherever a value appears in
 * the SQL and however often, and keeps the query's own constants.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { closeDatabase, openDatabase, migrateToLatest, type Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";

let db: Db;
beforeAll(async () => {
  db = openDatabase({ kind: "sqlite", file: ":memory:" });
  await authUserTable(db);
  await migrateToLatest(db);
  await db
    .insertInto("organisation")
    .values(["a", "b", "c"].map((id) => ({ id, name: `Praktijk ${id}`, created_at: "2026-01-01T00:00:00.000Z" })))
    .execute();
});
afterAll(() => closeDatabase(db));

/** better-auth's user table, which the migrations refer to (the server makes it first). */
const authUserTable = (db: Db) => sql`CREATE TABLE "user" (id text PRIMARY KEY, name text, email text)`.execute(db);

const namesBetween = compiledOnce((db: Db, from: string, to: string, exclude: string) =>
  db
    .selectFrom("organisation")
    .select("name")
    .where("id", ">=", from)
    .where("id", "<=", to)
    .where("id", "!=", exclude)
    .where("name", "!=", exclude)
    .orderBy("id")
    .limit(10),
);

describe("compiledOnce", () => {
  it("runs the same compiled query with each call's own values", async () => {
    expect(await namesBetween(db, "a", "c", "b")).toEqual([{ name: "Praktijk a" }, { name: "Praktijk c" }]);
    expect(await namesBetween(db, "b", "c", "x")).toEqual([{ name: "Praktijk b" }, { name: "Praktijk c" }]);
    expect(await namesBetween(db, "c", "c", "c")).toEqual([]);
  });

  it("keeps a database's own compilation apart from another's", async () => {
    const other = openDatabase({ kind: "sqlite", file: ":memory:" });
    try {
      await authUserTable(other);
      await migrateToLatest(other);
      await other.insertInto("organisation").values({ id: "b", name: "Andere", created_at: "x" }).execute();
      expect(await namesBetween(other, "a", "z", "-")).toEqual([{ name: "Andere" }]);
      expect(await namesBetween(db, "a", "z", "-")).toHaveLength(3);
    } finally {
      await closeDatabase(other);
    }
  });
});
