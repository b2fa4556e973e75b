/**
 * On PostgreSQL the session guard keeps its read (session, user, membership, organisation) between
 * requests and forgets it when the database announces a change (auth/guard-cache.ts, migration
 * 0036). These tests change the rows from outside the server, as an administrator in psql would,
 * and show that the server serves the new state once it has heard the database; and that a
 * notice lost while the listening connection was down costs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startTestServer, type TestServer } from "../../../server/test/harness";

let server: TestServer;
let psql: pg.Client;
let counting = false;
let statements: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => counting && statements.push(sql) });
  psql = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await psql.connect();
});
afterAll(async () => {
  await psql?.end();
  await server?.close();
});

const guardReads = () => statements.filter((sql) => sql.includes('from "session"')).length;

/** The statements one call sends. */
async function sent<T>(call: () => Promise<T>): Promise<{ result: T; guardReads: number }> {
  statements = [];
  counting = true;
  try {
    return { result: await call(), guardReads: guardReads() };
  } finally {
    counting = false;
  }
}

describe("the session guard on PostgreSQL", () => {
  it("reads a session once, then serves it from memory until the database announces a change", async () => {
    const user = await server.user({ name: "Eerste Naam" });
    const id = (await user.get("/api/me")).body.user.id as string;
    const again = await sent(() => user.get("/api/me"));
    expect(again.result.status).toBe(200);
    expect(again.guardReads).toBe(0);

    await psql.query('update "user" set name = $1 where id = $2', ["Tweede Naam", id]);
    await server.sessionChangesHeard();
    const after = await sent(() => user.get("/api/me"));
    expect(after.result.body.user.name).toBe("Tweede Naam");
    expect(after.guardReads).toBe(1);
  });

  it("refuses at once what was changed in psql: a lower role, an ended membership, an ended session", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const save = (value: string) =>
      editor.put("/api/kms/values/missie-en-visie", { value, baseRevision: 0 }).then((r) => r.status);
    expect((await editor.get("/api/kms/values")).status).toBe(200);
    const editorId = (await editor.get("/api/me")).body.user.id as string;

    await psql.query("update membership set role = 'reader' where user_id = $1", [editorId]);
    await server.sessionChangesHeard();
    expect(await save("Als lezer")).toBe(403);

    await psql.query("delete from membership where user_id = $1", [editorId]);
    await server.sessionChangesHeard();
    const gone = await editor.get("/api/kms/values");
    expect([gone.status, gone.body.code]).toEqual([403, "no_membership"]);

    const ownerId = (await owner.get("/api/me")).body.user.id as string;
    await psql.query('delete from "session" where "userId" = $1', [ownerId]);
    await server.sessionChangesHeard();
    expect((await owner.get("/api/kms/values")).status).toBe(401);
    const values = await psql.query("select count(*)::int as n from kms_value where value::text like '%Als lezer%'");
    expect(values.rows[0].n).toBe(0);
  });

  it("asks every organisation's members for two-factor sign-in once it is required in psql", async () => {
    const owner = await server.user();
    expect((await owner.get("/api/kms/values")).status).toBe(200);
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    await psql.query("update organisation set two_factor_required = 1 where id = $1", [organisationId]);
    await server.sessionChangesHeard();
    const res = await owner.get("/api/kms/values");
    expect([res.status, res.body.code]).toEqual([403, "two_factor_required"]);
  });

  it("loses nothing when the listening connection drops: a change made meanwhile counts after it is back", async () => {
    const user = await server.user();
    const userId = (await user.get("/api/me")).body.user.id as string;
    expect((await sent(() => user.get("/api/me"))).guardReads).toBe(0);
    const listener = async () =>
      (
        await psql.query<{ pid: number }>(
          "select pid from pg_stat_activity where query = 'LISTEN normwijs_guard' and datname = current_database()",
        )
      ).rows.map((r) => r.pid);
    const [before] = await listener();
    expect(before).toBeGreaterThan(0);

    // As a restart or failover of the database would; the notice of the next change is lost.
    await psql.query("select pg_terminate_backend($1)", [before]);
    await psql.query('delete from "session" where "userId" = $1', [userId]);

    // The server listens again within its first retry (half a second); until then it keeps nothing.
    const deadline = Date.now() + 10_000;
    let now = await listener();
    while ((now.length === 0 || now[0] === before) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      now = await listener();
    }
    expect(now.length).toBe(1);
    expect(now[0]).not.toBe(before);
    expect((await user.get("/api/me")).status).toBe(401);

    // Listening again: sessions are kept and changes heard as before.
    const other = await server.user();
    expect((await other.get("/api/me")).status).toBe(200);
    expect((await sent(() => other.get("/api/me"))).guardReads).toBe(0);
  });
});
