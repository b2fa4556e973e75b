import { describe, expect, it } from "vitest";
import { formatBytes } from "./model";

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [45, "45 bytes"],
    [1023, "1.023 bytes"],
    [1024, "1 KB"],
    [1.2 * 1024 * 1024, "1,2 MB"],
    [50 * 1024 * 1024, "50 MB"],
    [5 * 1024 ** 3, "5 GB"],
    [150.4 * 1024 * 1024, "150 MB"],
  ])("writes %d as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
