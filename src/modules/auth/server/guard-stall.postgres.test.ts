/**
 * Two instances on one PostgreSQL database, and the listening connection of one of them stalls
 * without a reset (a frozen network path): its notices stop, nothing fails. A session signed out
 * on the other instance must still count there within about a second (auth/guard-cache.ts: the
 * kept reads count only while the own heartbeat, sent under a second ago, has been heard). The
 * stalled listener runs through a TCP proxy in this test that stops passing the database's bytes
 * on to it, and passes them on again later. Only in the PostgreSQL run (scripts/test-postgres.sh).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, startTestServer, type TestServer } from "../../../server/test/harness";

// Only the PostgreSQL run includes *.postgres.test.ts (vitest.config.ts), and it sets this.
const adminUrl = process.env.TEST_DATABASE_URL!;

/** A TCP proxy to the database that can hold back what the database sends to its LISTEN connection. */
async function listenerProxy(target: URL) {
  const pairs: { listener: boolean; held: Buffer[]; client: net.Socket; upstream: net.Socket }[] = [];
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = { listener: false, held: [] as Buffer[], client, upstream };
    pairs.push(pair);
    client.on("data", (data) => {
      if (data.includes("LISTEN normwijs_guard")) pair.listener = true;
      upstream.write(data);
    });
    upstream.on("data", (data) => {
      if (stalled && pair.listener) pair.held.push(data);
      else client.write(data);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    listening: () => pairs.some((p) => p.listener && !p.client.destroyed),
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const pair of pairs) for (const data of pair.held.splice(0)) pair.client.write(data);
    },
    close: async () => {
      for (const pair of pairs) pair.client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
let proxy: Awaited<ReturnType<typeof listenerProxy>> | undefined;
let stalling: TestServer;
let other: TestServer;
let counting = false;
let guardReads = 0;

beforeAll(async () => {
  database = await createPgDatabase(adminUrl);
  proxy = await listenerProxy(new URL(database.url));
  other = await startTestServer({ DATABASE_URL: database.url });
  stalling = await startTestServer(
    { DATABASE_URL: proxy.url },
    { onQuery: (sql) => void (counting && sql.includes('from "session"') && (guardReads += 1)) },
  );
});
afterAll(async () => {
  await stalling?.close();
  await other?.close();
  await proxy?.close();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks until the kept read is used (no guard read), as it is once the heartbeat is heard. */
async function keptOn(get: () => Promise<{ status: number }>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    counting = true;
    guardReads = 0;
    const res = await get();
    counting = false;
    expect(res.status).toBe(200);
    if (guardReads === 0) return;
    if (Date.now() > deadline) throw new Error("the session read is never kept");
    await sleep(50);
  }
}

describe("a stalled listening connection", () => {
  it("a session signed out on one instance counts on the other within about a second", async () => {
    expect(proxy!.listening()).toBe(true);
    const browser = await stalling.user();
    const here = () => browser.get("/api/me");
    await keptOn(here);

    proxy!.stall();
    // Notices have stopped reaching the stalled instance, and nothing tells it.
    await sleep(200);
    // Signed out on the other instance, as from another tab; this browser still sends its cookie.
    const signedOut = await other.client().request("POST", "/api/auth/sign-out", {}, { cookie: browser.cookieHeader });
    expect(signedOut.status).toBe(200);
    const since = Date.now();
    let status = 200;
    let answered = 0;
    while (status === 200 && Date.now() - since < 5_000) {
      status = (await here()).status;
      if (status === 200) answered += 1;
      await sleep(10);
    }
    const took = Date.now() - since;
    expect(status).toBe(401);
    // The heartbeat proof is at most a second old; allow for the loop and a slow machine.
    expect(took, `still served ${answered} times`).toBeLessThan(1_500);

    // Meanwhile the stalled instance still serves, reading the database on every request.
    const colleague = await stalling.user();
    // The first request verifies the cookie itself (reading the session too); count the ones after it.
    expect((await colleague.get("/api/me")).status).toBe(200);
    counting = true;
    guardReads = 0;
    expect((await colleague.get("/api/me")).status).toBe(200);
    expect((await colleague.get("/api/me")).status).toBe(200);
    counting = false;
    expect(guardReads).toBe(2);

    // The connection flows again: the held notices arrive in order, and reads are kept once more.
    proxy!.resume();
    await keptOn(() => colleague.get("/api/me"));
    expect((await here()).status).toBe(401);
  });
});
