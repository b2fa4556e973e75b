/**
 * Migrations 0006 (tombstones) and 0007 (usage) on a database that already has data: a value
 * deleted before 0006 gets a tombstone at its highest revision, and 0007 counts what was stored.
 * SQLite here; the PostgreSQL run covers the same SQL through the API tests on a fresh database.
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { migrations, type Db } from "./index";

describe("migrations on existing data", () => {
  it("gives values deleted before 0006 a tombstone at their last revision and counts the stored bytes", async () => {
    const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) }) as unknown as Db;
    // better-auth's table that membership refers to.
    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .execute();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0005_kms_history_trigger")).error).toBeUndefined();

    await db.insertInto("organisation").values({ id: "org", name: "De Linde", created_at: "2026-01-01" }).execute();
    const at = "2026-01-02T00:00:00.000Z";
    const row = { organisation_id: "org", updated_at: at, updated_by: "u1" };
    // "doelgroep": saved twice, then deleted the old way (row removed, history row with null).
    await db
      .insertInto("kms_value")
      .values({ ...row, name: "doelgroep", value: '"A"', revision: 1 })
      .execute();
    await db.updateTable("kms_value").set({ value: '"AB"', revision: 2 }).where("name", "=", "doelgroep").execute();
    await db.deleteFrom("kms_value").where("name", "=", "doelgroep").execute();
    await db
      .insertInto("kms_revision")
      .values({
        id: "r3",
        organisation_id: "org",
        name: "doelgroep",
        revision: 3,
        value: null,
        created_at: at,
        created_by: "u2",
      })
      .execute();
    // "actualiteit": a live value.
    await db
      .insertInto("kms_value")
      .values({ ...row, name: "actualiteit", value: '"x"', revision: 1 })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const values = await db.selectFrom("kms_value").select(["name", "revision", "deleted"]).orderBy("name").execute();
    expect(values).toEqual([
      { name: "actualiteit", revision: 1, deleted: 0 },
      { name: "doelgroep", revision: 3, deleted: 1 },
    ]);
    // The backfill wrote no history of its own.
    expect((await db.selectFrom("kms_revision").select("id").execute()).length).toBe(4);
    // Current values ('"x"' and the tombstone's 'null') plus history ('"A"', '"AB"', '"x"').
    const usage = await db.selectFrom("organisation_usage").selectAll().execute();
    expect(usage).toEqual([{ organisation_id: "org", kms_bytes: 3 + 4 + 3 + 4 + 3 }]);
    await db.destroy();
  });
});
