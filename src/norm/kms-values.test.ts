import { describe, expect, it } from "vitest";
import { goalSetIds, tableRowIds } from "@norm/kms-names";

describe("ids in stored values", () => {
  it("reads a table's row ids and skips rows without a text id", () => {
    expect(tableRowIds([{ id: "a", x: "1" }, { x: "2" }, { id: 3 }, null, "b", { id: "c" }])).toEqual(["a", "c"]);
    expect(tableRowIds(undefined)).toEqual([]);
    expect(tableRowIds({ id: "a" })).toEqual([]);
  });

  it("reads the ids of the goal-set list and ignores anything else in it", () => {
    expect(goalSetIds(["a", 2, null, "b"])).toEqual(["a", "b"]);
    expect(goalSetIds("a")).toEqual([]);
    expect(goalSetIds(undefined)).toEqual([]);
  });
});
