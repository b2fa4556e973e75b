/**
 * The upload lock that instances share (upload-lock.ts), with two lockers standing for two
 * instances on one database: the second waits for the first, a crashed holder's lease does not
 * block, and a released lock leaves no row behind. (Two real server processes:
 * src/server/instances.postgres.test.ts.)
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { createUploadLocker } from "./upload-lock";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const rowsOf = (key: string) =>
  server.db.selectFrom("job_lease").selectAll().where("name", "=", `upload:${key}`).execute();
const never = new AbortController().signal;

it("a lock held on one instance makes the other wait until it is released, and leaves no row", async () => {
  const [onA, onB] = [createUploadLocker(server.db), createUploadLocker(server.db)];
  const key = "a".repeat(32);
  const first = onA.newLock(key);
  await first.lock(never, () => undefined);
  expect(await rowsOf(key)).toHaveLength(1);

  let secondHolds = false;
  const second = onB.newLock(key);
  const taking = second.lock(never, () => undefined).then(() => (secondHolds = true));
  await new Promise((r) => setTimeout(r, 300));
  expect(secondHolds).toBe(false);

  await first.unlock();
  await taking;
  expect(secondHolds).toBe(true);
  await second.unlock();
  expect(await rowsOf(key)).toEqual([]);
});

it("does not wait for the lease of an instance that crashed once it has expired", async () => {
  const key = "b".repeat(32);
  await server.db
    .insertInto("job_lease")
    .values({ name: `upload:${key}`, holder: "crashed", expires_at: Date.now() - 1 })
    .execute();
  const lock = createUploadLocker(server.db).newLock(key);
  await lock.lock(never, () => undefined);
  expect((await rowsOf(key))[0]?.holder).not.toBe("crashed");
  await lock.unlock();
  expect(await rowsOf(key)).toEqual([]);
});
