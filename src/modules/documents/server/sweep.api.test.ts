/**
 * The documents sweep (abandoned uploads, the recycle bin) is a periodic job with a lease: a sweep
 * never starts while one runs, in this process or in a second instance on the same database, and
 * stop() waits for a running sweep to finish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { createActivityLog } from "@modules/activity/server/record";
import { createDocumentFeature } from "./feature";
import { createStorage, type FileStorage } from "@core/server/storage";

let server: TestServer;
beforeAll(async () => {
  // The server's own sweep stays off; the test starts its own two.
  server = await startTestServer({ FILE_SWEEP_INTERVAL_MS: "0" });
});
afterAll(async () => server?.close());

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A storage whose remove() waits until released, counting calls and how many run at once. */
function blockingStorage(real: FileStorage) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const stats = { calls: 0, running: 0, maxRunning: 0 };
  const storage: FileStorage = {
    kind: real.kind,
    uploads: real.uploads,
    open: (key) => real.open(key),
    exists: (key) => real.exists(key),
    async remove(key) {
      stats.calls += 1;
      stats.running += 1;
      stats.maxRunning = Math.max(stats.maxRunning, stats.running);
      await released;
      await real.remove(key);
      stats.running -= 1;
    },
  };
  return { storage, stats, release };
}

describe("documents sweep", () => {
  it("never overlaps itself, across two instances either, and stop() waits for a running sweep", async () => {
    const user = await server.user();
    const res = await user.fetch("/api/documents/uploads", {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-length": "1000",
        "upload-metadata": `filename ${b64("half.pdf")},category ${b64("beleid")}`,
      },
    });
    expect(res.status).toBe(201);
    const key = res.headers.get("location")!.split("/").pop()!;
    // Started two days ago and never finished: abandoned.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await server.db.updateTable("stored_file").set({ created_at: twoDaysAgo }).where("storage_key", "=", key).execute();
    const row = () =>
      server.db.selectFrom("stored_file").select("id").where("storage_key", "=", key).executeTakeFirst();

    const config = loadConfig({ ...server.env, FILE_SWEEP_INTERVAL_MS: "20" });
    const deps = {
      config,
      db: server.db,
      log: server.log,
      activity: createActivityLog(server.db, config, server.log),
      onDocumentPurged: async () => undefined,
    };
    const blocking = blockingStorage(createStorage(config));
    const instances = [createDocumentFeature(deps, blocking.storage), createDocumentFeature(deps, blocking.storage)];

    for (let i = 0; i < 100 && blocking.stats.calls === 0; i++) await sleep(20);
    expect(blocking.stats.calls).toBe(1);
    // Many ticks of both instances pass while the first sweep hangs: none starts another.
    await sleep(300);
    expect(blocking.stats.calls).toBe(1);
    expect(blocking.stats.maxRunning).toBe(1);

    // stop() does not return while the sweep runs…
    let stopped = false;
    const stopping = Promise.all(instances.map((f) => f.stop())).then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    expect(await row()).toBeDefined();
    // …and returns once it has finished its work.
    blocking.release();
    await stopping;
    expect(await row()).toBeUndefined();
    expect(blocking.stats.calls).toBe(1);
  });
});
