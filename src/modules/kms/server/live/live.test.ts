/**
 * Live updates over server-sent events: a save reaches the open streams of its own organisation
 * and no other, the value's author comes with it, a removed member's stream ends, and closing the
 * server ends open streams. With PostgreSQL (TEST_DATABASE_URL) a second instance on the same
 * database hears the first one's saves through LISTEN/NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { startServer, type RunningServer } from "../../../../server/server";
import { setUpTwoFactor } from "../../../../server/test/totp";
import { openStream } from "../../../../server/test/sse";

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms))]);

const mission = "missie-en-visie";

describe("live updates", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LIVE_HEARTBEAT_MS: "100" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("needs a session", async () => {
    const res = await server.client().get("/api/kms/events");
    expect(res.status).toBe(401);
  });

  it("a save reaches the streams of its organisation, with who saved it, and no other organisation", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const colleague = await server.member(owner, "editor");
    const stranger = await server.user();
    const mine = openStream(server.url, colleague.cookieHeader, { "accept-encoding": "br, gzip" });
    const theirs = openStream(server.url, stranger.cookieHeader);
    const res = await mine.ready;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    await theirs.ready;

    const saved = await owner.put(`/api/kms/values/${mission}`, { value: "Samen sterk", baseRevision: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedByName).toBe("Anna de Vries");
    const { data } = await mine.next((e) => e.event === "kms");
    const ownerId = (await owner.get("/api/me")).body.user.id;
    expect(data).toEqual({
      name: mission,
      revision: 1,
      updatedBy: ownerId,
      updatedByName: "Anna de Vries",
      updatedAt: saved.body.updatedAt,
    });
    expect(data).not.toHaveProperty("value");

    // A save of the same value changes nothing and announces nothing; a delete is announced.
    await owner.put(`/api/kms/values/${mission}`, { value: "Samen sterk", baseRevision: 1 });
    expect((await owner.delete(`/api/kms/values/${mission}`)).status).toBe(204);
    const deleted = await mine.next((e) => e.event === "kms" && e.data.deleted === true);
    expect(deleted.data).toMatchObject({ name: mission, revision: 2, updatedByName: "Anna de Vries" });
    expect(mine.events.filter((e) => e.event === "kms")).toHaveLength(2);

    // The stranger's own save reaches the stranger; the colleague's stream never heard of it.
    await stranger.put(`/api/kms/values/${mission}`, { value: "Iets anders", baseRevision: 0 });
    await theirs.next((e) => e.event === "kms");
    expect(theirs.events.filter((e) => e.event === "kms")).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.events.filter((e) => e.event === "kms")).toHaveLength(2);
    // A stream the browser closes is forgotten by the server.
    expect(server.live.openStreams).toBe(2);
    mine.close();
    theirs.close();
    await expect.poll(() => server.live.openStreams, { timeout: 3_000 }).toBe(0);
  });

  it("goal-set changes are announced, deletes of the set's values included", async () => {
    const owner = await server.user();
    const stream = openStream(server.url, owner.cookieHeader);
    await stream.ready;
    const first = await owner.post("/api/kms/goal-sets");
    const second = await owner.post("/api/kms/goal-sets");
    const text = `kwaliteitsdoelstelling-${second.body.id}`;
    expect((await owner.put(`/api/kms/values/${text}`, { value: "Minder wachttijd", baseRevision: 0 })).status).toBe(
      200,
    );
    await owner.delete(`/api/kms/goal-sets/${second.body.id}`);
    const gone = await stream.next((e) => e.event === "kms" && e.data.name === text && e.data.deleted === true);
    expect(gone.data.revision).toBe(2);
    const lists = stream.events.filter((e) => e.event === "kms" && e.data.name === "kwaliteitsdoelstellingen-sets");
    expect(lists.map((e) => e.data.revision)).toEqual([1, 2, 3]);
    expect(first.status).toBe(201);
    stream.close();
  });

  it("loaded and fetched values carry the name of who saved them", async () => {
    const owner = await server.user({ name: "Bram Jansen" });
    await owner.put(`/api/kms/values/${mission}`, { value: "Tekst", baseRevision: 0 });
    const all = await owner.get("/api/kms/values");
    expect(all.body.values[mission]).toMatchObject({ value: "Tekst", revision: 1, updatedByName: "Bram Jansen" });
    const one = await owner.get(`/api/kms/values/${mission}`);
    expect(one.body.value).toMatchObject({ value: "Tekst", revision: 1, updatedByName: "Bram Jansen" });
    expect((await owner.get("/api/kms/values/onbekend-onderdeel")).status).toBe(400);
  });

  it("a removed member's stream ends at the next heartbeat", async () => {
    const owner = await server.user();
    const colleague = await server.member(owner, "editor");
    const stream = openStream(server.url, colleague.cookieHeader);
    await stream.ready;
    await new Promise((r) => setTimeout(r, 250));
    expect(server.live.openStreams).toBeGreaterThan(0);
    const userId = (await colleague.get("/api/me")).body.user.id;
    await server.db.deleteFrom("membership").where("user_id", "=", userId).execute();
    await within(stream.ended, 3_000, "stream end");
  });

  it("a removed member hears no event after the removal: the stream ends instead", async () => {
    const slow = await startTestServer({ LIVE_HEARTBEAT_MS: "300000" });
    try {
      const owner = await slow.user();
      const colleague = await slow.member(owner, "reader");
      const stream = openStream(slow.url, colleague.cookieHeader);
      await stream.ready;
      const userId = (await colleague.get("/api/me")).body.user.id;
      await slow.db.deleteFrom("membership").where("user_id", "=", userId).execute();
      await owner.put(`/api/kms/values/${mission}`, { value: "Geheim", baseRevision: 0 });
      await within(stream.ended, 3_000, "stream end");
      expect(stream.events.filter((e) => e.event === "kms")).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  it("a member without two-factor sign-in loses an open stream as soon as the organisation requires it", async () => {
    const slow = await startTestServer({ LIVE_HEARTBEAT_MS: "300000" });
    try {
      const owner = await slow.user();
      const colleague = await slow.member(owner, "editor");
      await setUpTwoFactor(owner);
      const theirs = openStream(slow.url, colleague.cookieHeader);
      const mine = openStream(slow.url, owner.cookieHeader);
      await Promise.all([theirs.ready, mine.ready]);
      await expect.poll(() => slow.live.openStreams, { timeout: 3_000 }).toBe(2);
      expect((await owner.patch("/api/organisation", { twoFactorRequired: true })).status).toBe(200);
      // Ended at once, not at the next heartbeat (5 minutes away here).
      await within(theirs.ended, 3_000, "stream end");
      await owner.put(`/api/kms/values/${mission}`, { value: "Alleen met twee stappen", baseRevision: 0 });
      // The owner, who signs in with two steps, keeps hearing the saves.
      expect((await mine.next((e) => e.event === "kms")).data.revision).toBe(1);
      expect(theirs.events.filter((e) => e.event === "kms")).toEqual([]);
      // A new stream is refused too.
      const again = openStream(slow.url, colleague.cookieHeader);
      expect((await again.ready).status).toBe(403);
      mine.close();
    } finally {
      await slow.close();
    }
  });

  it("a member without two-factor sign-in hears no event once it is required (another instance: heartbeat)", async () => {
    const owner = await server.user();
    const colleague = await server.member(owner, "reader");
    await setUpTwoFactor(owner);
    const stream = openStream(server.url, colleague.cookieHeader);
    await stream.ready;
    // Switched on behind the server's back (as another instance would): the next heartbeat ends it.
    const organisationId = (await owner.get("/api/me")).body.organisation.id;
    await server.db
      .updateTable("organisation")
      .set({ two_factor_required: 1 })
      .where("id", "=", organisationId)
      .execute();
    await within(stream.ended, 3_000, "stream end");
  });

  it("a signed-out session's stream ends", async () => {
    const owner = await server.user();
    const stream = openStream(server.url, owner.cookieHeader);
    await stream.ready;
    expect((await owner.post("/api/auth/sign-out")).status).toBe(200);
    await within(stream.ended, 3_000, "stream end");
  });

  it("a stream outlives the request timeouts (they cover receiving the request only)", async () => {
    const strict = await startTestServer({
      LIVE_HEARTBEAT_MS: "300000",
      HTTP_HEADERS_TIMEOUT_MS: "300",
      HTTP_REQUEST_TIMEOUT_MS: "400",
    });
    try {
      const owner = await strict.user();
      const stream = openStream(strict.url, owner.cookieHeader);
      await stream.ready;
      await new Promise((r) => setTimeout(r, 1_500));
      await owner.put(`/api/kms/values/${mission}`, { value: "Na anderhalve seconde", baseRevision: 0 });
      expect((await stream.next((e) => e.event === "kms")).data.revision).toBe(1);
      stream.close();
    } finally {
      await strict.close();
    }
  });

  it("closing the server ends open streams and does not hang", async () => {
    const other = await startTestServer({ LIVE_HEARTBEAT_MS: "300000" });
    const owner = await other.user();
    const a = openStream(other.url, owner.cookieHeader);
    const b = openStream(other.url, owner.cookieHeader);
    await Promise.all([a.ready, b.ready]);
    await new Promise((r) => setTimeout(r, 100));
    expect(other.live.openStreams).toBe(2);
    await within(other.close(), 3_000, "server.close()");
    await within(Promise.all([a.ended, b.ended]), 1_000, "streams end");
    expect(other.live.openStreams).toBe(0);
  });
});

describe("two server instances on one database", () => {
  let a: TestServer;
  let b: RunningServer;
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  beforeAll(async () => {
    a = await startTestServer();
    b = await startServer(loadConfig({ ...a.env, PORT: "0" }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(
    postgres
      ? "a save on one instance reaches streams on both (PostgreSQL LISTEN/NOTIFY)"
      : "a save reaches streams on its own instance (SQLite runs one instance; PostgreSQL is tested with test:pg)",
    async () => {
      const owner: TestClient = await a.user({ name: "Carla" });
      const colleague = await a.member(owner, "editor");
      const onA = openStream(a.url, colleague.cookieHeader);
      const onB = openStream(b.url, colleague.cookieHeader);
      expect((await onA.ready).status).toBe(200);
      expect((await onB.ready).status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      const saved = await owner.put(`/api/kms/values/${mission}`, { value: "Op A opgeslagen", baseRevision: 0 });
      expect(saved.status).toBe(200);
      expect((await onA.next((e) => e.event === "kms")).data).toMatchObject({ name: mission, updatedByName: "Carla" });
      if (postgres) {
        expect((await onB.next((e) => e.event === "kms")).data).toMatchObject({
          name: mission,
          revision: 1,
          updatedByName: "Carla",
        });
      }
      onA.close();
      onB.close();
    },
  );
});
