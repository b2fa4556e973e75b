/**
 * One lock order for every KMS write: the organisation's usage row first, then the value's row. On
 * PostgreSQL a goal-set write that took the list's row first, while a save of the list held the
 * usage row and waited for the list's row, was a deadlock: one of the two failed (a 500).
 * The test holds the usage row in a transaction of its own, as a save in flight does, starts the
 * goal-set write, waits until PostgreSQL reports it waiting for a lock, and then saves the list in
 * the held transaction. PostgreSQL only (SQLite has one writer at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import type { JsonResponse } from "../../../server/test/harness";
import { pgConnection, waitForLockWaiters } from "../../../server/test/pg-locks";

const setsName = "kwaliteitsdoelstellingen-sets";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function organisationOf(c: TestClient): Promise<string> {
  return (await c.get("/api/me")).body.organisation.id;
}

/**
 * Runs `request` while another transaction holds the organisation's usage row and then saves the
 * goal-set list in that transaction (as a restore of the list does). Answers the request's answer.
 */
async function whileAListSaveHoldsTheUsageRow(
  user: TestClient,
  request: () => Promise<JsonResponse>,
): Promise<JsonResponse> {
  const organisationId = await organisationOf(user);
  const client = await pgConnection(server);
  try {
    await client.query("BEGIN");
    await client.query("SELECT kms_bytes FROM organisation_usage WHERE organisation_id = $1 FOR UPDATE", [
      organisationId,
    ]);
    const answer = request();
    await waitForLockWaiters(client);
    await client.query(
      `UPDATE kms_value SET value = value, revision = revision + 1 WHERE organisation_id = $1 AND name = $2`,
      [organisationId, setsName],
    );
    await client.query("COMMIT");
    return await answer;
  } finally {
    await client.end();
  }
}

describe("lock order of goal-set writes", () => {
  it("adds and deletes a goal set while a save of the list holds the usage row: both land, no deadlock", async () => {
    const user = await server.user();
    const first = (await user.post("/api/kms/goal-sets/first")).body.list.value[0] as string;
    const second = (await user.post("/api/kms/goal-sets")).body.id as string;
    const add = () => user.post("/api/kms/goal-sets");
    const remove = () => user.delete(`/api/kms/goal-sets/${second}`);
    const added = await whileAListSaveHoldsTheUsageRow(user, add);
    expect(added.status).toBe(201);
    const removed = await whileAListSaveHoldsTheUsageRow(user, remove);
    expect(removed.status).toBe(200);
    const list = (await user.get(`/api/kms/values/${setsName}`)).body.value;
    expect(list.value).toEqual([first, added.body.id]);
    // Two saves of the list by the test, the first set, one added and one removed… each one revision.
    expect(list.revision).toBe(6);
  });
});
