/** The date rules of personnel records: the VOG rule, SKJ periods, leap days, warnings and reasons. */
import { describe, expect, it } from "vitest";
import { expiresOn, personnelDueRecords, personnelReadiness, validityOf, type PersonFacts } from "./rules";

const vog = (issuedOn: string) => ({ kind: "vog" as const, register: null, issuedOn, validUntil: null });

describe("when an item stops counting", () => {
  it("renews a VOG after the organisation's years, a leap day to 28 February", () => {
    expect(expiresOn(vog("2023-05-10"), 3)).toBe("2026-05-10");
    expect(expiresOn(vog("2023-05-10"), 2)).toBe("2025-05-10");
    expect(expiresOn(vog("2024-02-29"), 3)).toBe("2027-02-28");
    expect(expiresOn(vog("2024-02-29"), 2)).toBe("2026-02-28");
  });

  it("runs an SKJ registration five years from its period's start unless an end date is given", () => {
    const skj = { kind: "registration" as const, register: "skj" as const, validUntil: null };
    expect(expiresOn({ ...skj, issuedOn: "2022-01-01" }, 3)).toBe("2026-12-31");
    expect(expiresOn({ ...skj, issuedOn: "2020-02-29" }, 3)).toBe("2025-02-27");
    expect(expiresOn({ ...skj, issuedOn: "2022-01-01", validUntil: "2026-06-30" }, 3)).toBe("2026-06-30");
    // BIG and other registers only by the date entered.
    expect(expiresOn({ kind: "registration", register: "big", issuedOn: "2022-01-01", validUntil: null }, 3)).toBe(
      null,
    );
    expect(expiresOn({ kind: "diploma", register: null, issuedOn: "2010-06-01", validUntil: "2011-01-01" }, 3)).toBe(
      null,
    );
  });

  it("warns 90 and 30 days ahead and says 'Verlopen' from the day after", () => {
    const today = "2026-03-01";
    expect(validityOf("2026-06-01", today)).toBe("geldig");
    expect(validityOf("2026-05-30", today)).toBe("binnen-90");
    expect(validityOf("2026-03-31", today)).toBe("binnen-30");
    expect(validityOf("2026-03-01", today)).toBe("binnen-30");
    expect(validityOf("2026-02-28", today)).toBe("verlopen");
    expect(validityOf(null, today)).toBe("zonder-datum");
  });
});

const person = (more: Partial<PersonFacts> = {}): PersonFacts => ({
  id: "p1",
  name: "Sanne Jansen",
  relation: "in-dienst",
  userId: "u1",
  startDate: "2025-09-01",
  endDate: null,
  unregisteredReason: "",
  lastConversation: null,
  items: [],
  ...more,
});

describe("readiness reasons and due records", () => {
  const today = "2026-03-01";

  it("gives 2.2 two reasons for a registration within 30 days and a VOG three years and a day old", () => {
    const p = person({
      items: [
        { id: "r", title: "", kind: "registration", register: "skj", issuedOn: null, validUntil: "2026-03-21" },
        { id: "v", title: "", ...vog("2023-02-28") },
      ],
    });
    const reasons = personnelReadiness([p], 3, today);
    expect(reasons.map((r) => [r.element, r.kind])).toEqual([
      ["2.2", "personnel-expired"],
      ["2.2", "personnel-soon"],
    ]);
    expect(reasons.every((r) => r.link === "/medewerkers/p1" && !r.text.includes("Sanne"))).toBe(true);
    // A new VOG replaces the old one: one reason left.
    const renewed = { ...p, items: [...p.items, { id: "v2", title: "", ...vog("2026-02-20") }] };
    expect(personnelReadiness([renewed], 3, today)).toHaveLength(1);
    // The due records: the newest VOG and the registration, with the person's name for whom may see it.
    expect(personnelDueRecords([renewed], 3, today)).toEqual([
      { id: "v2", personId: "p1", title: "VOG van Sanne Jansen vernieuwen", due: "2029-02-20", assigneeId: "u1" },
      {
        id: "r",
        personId: "p1",
        title: "Registratie SKJ van Sanne Jansen verlengen",
        due: "2026-03-21",
        assigneeId: "u1",
      },
    ]);
  });

  it("asks a VOG of everyone, a registration or reason of employees and hired professionals, and a yearly conversation", () => {
    expect(personnelReadiness([person({ relation: "vrijwilliger" })], 3, today).map((r) => r.kind)).toEqual([
      "personnel-missing",
    ]);
    const employee = personnelReadiness([person({ startDate: "2024-01-01" })], 3, today);
    expect(employee.map((r) => r.element)).toEqual(["2.2", "2.2", "2.3"]);
    const reasoned = personnelReadiness(
      [person({ unregisteredReason: "Ondersteunt, geen jeugdhulp", lastConversation: "2024-12-01" })],
      3,
      today,
    );
    expect(reasoned.map((r) => [r.element, r.kind])).toEqual([
      ["2.2", "personnel-missing"],
      ["2.3", "personnel-expired"],
    ]);
    // A leaver counts no more.
    expect(personnelReadiness([person({ endDate: "2026-02-28" })], 3, today)).toEqual([]);
    expect(
      personnelDueRecords(
        [person({ endDate: "2026-02-28", items: [{ id: "v", title: "", ...vog("2025-01-01") }] })],
        3,
        today,
      ),
    ).toEqual([]);
  });
});
