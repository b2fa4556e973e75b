/**
 * Requests start one per turn of the event loop while others wait (http/connections.ts), so the
 * loop turns — and takes in a new connection — between any two of them. Counted in turns, not time.
 */
import { expect, it } from "vitest";
import { oneStartPerTurn } from "@core/server/http/connections";

/** Resolves after the check phase of the current turn (setImmediate callbacks run in order). */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

it("starts the first request at once and each waiting one a turn later, in arrival order", async () => {
  const admit = oneStartPerTurn();
  const started: string[] = [];
  expect(admit()).toBeUndefined();
  started.push("a");
  const waiting = ["b", "c", "d"].map((name) => {
    const turn = admit();
    expect(turn).toBeInstanceOf(Promise);
    return turn!.then(() => started.push(name));
  });
  await endOfTurn();
  expect(started).toEqual(["a", "b"]);
  await endOfTurn();
  expect(started).toEqual(["a", "b", "c"]);
  await endOfTurn();
  expect(started).toEqual(["a", "b", "c", "d"]);
  await Promise.all(waiting);
  // Nothing waits any more: the next turn's first request starts at once again.
  await endOfTurn();
  expect(admit()).toBeUndefined();
});
