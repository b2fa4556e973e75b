import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { hitRateLimit } from "@core/server/http/rate-limit";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it("allows max hits per window, then says how long to wait, and starts afresh in the next window", async () => {
  const t0 = 1_800_000_000_000;
  const hit = (at: number) => hitRateLimit(server.db, "test:10.0.0.1", 2, 60_000, at);
  expect(await hit(t0)).toBeUndefined();
  expect(await hit(t0 + 1_000)).toBeUndefined();
  expect(await hit(t0 + 20_000)).toBe(40);
  expect(await hit(t0 + 59_500)).toBe(1);
  expect(await hit(t0 + 60_000)).toBeUndefined();
  // Another key has its own count.
  expect(await hitRateLimit(server.db, "test:10.0.0.2", 2, 60_000, t0 + 20_000)).toBeUndefined();
});
