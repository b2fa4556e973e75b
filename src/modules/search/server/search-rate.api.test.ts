/**
 * Search is limited per person (SEARCH_RATE_LIMIT per minute): over the limit a Dutch 429 with
 * Retry-After, while a colleague in the same organisation still searches.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_RATE_LIMIT: "3" });
});
afterAll(async () => server?.close());

it("answers a person's searches beyond the limit with a Dutch 429, and not their colleague's", async () => {
  const owner = await server.user();
  const colleague = await server.member(owner, "reader");
  for (let i = 0; i < 3; i++) expect((await owner.get(`/api/search?q=beleid${i}`)).status).toBe(200);
  const refused = await owner.get("/api/search?q=beleid");
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe("rate_limited");
  expect(refused.body.message).toMatch(/^U heeft in korte tijd heel vaak gezocht\. Wacht \d+ seconden/);
  const wait = Number(refused.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect((await colleague.get("/api/search?q=beleid")).status).toBe(200);
});
