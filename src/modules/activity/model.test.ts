import { describe, expect, it } from "vitest";
import { activityFilterSchema } from "./schemas";
import { csvCell, csvLine } from "./model";
import { amsterdamDayStart } from "@core/shared/calendar-day";

describe("the CSV of the activity log", () => {
  it("quotes cells with separators, quotes or line breaks", () => {
    expect(csvCell("Missie en visie")).toBe("Missie en visie");
    expect(csvCell('Rapport "mei"; versie 2')).toBe('"Rapport ""mei""; versie 2"');
    expect(csvCell("regel 1\nregel 2")).toBe('"regel 1\nregel 2"');
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", "b;c"])).toBe('a;"b;c"\r\n');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+31 6 1234")).toBe("'+31 6 1234");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});

describe("the filters", () => {
  it("accepts a period and refuses one that ends before it starts", () => {
    expect(activityFilterSchema.safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).toBe(true);
    expect(activityFilterSchema.safeParse({ from: "2026-02-01", to: "2026-01-31" }).success).toBe(false);
    expect(activityFilterSchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(activityFilterSchema.safeParse({ kind: "onbekend" }).success).toBe(false);
  });

  it("counts days in Amsterdam time, in winter and in summer", () => {
    expect(amsterdamDayStart("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(amsterdamDayStart("2026-07-15")).toBe("2026-07-14T22:00:00.000Z");
    // The day summer time starts begins at midnight winter time.
    expect(amsterdamDayStart("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
  });
});
