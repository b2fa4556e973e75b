import { describe, expect, it } from "vitest";
import { formatIsoDate, parseIsoDate } from "./date-picker";

describe("date values", () => {
  it("shows a stored yyyy-MM-dd date as dd-MM-yyyy", () => {
    expect(formatIsoDate("2026-03-05")).toBe("05-03-2026");
    expect(parseIsoDate("2026-03-05")?.getDate()).toBe(5);
  });

  it("keeps free text from before the picker as it was, instead of crashing or dropping it", () => {
    expect(formatIsoDate("begin maart")).toBe("begin maart");
    expect(parseIsoDate("begin maart")).toBeUndefined();
    expect(formatIsoDate("")).toBe("");
  });

  it("does not take an impossible date for a real one", () => {
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(formatIsoDate("2026-02-30")).toBe("2026-02-30");
  });
});
