/**
 * The exports' queue on its own: one export per organisation (a second is 'bezig' at once, never
 * queued), a bounded number under way, and files made one at a time in order of arrival, so an
 * organisation never waits behind a long line of another's.
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "@core/server/http/errors";
import { claimExport, exportQueueMessages, makeInTurn, maxExportsUnderWay, withExportClaim } from "./queue";

/** A job that runs until `finish` is called; `started` tells whether it began. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false };
  return { state, finish, job: async () => ((state.started = true), await done) };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? { status: err.status, code: err.code, message: err.message } : err;
  }
  return undefined;
};

describe("the exports' queue", () => {
  it("answers a second export of the same organisation 'bezig' at once, and takes it again when done", async () => {
    const slow = gate();
    const first = withExportClaim("org-a", slow.job);
    await expect(withExportClaim("org-a", async () => "tweede")).rejects.toMatchObject({
      status: 429,
      code: "export_busy",
      message: exportQueueMessages.busy,
    });
    slow.finish();
    await first;
    await expect(withExportClaim("org-a", async () => "weer")).resolves.toBe("weer");
  });

  it("lets another organisation's file go next, however often the first organisation asks", async () => {
    const order: string[] = [];
    const slow = gate();
    const releaseA = claimExport("fair-a");
    const a = makeInTurn(async () => (await slow.job(), order.push("a")));
    // Organisation A asks again and again while its file is made: every ask is refused, none queues.
    for (let i = 0; i < 100; i++) expect(refusal(() => claimExport("fair-a"))).toMatchObject({ status: 429 });
    const b = withExportClaim("fair-b", () => makeInTurn(async () => order.push("b")));
    await Promise.resolve();
    expect(slow.state.started).toBe(true);
    slow.finish();
    await Promise.all([a, b]);
    releaseA();
    // B waited for A's one file only.
    expect(order).toEqual(["a", "b"]);
  });

  it("keeps the number of exports under way bounded", () => {
    const releases = Array.from({ length: maxExportsUnderWay }, (_, i) => claimExport(`bounded-${i}`));
    expect(refusal(() => claimExport("bounded-one-more"))).toEqual({
      status: 503,
      code: "export_queue_full",
      message: exportQueueMessages.full,
    });
    releases[0]!();
    releases[0]!(); // giving back twice frees one place, not two
    const next = claimExport("bounded-one-more");
    expect(refusal(() => claimExport("bounded-another"))).toMatchObject({ status: 503 });
    for (const release of [...releases, next]) release();
  });
});
