import { describe, expect, it } from "vitest";
import { isoDay, parseIsoDate } from "@core/shared/dates";

describe("dates without a date library", () => {
  it("writes a day as yyyy-MM-dd in local time", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("reads a day back as the same day, across a month's end and in early years", () => {
    expect(isoDay(parseIsoDate("2024-02-29")!)).toBe("2024-02-29");
    expect(parseIsoDate("2023-02-29")).toBeUndefined();
    expect(isoDay(parseIsoDate("0050-03-01")!)).toBe("0050-03-01");
    expect(parseIsoDate("2026-13-01")).toBeUndefined();
  });
});
