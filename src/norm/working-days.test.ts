import { describe, expect, it } from "vitest";
import { addWorkingDays, easterSunday, holidays, isWorkingDay } from "@norm/working-days";

describe("working days for the legal clocks", () => {
  it("knows Easter of several years, including a leap year", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2028)).toBe("2028-04-16");
  });

  it("counts the general holidays of the Algemene termijnenwet, Koningsdag moved off a Sunday", () => {
    const h2026 = holidays(2026);
    for (const d of ["2026-01-01", "2026-04-03", "2026-04-06", "2026-04-27", "2026-05-05", "2026-05-14", "2026-05-25"])
      expect(h2026.has(d)).toBe(true);
    expect(holidays(2025).has("2025-04-26")).toBe(true); // 27 April 2025 is a Sunday
    expect(isWorkingDay("2026-12-25")).toBe(false);
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-27")).toBe(true);
  });

  it("adds working days over a weekend, over Easter, and over 29 February", () => {
    expect(addWorkingDays("2026-11-27", 3)).toBe("2026-12-02"); // Friday → Wednesday
    expect(addWorkingDays("2026-04-02", 3)).toBe("2026-04-09"); // over Goede Vrijdag and tweede Paasdag
    expect(addWorkingDays("2028-02-28", 3)).toBe("2028-03-02"); // Monday, over the leap day
    expect(addWorkingDays("2026-12-24", 3)).toBe("2026-12-30");
  });
});
