import { describe, expect, it } from "vitest";
import { oorzaakCategorieen } from "@norm/norm-topics";
import { reportCauses } from "./messages";

describe("the causes of a report", () => {
  it("are exactly the register's 'Oorzaak' choices, so a triaged row is accepted and counted", () => {
    expect(Object.values(reportCauses).sort()).toEqual([...oorzaakCategorieen].sort());
  });
});
