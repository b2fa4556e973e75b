/**
 * On PostgreSQL several reads go as one statement (db/read-together.ts): each read answers exactly
 * what it answers on its own — its rows, in its order, with text, integers, booleans and nulls as
 * the driver gives them — with each read's own values in the right places, in one round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { closeDatabase, openDatabase, type Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, together, type Read } from "@core/server/db/read-together";
import { createPgDatabase } from "../../../server/test/harness";

let db: Db;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
const sent: string[] = [];
beforeAll(async () => {
  database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
  db = openDatabase({ kind: "postgres", url: database.url, poolSize: 1 }, undefined, (text) => sent.push(text));
  // Tables of the schema's shape are enough here (the migrations need better-auth's tables first).
  await sql`create table organisation (id text primary key, name text not null, created_at text not null)`.execute(db);
  await sql`create table kms_revision (id text primary key, organisation_id text not null, name text not null,
    value text, revision integer not null, created_at text not null, created_by text)`.execute(db);
  await db
    .insertInto("organisation")
    .values(
      ["a", "b", "c"].map((id) => ({ id, name: `Praktijk ${id}`, created_at: `2026-01-0${id.charCodeAt(0) - 96}` })),
    )
    .execute();
  await db
    .insertInto("kms_revision")
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        id: `r${i}`,
        organisation_id: i % 2 ? "a" : "b",
        name: `naam-${i}`,
        value: i % 3 ? JSON.stringify({ tekst: `"versie" ${i}\n\u00e9` }) : null,
        revision: i * 1000,
        created_at: `2026-02-${String(10 + i)}T08:00:00.000Z`,
        created_by: i % 4 ? "u1" : "u2",
      })),
    )
    .execute();
});
afterAll(async () => {
  await closeDatabase(db);
  await database.drop();
});

const organisation = compiledOnce((db: Db, id: string) =>
  db.selectFrom("organisation").select(["id", "name", "created_at"]).where("id", "=", id),
);
/** Newest first, limited, with a boolean, an integer and nulls; two values, one used twice. */
const revisions = compiledOnce((db: Db, organisationId: string, before: string) =>
  db
    .selectFrom("kms_revision")
    .select((eb) => ["name", "value", "revision", "created_by", eb("value", "is", null).as("deleted")])
    .where("organisation_id", "=", organisationId)
    .where("created_at", "<", before)
    .where("name", "!=", before)
    .orderBy("created_at", "desc")
    .limit(4),
);
const anyOf = compiledOnce((db: Db, organisationId: string) =>
  db.selectFrom("kms_revision").select("id").where("organisation_id", "=", organisationId).limit(1),
);

const reads = () =>
  [
    read(revisions.with("a", "2026-02-20"), (rows) => rows),
    read(organisation.with("c"), (rows) => rows),
    read(revisions.with("b", "2026-02-19"), (rows) => rows),
    read(anyOf.with("c"), (rows) => rows.length > 0),
    read(anyOf.with("b"), (rows) => rows.length > 0),
  ] as const;

describe("reads together on PostgreSQL", () => {
  it("answer what each read answers on its own, in one statement", async () => {
    const alone: unknown[] = [];
    for (const r of reads()) alone.push(await runRead(db, r as Read<unknown>));
    expect(alone[0]).toHaveLength(4);
    expect((alone[0] as { revision: number }[]).map((r) => r.revision)).toEqual([9000, 7000, 5000, 3000]);
    expect(alone[3]).toBe(false);
    expect(alone[4]).toBe(true);

    sent.length = 0;
    const both = await runRead(
      db,
      together(reads(), (...values) => values),
    );
    expect(both).toEqual(alone);
    expect(sent).toHaveLength(1);
  });

  it("answer empty reads as empty", async () => {
    const none = await runRead(
      db,
      together(
        [read(organisation.with("x"), (rows) => rows), read(revisions.with("c", "2027"), (rows) => rows)],
        (a, b) => [a, b],
      ),
    );
    expect(none).toEqual([[], []]);
  });

  it("prepares each combination once per connection", async () => {
    const combined = async () =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.filter((r) =>
        r.statement.includes("json_agg"),
      );
    // The two combinations the tests above sent.
    expect(await combined()).toHaveLength(2);
    await runRead(
      db,
      together(reads(), () => null),
    );
    await runRead(
      db,
      together(reads(), () => null),
    );
    expect(await combined()).toHaveLength(2);
  });
});
