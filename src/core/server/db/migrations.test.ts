/**
 * Migrations 0006 (tombstones) and 0007 (usage) on a database that already has data: a value
 * deleted before 0006 gets a tombstone at its highest revision, and 0007 counts what was stored.
 * Migration 0021 keeps every survey answer while it drops the rowid that numbered them, counts
 * their bytes, and removes the survey's rate-limit counters that held raw addresses.
 * SQLite here; the PostgreSQL run covers the same SQL through the API tests on a fresh database.
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, sql, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { migrations, type Db } from "@core/server/db/index";
import { searchOrganisation } from "@modules/search/server/search";
import { indexPendingValues } from "@modules/search/server/pending";
import { paths } from "@core/shared/paths";
import { registerSearchWords } from "@core/server/db/search-words";

/** A new SQLite database migrated up to `name`, with better-auth's user table the migrations refer to. */
async function migratedTo(name: string, { foreignKeys = false } = {}) {
  const sqlite = new SQLite(":memory:");
  // The search index's triggers (from 0043) call this function of ours, as on every connection.
  registerSearchWords(sqlite);
  const db = new Kysely<never>({ dialect: new SqliteDialect({ database: sqlite }) }) as unknown as Db;
  if (foreignKeys) await sql`PRAGMA foreign_keys = ON`.execute(db);
  // Search (0025) indexes members by name and e-mail.
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("email", "text")
    .execute();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
  return { db, migrator };
}

/** A searcher who may find everything of the organisation (reports included). */
const everything = (organisationId: string) => ({ organisationId, userId: "nobody", readsAllReports: true });

describe("migrations on existing data", () => {
  it("gives values deleted before 0006 a tombstone at their last revision and counts the stored bytes", async () => {
    const { db, migrator } = await migratedTo("0005_kms_history_trigger");

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
    const usage = await db.selectFrom("organisation_usage").select(["organisation_id", "kms_bytes"]).execute();
    expect(usage).toEqual([{ organisation_id: "org", kms_bytes: 3 + 4 + 3 + 4 + 3 }]);
    await db.destroy();
  });

  it("keeps the survey answers without a rowid, counts their bytes and drops raw survey counters", async () => {
    const { db, migrator } = await migratedTo("0020_management_reviews", { foreignKeys: true });
    await db.insertInto("organisation").values({ id: "org", name: "De Linde", created_at: "2026-01-01" }).execute();
    await db
      .insertInto("client_survey_response")
      .values([
        { id: "r2", organisation_id: "org", submitted_on: "2026-03-01" },
        { id: "r1", organisation_id: "org", submitted_on: "2026-03-01" },
      ])
      .execute();
    const answer = { organisation_id: "org", question_text: "Wat gaat goed?", kind: "open" as const, score: null };
    await db
      .insertInto("client_survey_answer")
      .values([
        { ...answer, response_id: "r2", question_id: "goed", answer_text: "Koffie" },
        { ...answer, response_id: "r1", question_id: "goed", answer_text: "Thee" },
      ])
      .execute();
    await db
      .insertInto("rate_limit")
      .values([
        { key: "survey-answer:203.0.113.9", window_start: 1_000, count: 1 },
        { key: "waitlist:203.0.113.9", window_start: 1_000, count: 1 },
      ] as never)
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db.selectFrom("client_survey_answer").select(["response_id", "answer_text"]).execute();
    expect(rows).toEqual([
      { response_id: "r1", answer_text: "Thee" },
      { response_id: "r2", answer_text: "Koffie" },
    ]);
    await expect(sql`SELECT rowid FROM client_survey_response`.execute(db)).rejects.toThrow(/rowid/);
    await expect(sql`SELECT rowid FROM client_survey_answer`.execute(db)).rejects.toThrow(/rowid/);
    // "goed" + "Wat gaat goed?" + "open" + the answer, per row.
    const bytes = (text: string) => 4 + 14 + 4 + text.length;
    const usage = () => db.selectFrom("organisation_usage").select("survey_bytes").executeTakeFirstOrThrow();
    expect(Number((await usage()).survey_bytes)).toBe(bytes("Koffie") + bytes("Thee"));
    // The answers still go with their response, and their bytes with them.
    await db.deleteFrom("client_survey_response").where("id", "=", "r1").execute();
    expect(await db.selectFrom("client_survey_answer").select("response_id").execute()).toEqual([
      { response_id: "r2" },
    ]);
    expect(Number((await usage()).survey_bytes)).toBe(bytes("Koffie"));
    expect(await db.selectFrom("rate_limit").select(["key", "expires_at"]).execute()).toEqual([
      { key: "waitlist:203.0.113.9", expires_at: 1_000 + 86_400_000 },
    ]);
    await db.destroy();
  });

  it("makes a text saved before search findable, and a later save findable at the next search", async () => {
    const { db, migrator } = await migratedTo("0024_reading");
    await db.insertInto("organisation").values({ id: "org", name: "De Linde", created_at: "2026-01-01" }).execute();
    const row = { organisation_id: "org", updated_at: "2026-01-02T00:00:00.000Z", updated_by: "u1", revision: 1 };
    await db
      .insertInto("kms_value")
      .values([
        { ...row, name: "missie-en-visie", value: JSON.stringify("Wij werken met zebravinken.") },
        { ...row, name: "signalen", value: JSON.stringify([{ id: "r1", afwijking: "Kanovaren afgelast" }]) },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const hits = async (q: string) =>
      (await searchOrganisation(db, everything("org"), q)).groups.flatMap((g) => g.hits.map((h) => h.href));
    await indexPendingValues(db, "org");
    expect(await hits("zebravink")).toEqual([paths.kwaliteitssysteem("missie-en-visie")]);
    expect(await hits("kanovaren")).toEqual([paths.kwaliteitssysteem("signalen")]);

    await db
      .updateTable("kms_value")
      .set({ value: JSON.stringify("Wij werken met kanaries."), revision: 2 })
      .where("name", "=", "missie-en-visie")
      .execute();
    expect(await db.selectFrom("search_kms_pending").select("name").execute()).toEqual([{ name: "missie-en-visie" }]);
    await indexPendingValues(db, "org");
    expect(await hits("zebravink")).toEqual([]);
    expect(await hits("kanarie")).toEqual([paths.kwaliteitssysteem("missie-en-visie")]);
    expect(await db.selectFrom("search_kms_pending").select("name").execute()).toEqual([]);
    await db.destroy();
  });

  it("0043 keeps every indexed thing findable, each organisation's only by itself, and forgets a removed one", async () => {
    const { db, migrator } = await migratedTo("0042_approvals");
    for (const id of ["a", "b"]) {
      await db.insertInto("organisation").values({ id, name: id, created_at: "2026-01-01" }).execute();
    }
    const action = (id: string, organisation_id: string, description: string) => ({
      id,
      organisation_id,
      description,
      source_kind: "other",
      due_date: "2026-03-01",
      status: "open",
      result: "",
      revision: 1,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    });
    await db
      .insertInto("improvement_action")
      .values([action("a1", "a", "Wachtlijst cliënten verkorten"), action("b1", "b", "Wachtlijst evalueren")])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const hits = async (org: string, q: string) =>
      (await searchOrganisation(db, everything(org), q)).groups
        .filter((g) => g.kind === "action")
        .flatMap((g) => g.hits.map((h) => h.href));
    expect(await hits("a", "wacht")).toEqual([paths.verbeteractie("a1")]);
    expect(await hits("a", "clienten")).toEqual([paths.verbeteractie("a1")]);
    expect(await hits("b", "wachtlijst")).toEqual([paths.verbeteractie("b1")]);
    expect(await hits("b", "clienten")).toEqual([]);
    await db.deleteFrom("improvement_action").where("id", "=", "a1").execute();
    expect(await hits("a", "wacht")).toEqual([]);
    expect(await hits("b", "wacht")).toEqual([paths.verbeteractie("b1")]);
    // The contentless index forgot the row by the same words: its own check finds nothing amiss.
    await sql`INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 0)`.execute(db);
    await db.destroy();
  });

  it("0047 copies the staff table into personnel records, keeping every typed cell", async () => {
    const { db, migrator } = await migratedTo("0046_personnel");
    await db.insertInto("organisation").values({ id: "org", name: "De Linde", created_at: "2026-01-01" }).execute();
    const staff = [
      {
        id: "r1",
        naam: "Sanne Jansen",
        functie: "Jeugdzorgwerker",
        diploma: "Hbo Pedagogiek",
        registratienummer: "SKJ 100012345",
        registratieGeldigTot: "2027-03-01",
        vogDatum: "2024-02-29",
        functioneringsgesprek: "2025-06-12",
      },
      { id: "r2", naam: "Piet", registratieGeldigTot: "volgend jaar", vogDatum: "aangevraagd" },
      { id: "r3", naam: "", functie: "" },
    ];
    await db
      .insertInto("kms_value")
      .values({
        organisation_id: "org",
        name: "medewerkers-register",
        value: JSON.stringify(staff),
        revision: 1,
        updated_at: "2026-02-01T00:00:00.000Z",
        updated_by: "u1",
      })
      .execute();
    expect((await migrator.migrateTo("0047_personnel_from_staff_table")).error).toBeUndefined();

    const people = await db.selectFrom("personnel_person").selectAll().orderBy("name").execute();
    expect(people.map((p) => [p.name, p.job_title, p.relation, p.last_conversation])).toEqual([
      ["Piet", "", "in-dienst", null],
      ["Sanne Jansen", "Jeugdzorgwerker", "in-dienst", "2025-06-12"],
    ]);
    const items = await db
      .selectFrom("personnel_item")
      .select(["person_id", "kind", "title", "register", "number", "issued_on", "valid_until"])
      .orderBy("kind")
      .execute();
    const sanne = people[1]!.id;
    const piet = people[0]!.id;
    expect(items.filter((i) => i.person_id === sanne)).toEqual([
      {
        person_id: sanne,
        kind: "diploma",
        title: "Hbo Pedagogiek",
        register: null,
        number: null,
        issued_on: null,
        valid_until: null,
      },
      {
        person_id: sanne,
        kind: "registration",
        title: "",
        register: "skj",
        number: "SKJ 100012345",
        issued_on: null,
        valid_until: "2027-03-01",
      },
      {
        person_id: sanne,
        kind: "vog",
        title: "",
        register: null,
        number: null,
        issued_on: "2024-02-29",
        valid_until: null,
      },
    ]);
    // What was no date is kept as text on the record.
    expect(items.filter((i) => i.person_id === piet)).toEqual([
      {
        person_id: piet,
        kind: "registration",
        title:
          "Datum VOG (overgenomen uit het personeelsoverzicht): aangevraagd\nRegistratie geldig tot (overgenomen uit het personeelsoverzicht): volgend jaar",
        register: "other",
        number: null,
        issued_on: null,
        valid_until: null,
      },
    ]);
    // The table itself stays.
    expect(
      await db.selectFrom("kms_value").select("name").where("name", "=", "medewerkers-register").execute(),
    ).toHaveLength(1);

    // 0070 retires it: a tombstone (no value for any answer), the history keeps every version.
    await db
      .insertInto("search_entry")
      .values({ organisation_id: "org", kind: "kms", ref: "medewerkers-register", title: "", body: "Sanne Jansen" })
      .execute();
    expect((await migrator.migrateTo("0070_retire_staff_table")).error).toBeUndefined();
    const value = await db
      .selectFrom("kms_value")
      .select(["value", "revision", "deleted"])
      .where("name", "=", "medewerkers-register")
      .executeTakeFirstOrThrow();
    expect(value).toEqual({ value: "null", revision: 2, deleted: 1 });
    const history = await db
      .selectFrom("kms_revision")
      .select(["revision", "value"])
      .where("name", "=", "medewerkers-register")
      .orderBy("revision")
      .execute();
    expect(history).toEqual([
      { revision: 1, value: JSON.stringify(staff) },
      { revision: 2, value: null },
    ]);
    expect(
      await db.selectFrom("search_entry").select("ref").where("ref", "=", "medewerkers-register").execute(),
    ).toEqual([]);
    await db.destroy();
  });

  it("0071 makes the reports made before it findable, each only by its reporter and who triages", async () => {
    const { db, migrator } = await migratedTo("0070_retire_staff_table");
    await db.insertInto("organisation").values({ id: "org", name: "org", created_at: "2026-01-01" }).execute();
    const report = (id: string, reporter_id: string | null, description: string) => ({
      id,
      organisation_id: "org",
      source: reporter_id ? "medewerker" : "client",
      type: reporter_id ? "medewerkerincident" : "klacht",
      status: "nieuw",
      description,
      happened_on: null,
      place: "Gang",
      involved: "",
      immediate_action: "",
      anonymous: 0,
      reporter_id,
      received_on: "2026-10-01",
      created_at: "2026-10-01T00:00:00.000Z",
      analysis: "",
      feedback: "",
    });
    // The test's user table has better-auth's columns that the migrations read, no more.
    await sql`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Sanne', 'sanne@zorg.nl')`.execute(db);
    await db
      .insertInto("report")
      .values([report("r1", "u1", "Uitgegleden op de natte vloer"), report("r2", null, "Lange wachttijd, natte jas")])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const hits = async (searcher: { organisationId: string; userId: string; readsAllReports: boolean }) =>
      (await searchOrganisation(db, searcher, "natte")).groups
        .filter((g) => g.kind === "report")
        .flatMap((g) => g.hits.map((h) => h.href));
    expect((await hits(everything("org"))).sort()).toEqual([paths.melding("r1"), paths.melding("r2")].sort());
    expect(await hits({ organisationId: "org", userId: "u1", readsAllReports: false })).toEqual([paths.melding("r1")]);
    expect(await hits({ organisationId: "org", userId: "u2", readsAllReports: false })).toEqual([]);
    // Triage rewrites the entry (the type's Dutch name is found too); a removed report is forgotten.
    await db.updateTable("report").set({ analysis: "Mat bij de deur" }).where("id", "=", "r1").execute();
    const found = await searchOrganisation(db, everything("org"), "mat medewerkerincident");
    expect(found.groups.flatMap((g) => g.hits.map((h) => h.href))).toEqual([paths.melding("r1")]);
    await db.deleteFrom("report").where("id", "=", "r1").execute();
    expect(await hits(everything("org"))).toEqual([paths.melding("r2")]);
    await db.destroy();
  });
});
