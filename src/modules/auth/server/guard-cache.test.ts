import { describe, expect, it } from "vitest";
import { GuardCache } from "./guard-cache";

type Row = { userId: string; organisationId: string | null; name: string };
const row = (userId: string, organisationId: string | null = "org-1", name = "A"): Row => ({
  userId,
  organisationId,
  name,
});

/** A cache that listens and has just heard its own heartbeat. */
function listening() {
  const cache = new GuardCache<Row>(60_000, 3);
  cache.listeningStarted();
  cache.notice(cache.beat());
  return cache;
}

describe("the session guard's kept reads", () => {
  it("keeps nothing until the notices are heard, and nothing once they may be lost", () => {
    const cache = new GuardCache<Row>();
    cache.keep("t1", row("u1"), cache.begin());
    expect(cache.get("t1")).toBeUndefined();
    cache.listeningStarted();
    cache.notice(cache.beat());
    cache.keep("t1", row("u1"), cache.begin());
    expect(cache.get("t1")).toEqual(row("u1"));
    cache.listeningLost();
    expect(cache.get("t1")).toBeUndefined();
    cache.keep("t1", row("u1"), cache.begin());
    expect(cache.get("t1")).toBeUndefined();
  });

  it("does not keep a read that was under way while something changed", () => {
    const cache = listening();
    const since = cache.begin();
    cache.notice("user:someone-else");
    cache.keep("t1", row("u1"), since);
    expect(cache.get("t1")).toBeUndefined();
    const again = cache.begin();
    cache.watch.changed();
    cache.keep("t1", row("u1"), again);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("forgets the sessions of the user or organisation a notice names, and all on anything else", () => {
    const cache = listening();
    cache.keep("a1", row("a", "org-1"), cache.begin());
    cache.keep("b1", row("b", "org-2"), cache.begin());
    cache.keep("c1", row("c", "org-2"), cache.begin());
    cache.notice("user:a");
    expect([cache.get("a1"), cache.get("b1")?.userId, cache.get("c1")?.userId]).toEqual([undefined, "b", "c"]);
    cache.notice("organisation:org-2");
    expect([cache.get("b1"), cache.get("c1")]).toEqual([undefined, undefined]);
    cache.keep("a1", row("a"), cache.begin());
    cache.notice("*");
    expect(cache.get("a1")).toBeUndefined();
  });

  it("keeps an entry a minute at most, and a bounded number of them", () => {
    const cache = listening();
    cache.notice(cache.beat(1_000));
    cache.keep("t1", row("u1"), cache.begin(), 1_000);
    cache.notice(cache.beat(60_999));
    expect(cache.get("t1", 60_999)).toEqual(row("u1"));
    cache.notice(cache.beat(61_000));
    expect(cache.get("t1", 61_000)).toBeUndefined();
    for (const t of ["t1", "t2", "t3", "t4"]) cache.keep(t, row(t), cache.begin());
    expect(["t1", "t2", "t3", "t4"].map((t) => cache.get(t)?.userId)).toEqual([undefined, "t2", "t3", "t4"]);
  });

  it("recognises this process's writes to the tables the guard reads, and only those", () => {
    const { writes } = listening().watch;
    for (const sql of [
      'delete from "session" where "token" = $1',
      'update "session" set "updatedAt" = $1 where "token" = $2',
      'update "user" set "name" = $1 where "id" = $2',
      'insert into "membership" ("organisation_id", "user_id") values ($1, $2)',
      'delete from "membership" where "user_id" = $1',
      'insert into "session_organisation" ("session_token", "organisation_id") values ($1, $2) on conflict do update',
      'delete from "session_organisation" where "session_token" = $1',
      'update "organisation" set "two_factor_required" = $1 where "id" = $2',
      "with gone as (delete from membership where user_id = $1 returning 1) select count(*) from gone",
    ])
      expect(writes(sql), sql).toBe(true);
    for (const sql of [
      'select * from "session" where "token" = $1',
      'update "kms_value" set "value" = $1',
      'update "organisation_usage" set "bytes" = $1',
      'insert into "sessions_log" values ($1)',
      'select * from "membership" for update',
      "begin",
    ])
      expect(writes(sql), sql).toBe(false);
  });

  it("tells when this instance has heard every notice sent before, and says so when it cannot", async () => {
    const cache = listening();
    const sent: string[] = [];
    const heard = cache.heard(async (payload) => {
      sent.push(payload);
      setTimeout(() => cache.notice(payload), 5);
    });
    await expect(heard).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    // A notice that never comes back (the listening connection is down).
    await expect(cache.heard(async () => undefined, 20)).rejects.toThrow(/no notice/);
    // Hearing is no change: what is kept stays.
    cache.keep("t1", row("u1"), cache.begin());
    await cache.heard(async (payload) => cache.notice(payload));
    expect(cache.get("t1")).toEqual(row("u1"));
  });

  it("uses what it keeps only while its own heartbeat, sent less than a second ago, has been heard", () => {
    const cache = new GuardCache<Row>(60_000, 3, 1_000);
    cache.listeningStarted();
    // Listening, but no heartbeat heard yet: nothing is kept.
    cache.keep("t1", row("u1"), cache.begin(), 10_000);
    expect(cache.get("t1", 10_000)).toBeUndefined();

    cache.notice(cache.beat(10_000));
    cache.keep("t1", row("u1"), cache.begin(), 10_100);
    expect(cache.get("t1", 11_000)).toEqual(row("u1"));
    // The listener stalls: no heartbeat arrives, and a second after the last one was sent the kept
    // read no longer counts; nor is a new one kept.
    expect(cache.get("t1", 11_001)).toBeUndefined();
    cache.keep("t2", row("u2"), cache.begin(), 11_500);
    expect(cache.get("t2", 11_500)).toBeUndefined();

    // Another instance's heartbeat proves nothing about this listener, nor does a forged one.
    const other = new GuardCache<Row>();
    cache.notice(other.beat(11_400));
    cache.notice("beat:nonsense");
    expect(cache.get("t1", 11_500)).toBeUndefined();
    // A heartbeat of its own that arrives late proves only up to when it was sent.
    cache.notice(cache.beat(10_200));
    expect(cache.get("t1", 11_500)).toBeUndefined();

    // Heard again (the stall is over): every notice sent before it has been heard, in order.
    cache.notice(cache.beat(11_600));
    expect(cache.get("t1", 11_700)).toEqual(row("u1"));
  });
});
