/**
 * Goal-set writes (add, first set, delete) go through the same quota check and lock order as a text
 * save: refused with 413 when the store is full, and safe to run at once with saves of the list and
 * of texts (on PostgreSQL two orders of row locks would deadlock into a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";

const MB = 1024 * 1024;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ QUOTA_KMS_BYTES: String(MB) });
});
afterAll(async () => server?.close());

const put = (c: TestClient, name: string, value: unknown, baseRevision = 0) =>
  c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
const used = async (c: TestClient) => (await c.get("/api/quota")).body.kms.usedBytes as number;
const setsName = "kwaliteitsdoelstellingen-sets";
/** The stored list of goal-set ids, or null when there is none. */
const listOf = async (c: TestClient): Promise<string[] | null> =>
  (await c.get(`/api/kms/values/${setsName}`)).body.value?.value ?? null;

/** Saves ever smaller texts until even a text of 1,000 characters gets 413: the store is full. */
async function fill(c: TestClient) {
  let revision = 0;
  for (const size of [100_000, 10_000, 1_000]) {
    for (;;) {
      const res = await put(c, "doelgroep", `${revision}`.padEnd(size, "x"), revision);
      if (res.status === 413) break;
      expect(res.status).toBe(200);
      revision = res.body.revision;
    }
  }
  expect((await put(c, "actualiteit", "y".repeat(1_000))).status).toBe(413);
}

describe("goal sets against the KMS quota", () => {
  it("refuses new goal sets and deletes with 413 once the store is full, and never stores past the quota", async () => {
    const user = await server.user();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push((await user.post("/api/kms/goal-sets")).body.id);
    await fill(user);
    const full = await used(user);
    expect(full).toBeLessThanOrEqual(MB);

    const added = [];
    for (let i = 0; i < 150; i++) added.push(await user.post("/api/kms/goal-sets"));
    expect(added.map((r) => r.status)).toEqual(Array(150).fill(413));
    expect(added[0]!.body).toEqual({
      code: "quota_exceeded",
      message:
        "De opslagruimte van uw organisatie voor het kwaliteitssysteem is vol (1 MB). Deze wijziging is niet opgeslagen. Neem contact met ons op voor meer ruimte.",
    });
    for (const id of ids.slice(0, 50)) {
      const res = await user.delete(`/api/kms/goal-sets/${id}`);
      expect([200, 413]).toContain(res.status);
    }
    expect(await used(user)).toBeLessThanOrEqual(MB);
    expect(await listOf(user)).toHaveLength(60);
  });

  it("refuses the first goal set of a full store with 413", async () => {
    const user = await server.user();
    await fill(user);
    const res = await user.post("/api/kms/goal-sets/first");
    // The list of one set is about 40 bytes: it may still fit; if it does not, nothing is stored.
    if (res.status === 413) expect(await listOf(user)).toBeNull();
    else expect(res.status).toBe(201);
    expect(await used(user)).toBeLessThanOrEqual(MB);
  });

  it("runs goal-set writes, saves of the list and text saves at once without a server error", async () => {
    const user = await server.user();
    const first = (await user.post("/api/kms/goal-sets/first")).body.list.value[0] as string;
    const ids = [first];
    for (let i = 0; i < 12; i++) ids.push((await user.post("/api/kms/goal-sets")).body.id);

    // Each round saves the list with its current revision (as a restore does, usage row first) while
    // goal sets are added and deleted: with the two lock orders, PostgreSQL found a deadlock.
    for (let round = 0; round < 12; round++) {
      const { value, revision } = (await user.get(`/api/kms/values/${setsName}`)).body.value;
      const calls = [
        ...Array.from({ length: 4 }, () => user.post("/api/kms/goal-sets")),
        user.post("/api/kms/goal-sets/first"),
        user.delete(`/api/kms/goal-sets/${ids[1 + round]}`),
        ...Array.from({ length: 4 }, () => put(user, setsName, value, revision)),
        put(user, `kwaliteitsdoelstelling-${first}`, `Doel ${round}`, round),
      ];
      const statuses = (await Promise.all(calls)).map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
    }
    const list = (await listOf(user))!;
    expect(new Set(list).size).toBe(list.length);
  });
});
