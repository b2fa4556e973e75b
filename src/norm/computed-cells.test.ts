import { describe, expect, it } from "vitest";
import { reportDuty } from "@norm/computed-cells";

const today = "2026-04-10";

describe("the reporting duty of the register (4.5)", () => {
  it("gives a data breach the AP deadline, 72 hours (three days) after the discovery", () => {
    const open = reportDuty({ type: "Datalek", datum: "2026-04-09" }, today);
    expect(open).toEqual({
      status: "open",
      text: "Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk 12-04-2026. Nog niet gemeld.",
    });
  });

  it("says whether the deadline was met", () => {
    expect(reportDuty({ type: "Datalek", datum: "2026-04-02", datumMelding: "2026-04-05" }, today)).toMatchObject({
      status: "op-tijd",
      text: expect.stringMatching(/uiterlijk 05-04-2026\. Gemeld op 05-04-2026: op tijd\.$/),
    });
    expect(reportDuty({ type: "Datalek", datum: "2026-04-02", datumMelding: "2026-04-06" }, today)).toMatchObject({
      status: "te-laat",
      text: expect.stringMatching(/Gemeld op 06-04-2026: te laat\.$/),
    });
    expect(reportDuty({ type: "Datalek", datum: "2026-04-02" }, today)).toMatchObject({
      status: "verlopen",
      text: expect.stringMatching(/Niet gemeld: de termijn is voorbij\.$/),
    });
  });

  it("asks for the discovery date of a data breach without one", () => {
    expect(reportDuty({ type: "Datalek" }, today).text).toBe("Vul de datum in waarop het datalek ontdekt is.");
  });

  it("tells that a calamity goes to the IGJ within 3 working days (over Easter), and whether it was reported", () => {
    // Thursday 2 April 2026: Goede Vrijdag and tweede Paasdag do not count.
    expect(reportDuty({ type: "Calamiteit", datum: "2026-04-02" }, "2026-04-09")).toEqual({
      status: "open",
      text: "Melden bij de IGJ zonder uitstel: binnen 3 werkdagen, uiterlijk 09-04-2026. Nog niet gemeld.",
    });
    expect(reportDuty({ type: "Calamiteit", datum: "2026-04-02" }, "2026-04-10").status).toBe("verlopen");
    expect(reportDuty({ type: "Calamiteit", datum: "2026-04-02", datumMelding: "2026-04-08" }, today).text).toBe(
      "Melden bij de IGJ zonder uitstel: binnen 3 werkdagen, uiterlijk 09-04-2026. Gemeld op 08-04-2026: op tijd.",
    );
  });

  it("gives violence in the care relationship the IGJ's clock of its own", () => {
    expect(reportDuty({ type: "Geweld in de zorgrelatie", datum: "2026-11-27" }, "2026-12-03").status).toBe("verlopen");
    expect(reportDuty({ type: "Geweld in de zorgrelatie", datum: "2026-11-27" }, "2026-12-02").status).toBe("open");
  });

  it("lets a data breach be closed as not reportable, which stops the AP's clock", () => {
    expect(reportDuty({ type: "Datalek", datum: "2026-04-01", afgesloten: "2026-04-02" }, today)).toEqual({
      status: "gemeld",
      text: "Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk 04-04-2026. Afgesloten zonder melding: niet meldplichtig.",
    });
  });

  it("shows nothing for an incident or a complaint", () => {
    expect(reportDuty({ type: "Incident", datum: "2026-04-01" }, today)).toEqual({ status: "geen", text: "" });
    expect(reportDuty({ type: "Klacht" }, today).text).toBe("");
  });
});
