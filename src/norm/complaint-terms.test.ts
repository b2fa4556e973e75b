/** The settings page checks the complaint term without zod: it must refuse what the server refuses. */
import { describe, expect, it } from "vitest";
import { isComplaintWeeks } from "@norm/complaint-terms";
import { complaintWeeksSchema } from "@norm/complaint-terms-schemas";

describe("isComplaintWeeks", () => {
  it.each([0, 1, 6, 26, 27, -1, 1.5, NaN, Infinity, 2 ** 53])("answers %s as the server's schema does", (n) => {
    expect(isComplaintWeeks(n)).toBe(complaintWeeksSchema.safeParse(n).success);
  });
});
