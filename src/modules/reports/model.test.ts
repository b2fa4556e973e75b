/** The register type a report suggests lands on the register's own words. */
import { describe, expect, it } from "vitest";
import { suggestedRegisterType } from "./model";

describe("suggestedRegisterType", () => {
  it("maps every report type onto a type of the 4.5 register", () => {
    expect(suggestedRegisterType("calamiteit")).toBe("Calamiteit");
    expect(suggestedRegisterType("geweld")).toBe("Geweld in de zorgrelatie");
    expect(suggestedRegisterType("datalek")).toBe("Datalek");
    expect(suggestedRegisterType("klacht")).toBe("Klacht");
    expect(suggestedRegisterType("medewerkerincident")).toBe("Incident");
    expect(suggestedRegisterType("anders")).toBe("Incident");
  });
});
