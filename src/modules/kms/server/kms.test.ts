import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { kmsValueMessages } from "@norm/kms-values";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const put = (c: TestClient, name: string, value: unknown, baseRevision = 0) =>
  c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
const load = async (c: TestClient) => (await c.get("/api/kms/values")).body.values;

describe("saving and loading values", () => {
  it("saves a policy text and loads it with its revision", async () => {
    const user = await server.user();
    const res = await put(user, "missie-en-visie", "Wij helpen jongeren verder.");
    expect(res.status).toBe(200);
    // The answer carries the new revision, not the value the caller just sent.
    expect(res.body).toEqual({
      revision: 1,
      updatedAt: expect.any(String),
      updatedBy: expect.any(String),
      updatedByName: expect.stringMatching(/^Gebruiker /),
    });
    const values = await load(user);
    expect(values["missie-en-visie"]).toMatchObject({ value: "Wij helpen jongeren verder.", revision: 1 });
    expect((await put(user, "missie-en-visie", "Tweede versie", 1)).body.revision).toBe(2);
    expect((await load(user))["missie-en-visie"].value).toBe("Tweede versie");
  });

  it("saves a table with generated row ids and a picked date", async () => {
    const user = await server.user();
    const rows = [
      {
        id: "r1",
        datum: "2026-11-03",
        afwijking: "Dossier niet bijgewerkt",
        correctie: "Bijgewerkt",
        corrigerendeMaatregelen: "",
        evaluatie: "",
      },
      { id: "r2", datum: "", afwijking: "Klacht ouder" },
    ];
    expect((await put(user, "signalen", rows)).status).toBe(200);
    expect((await load(user)).signalen.value).toEqual(rows);
  });

  it("saves every text and table section of the catalogue", async () => {
    const user = await server.user();
    const { topics } = await import("@norm/catalogue");
    for (const topic of topics) {
      for (const s of topic.sections) {
        if (s.kind === "text") expect((await put(user, s.name, `Tekst voor ${s.name}`)).status).toBe(200);
        if (s.kind === "table") {
          const row = Object.fromEntries([
            ["id", "a"],
            ...s.columns
              .filter((c) => !c.computed)
              .map((c) => [c.key, c.key === "datum" ? "2026-01-31" : (c.choice?.[0] ?? `x ${c.key}`)]),
          ]);
          expect((await put(user, s.name, [row])).status, s.name).toBe(200);
        }
      }
    }
    const values = await load(user);
    expect(values["wet-en-regelgeving"].value).toBe("Tekst voor wet-en-regelgeving");
    expect(values["te-nemen-maatregelen"].value[0].onderbouwing).toBe("x onderbouwing");
  });

  it("appends every accepted write to the revision history", async () => {
    const user = await server.user();
    await put(user, "doelgroep", "een");
    await put(user, "doelgroep", "twee", 1);
    await put(user, "doelgroep", "drie", 1); // stale: refused, not in history
    const me = (await user.get("/api/me")).body;
    const history = await server.db
      .selectFrom("kms_revision")
      .selectAll()
      .where("organisation_id", "=", me.organisation.id)
      .where("name", "=", "doelgroep")
      .orderBy("revision")
      .execute();
    expect(history.map((h) => [h.revision, JSON.parse(h.value!), h.created_by])).toEqual([
      [1, "een", me.user.id],
      [2, "twee", me.user.id],
    ]);
  });

  it("answers a retried save whose first answer was lost with the stored value, not a conflict", async () => {
    const user = await server.user();
    expect((await put(user, "doelgroep", "Jongeren")).body.revision).toBe(1);
    const retry = await put(user, "doelgroep", "Jongeren", 0);
    expect(retry.status).toBe(200);
    expect(retry.body.revision).toBe(1);
  });

  it("ignores a write equal to the stored value", async () => {
    const user = await server.user();
    await put(user, "kwaliteitsbeleid", "zelfde");
    const again = await put(user, "kwaliteitsbeleid", "zelfde", 1);
    expect(again.body.revision).toBe(1);
  });
});

describe("revision conflicts", () => {
  it("refuses a stale write with 409 and the current value, and stores nothing", async () => {
    const user = await server.user();
    await put(user, "missie-en-visie", "Tab A");
    const stale = await put(user, "missie-en-visie", "Tab B", 0);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(stale.body.message).toMatch(/intussen .* gewijzigd/);
    expect(stale.body.details.current).toMatchObject({ value: "Tab A", revision: 1 });
    expect((await load(user))["missie-en-visie"]).toMatchObject({ value: "Tab A", revision: 1 });
  });

  it("lets exactly one of many concurrent writers from the same revision win", async () => {
    const user = await server.user();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(user, "doelgroep", `schrijver ${i}`, 0)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });
});

describe("deleting keeps the revisions going", () => {
  const historyOf = async (c: TestClient, name: string) => {
    const me = (await c.get("/api/me")).body;
    const rows = await server.db
      .selectFrom("kms_revision")
      .select(["revision", "value", "created_by"])
      .where("organisation_id", "=", me.organisation.id)
      .where("name", "=", name)
      .orderBy("revision")
      .execute();
    return rows.map((r) => [r.revision, r.value === null ? null : JSON.parse(r.value)]);
  };

  it("refuses a stale tab's write after a delete and a new value, so the new value survives", async () => {
    const user = await server.user();
    expect((await put(user, "doelgroep", "A")).body.revision).toBe(1);
    expect((await user.delete("/api/kms/values/doelgroep")).status).toBe(204);
    const b = await put(user, "doelgroep", "B", 0);
    expect(b.status).toBe(200);
    expect(b.body.revision).toBe(3);
    const stale = await put(user, "doelgroep", "C", 1);
    expect(stale.status).toBe(409);
    expect(stale.body.details.current).toMatchObject({ value: "B", revision: 3 });
    expect((await load(user)).doelgroep).toMatchObject({ value: "B", revision: 3 });
    // One writer, the database: the delete is in the history too, and nothing restarts.
    expect(await historyOf(user, "doelgroep")).toEqual([
      [1, "A"],
      [2, null],
      [3, "B"],
    ]);
  });

  it("does not load a deleted value, and deleting it twice changes nothing", async () => {
    const user = await server.user();
    await put(user, "actualiteit", "x");
    expect((await user.delete("/api/kms/values/actualiteit")).status).toBe(204);
    expect((await user.delete("/api/kms/values/actualiteit")).status).toBe(204);
    expect(await load(user)).toEqual({});
    expect(await historyOf(user, "actualiteit")).toEqual([
      [1, "x"],
      [2, null],
    ]);
    // A write based on the tombstone's revision is stale too: it never existed for the client.
    expect((await put(user, "actualiteit", "y", 2)).status).toBe(409);
  });

  it("refuses a tab that still holds a deleted goal set's text with 404", async () => {
    const user = await server.user();
    await user.post("/api/kms/goal-sets");
    const set = (await user.post("/api/kms/goal-sets")).body.id;
    expect((await put(user, `kwaliteitsdoelstelling-${set}`, "Oud")).body.revision).toBe(1);
    expect((await user.delete(`/api/kms/goal-sets/${set}`)).status).toBe(200);
    const late = await put(user, `kwaliteitsdoelstelling-${set}`, "Te laat", 1);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe("Deze doelstelling bestaat niet (meer). Ververs de pagina.");
  });
});

describe("validation", () => {
  it.each([
    ["an unknown name", "bestaat-niet", "x", 400],
    ["text where a table belongs", "contextAnalyse", "tekst", 400],
    ["a table where text belongs", "missie-en-visie", [{ id: "a" }], 400],
    ["an unknown column", "contextAnalyse", [{ id: "a", kolom: "x" }], 400],
    ["a row without id", "contextAnalyse", [{ eis: "x" }], 400],
    ["a typed date", "signalen", [{ id: "a", datum: "3 november" }], 400],
    ["an impossible date", "signalen", [{ id: "a", datum: "2026-02-30" }], 400],
    ["a bad goal id", "kwaliteitsdoelstelling-../x", "x", 400],
    ["a number as text", "doelgroep", 42, 400],
    ["a text over 100,000 characters", "doelgroep", "x".repeat(100_001), 413],
    ["a table over 1,000 rows", "inkoop", Array.from({ length: 1001 }, (_, i) => ({ id: `r${i}` })), 413],
  ])("refuses %s and stores nothing", async (_, name, value, status) => {
    const user = await server.user();
    const res = await put(user, name as string, value);
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe("string");
    if (status === 413) expect(res.body.message).toMatch(/te (lang|groot)/);
    expect(res.body.message).not.toMatch(/\bid\b|sessie|niet gelijk/i);
    expect(await load(user)).toEqual({});
  });

  it("refuses an option that is not in a choice column with a Dutch 400 and stores nothing", async () => {
    const user = await server.user();
    const res = await put(user, "meldingen-register", [{ id: "a", type: "Ongeluk", omschrijving: "x" }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Kies bij 'Type' een van: Incident, Calamiteit, Geweld in de zorgrelatie, Klacht, Datalek.",
    );
    expect(await load(user)).toEqual({});
    // Another choice column, the same rule.
    const role = await put(user, "hoofd-en-onderaannemers", [{ id: "a", rol: "hoofdaannemer" }]);
    expect(role.status).toBe(400);
    expect(role.body.message).toMatch(/^Kies bij 'Rol van uw organisatie' een van: Hoofdaannemer, Onderaannemer\.$/);
    expect(await load(user)).toEqual({});
  });

  it("accepts every option of a choice column and an empty choice", async () => {
    const user = await server.user();
    const rows = ["Incident", "Calamiteit", "Klacht", "Datalek", ""].map((type, i) => ({ id: `r${i}`, type }));
    expect((await put(user, "meldingen-register", rows)).status).toBe(200);
    expect((await load(user))["meldingen-register"].value).toEqual(rows);
  });

  it("refuses a value for a computed column (the reporting deadline is worked out, never stored)", async () => {
    const user = await server.user();
    const res = await put(user, "meldingen-register", [{ id: "a", type: "Datalek", meldtermijn: "op tijd" }]);
    expect(res.status).toBe(400);
    expect(await load(user)).toEqual({});
  });

  it.each([
    ["a NUL in a text", "doelgroep", "Jongeren\u0000"],
    ["an escape character in a text", "doelgroep", "Jong\u001b[31meren"],
    ["a NUL in a table cell", "contextAnalyse", [{ id: "a", eis: "x\u0000y" }]],
  ])("refuses %s with a plain Dutch 400 and stores nothing", async (_, name, value) => {
    const user = await server.user();
    const res = await put(user, name, value);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "De tekst bevat een onzichtbaar teken dat niet is toegestaan. Typ de tekst opnieuw of plak hem zonder opmaak.",
    );
    expect(await load(user)).toEqual({});
  });

  it("keeps tabs and line breaks in texts and table cells", async () => {
    const user = await server.user();
    expect((await put(user, "doelgroep", "Eerste regel\r\nTweede\tregel")).status).toBe(200);
    expect((await put(user, "contextAnalyse", [{ id: "a", eis: "een\ntwee" }])).status).toBe(200);
    expect((await load(user)).doelgroep.value).toBe("Eerste regel\r\nTweede\tregel");
  });

  it("refuses a base revision that does not fit the database (2^31 and more) with 400", async () => {
    const user = await server.user();
    for (const baseRevision of [2 ** 31 - 1, 2 ** 31, 2 ** 53]) {
      const res = await user.put("/api/kms/values/doelgroep", { value: "x", baseRevision });
      expect(res.status, String(baseRevision)).toBe(400);
      expect(res.body.message).toBe(
        "Dit onderdeel kon niet worden opgeslagen. Ververs de pagina en probeer het opnieuw.",
      );
    }
    // The largest accepted base is an ordinary stale write: a 409, not a 500.
    expect((await user.put("/api/kms/values/doelgroep", { value: "x", baseRevision: 2 ** 31 - 2 })).status).toBe(409);
    expect(await load(user)).toEqual({});
  });

  it("accepts exactly 100,000 characters and 1,000 rows", async () => {
    const user = await server.user();
    expect((await put(user, "doelgroep", "x".repeat(100_000))).status).toBe(200);
    expect(
      (
        await put(
          user,
          "inkoop",
          Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}` })),
        )
      ).status,
    ).toBe(200);
  });

  it("refuses a body without a base revision or that is not JSON", async () => {
    const user = await server.user();
    expect((await user.put("/api/kms/values/doelgroep", { value: "x" })).status).toBe(400);
    const negative = await user.put("/api/kms/values/doelgroep", { value: "x", baseRevision: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(kmsValueMessages.staleRevision);
    const restore = await user.post("/api/kms/values/doelgroep/restore", { revision: 0, baseRevision: 0 });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toMatch(/^Te klein/); // zod's own messages are Dutch too
    expect((await user.request("PUT", "/api/kms/values/doelgroep", "{kapot")).status).toBe(400);
  });
});

describe("goal sets", () => {
  it("adds sets, refuses to delete the last one, and deletes a set with both of its values", async () => {
    const user = await server.user();
    const first = await user.post("/api/kms/goal-sets");
    expect(first.status).toBe(201);
    expect(first.body.list).toMatchObject({ value: [first.body.id], revision: 1 });

    const refused = await user.delete(`/api/kms/goal-sets/${first.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("De laatste doelstelling kan niet worden verwijderd.");

    const second = await user.post("/api/kms/goal-sets");
    expect(second.body.list.value).toEqual([first.body.id, second.body.id]);
    await put(user, `kwaliteitsdoelstelling-${second.body.id}`, "Minder wachttijd");
    await put(user, `kwaliteitsdoelstelling-table-${second.body.id}`, [
      { id: "m1", maatregelen: "Intake sneller", actiesEnDoorWie: "Anna", indicator: "< 2 weken", evaluatie: "" },
    ]);
    await put(user, `doelstelling-status-${second.body.id}`, "Op schema");

    const deleted = await user.delete(`/api/kms/goal-sets/${second.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.list.value).toEqual([first.body.id]);
    const values = await load(user);
    expect(values["kwaliteitsdoelstellingen-sets"].value).toEqual([first.body.id]);
    expect(Object.keys(values).filter((k) => k.includes(second.body.id))).toEqual([]);
  });

  it("makes the first set once: later and concurrent calls answer the same list", async () => {
    const user = await server.user();
    const first = await user.post("/api/kms/goal-sets/first");
    expect(first.status).toBe(201);
    expect(first.body.list).toMatchObject({ value: [expect.any(String)], revision: 1 });
    const again = await user.post("/api/kms/goal-sets/first");
    expect(again.status).toBe(200);
    expect(again.body.list).toMatchObject({ value: first.body.list.value, revision: 1 });
    const added = await user.post("/api/kms/goal-sets");
    expect(added.body.list.value).toEqual([...first.body.list.value, added.body.id]);

    const other = await server.user();
    const answers = await Promise.all(Array.from({ length: 6 }, () => other.post("/api/kms/goal-sets/first")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const lists = new Set(answers.map((a) => JSON.stringify(a.body.list.value)));
    expect(lists.size).toBe(1);
    expect((await load(other))["kwaliteitsdoelstellingen-sets"].value).toHaveLength(1);
  });

  it("answers 404 for a set that does not exist and 400 for a bad id", async () => {
    const user = await server.user();
    await user.post("/api/kms/goal-sets");
    await user.post("/api/kms/goal-sets");
    expect((await user.delete("/api/kms/goal-sets/onbekend")).status).toBe(404);
    const bad = await user.delete("/api/kms/goal-sets/..%2F..");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "Deze gegevens kunnen niet worden opgeslagen. Ververs de pagina en probeer het opnieuw.",
    );
  });

  it("refuses values of goal sets that are not in the list with 404 and stores nothing", async () => {
    const user = await server.user();
    const set = (await user.post("/api/kms/goal-sets")).body.id;
    for (const name of [
      "kwaliteitsdoelstelling-verzonnen1",
      "kwaliteitsdoelstelling-table-verzonnen2",
      "doelstelling-status-verzonnen3",
    ]) {
      const res = await put(user, name, name.includes("table") ? [{ id: "a" }] : "x");
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe("Deze doelstelling bestaat niet (meer). Ververs de pagina.");
    }
    // Another organisation's set is not in this organisation's list either.
    const other = await server.user();
    expect((await put(other, `kwaliteitsdoelstelling-${set}`, "x")).status).toBe(404);
    expect(await load(other)).toEqual({});
    expect(Object.keys(await load(user))).toEqual(["kwaliteitsdoelstellingen-sets"]);
    expect((await put(user, `kwaliteitsdoelstelling-${set}`, "Bestaat wel")).status).toBe(200);
  });

  it("deletes a single value", async () => {
    const user = await server.user();
    await put(user, "actualiteit", "x");
    expect((await user.delete("/api/kms/values/actualiteit")).status).toBe(204);
    expect(await load(user)).toEqual({});
    const unknown = await user.delete("/api/kms/values/onbekend");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      "Dit onderdeel bestaat niet in Normwijs. Ververs de pagina en probeer het opnieuw.",
    );
  });
});

describe("access", () => {
  it("answers 401 without a session on every route", async () => {
    const anon = server.client();
    expect((await anon.get("/api/kms/values")).status).toBe(401);
    expect((await put(anon, "doelgroep", "x")).status).toBe(401);
    expect((await anon.delete("/api/kms/values/doelgroep")).status).toBe(401);
    expect((await anon.post("/api/kms/goal-sets")).status).toBe(401);
    expect((await anon.delete("/api/kms/goal-sets/abc")).status).toBe(401);
  });

  it("keeps organisations apart: another organisation never sees or changes the data", async () => {
    const a = await server.user();
    const b = await server.user();
    await put(a, "missie-en-visie", "Geheim van A");
    const setA = (await a.post("/api/kms/goal-sets")).body.id;
    await a.post("/api/kms/goal-sets");

    expect(await load(b)).toEqual({});
    expect((await b.delete(`/api/kms/goal-sets/${setA}`)).status).toBe(404);
    // B writing the same name writes B's own value (revision 1), never A's.
    expect((await put(b, "missie-en-visie", "Van B", 0)).status).toBe(200);
    expect((await put(b, "missie-en-visie", "Van B 2", 1)).body.revision).toBe(2);
    await b.delete("/api/kms/values/missie-en-visie");
    expect((await load(a))["missie-en-visie"]).toMatchObject({ value: "Geheim van A", revision: 1 });
    expect((await load(a))["kwaliteitsdoelstellingen-sets"].value).toHaveLength(2);
  });

  it("lets a reader load but not write", async () => {
    const owner = await server.user();
    await put(owner, "doelgroep", "Jongeren 12-18");
    const reader = await server.member(owner, "reader");
    expect((await load(reader)).doelgroep.value).toBe("Jongeren 12-18");
    expect((await put(reader, "doelgroep", "Overschreven", 1)).status).toBe(403);
    expect((await reader.delete("/api/kms/values/doelgroep")).status).toBe(403);
    expect((await reader.post("/api/kms/goal-sets")).status).toBe(403);
    expect((await reader.post("/api/kms/goal-sets/first")).status).toBe(403);
    expect((await load(owner)).doelgroep.value).toBe("Jongeren 12-18");
  });
});
