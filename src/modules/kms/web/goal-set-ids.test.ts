import { afterEach, expect, it, vi } from "vitest";
import { parseGoalSetIds } from "./goal-set-ids";

afterEach(() => vi.restoreAllMocks());

it("reads a list of set ids", () => {
  expect(parseGoalSetIds(["a", "b"])).toEqual(["a", "b"]);
});

it("treats a missing or empty list as no sets, without logging", () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(parseGoalSetIds(undefined)).toEqual([]);
  expect(parseGoalSetIds([])).toEqual([]);
  expect(log).not.toHaveBeenCalled();
});

it.each([["kapotte tekst"], [{ ids: ["a"] }], [["a", 3]], [null]])(
  "resets unparseable set data %j to empty and logs it",
  (value) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseGoalSetIds(value)).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  },
);
