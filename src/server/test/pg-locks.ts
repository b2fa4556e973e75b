/**
 * For tests of what happens while another transaction holds a row on PostgreSQL: a connection of
 * the test's own, and a wait until the server's requests stand waiting for a lock (counted, not
 * timed, so the test does not depend on how fast the machine is).
 */
import pg from "pg";
import type { TestServer } from "./harness";

export async function pgConnection(server: TestServer): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await client.connect();
  return client;
}

/**
 * Waits until `count` other backends of the test database wait for a lock (at most 2,000 looks,
 * 10 ms apart: on a machine loaded by the other test files, 500 looks were once not enough).
 */
export async function waitForLockWaiters(client: pg.Client, count = 1): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].n >= count) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${count} requests came to wait for a lock`);
}
