import { describe, expect, it } from "vitest";
import { addMonths, amsterdamDay, isoWeek } from "@core/shared/calendar-day";
import { dueItems, statusOf, type DueValues } from "@norm/due-items";

const at = "2026-01-10T09:00:00.000Z";
const v = (value: unknown, updatedAt = at) => ({ value, updatedAt });
const none = { topic: {}, document: {} };
const today = "2026-06-15";

describe("calendar days in Europe/Amsterdam", () => {
  it("takes the Amsterdam day of an instant, also on the nights summer time starts and ends", () => {
    // 29 March 2026 (summer time starts at 02:00): 23:30 UTC on the 28th is 00:30 CET on the 29th.
    expect(amsterdamDay("2026-03-28T23:30:00Z")).toBe("2026-03-29");
    expect(amsterdamDay("2026-03-29T01:30:00Z")).toBe("2026-03-29"); // 03:30 CEST after the change
    // 25 October 2026: 22:30 UTC on the 24th is 00:30 CEST on the 25th.
    expect(amsterdamDay("2026-10-24T22:30:00Z")).toBe("2026-10-25");
    expect(amsterdamDay("2026-10-25T22:59:00Z")).toBe("2026-10-25"); // 23:59 CET
    expect(amsterdamDay("2026-10-25T23:00:00Z")).toBe("2026-10-26");
  });

  it("gives every minute around both changes of summer time its own Amsterdam day, also when asked again", () => {
    // amsterdamDay remembers the day per UTC hour; Intl without that memory is the reference.
    const reference = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
    for (const start of ["2026-03-28T18:00:00Z", "2026-10-24T18:00:00Z", "1999-12-31T20:00:00Z"]) {
      for (let t = Date.parse(start); t < Date.parse(start) + 36 * 3_600_000; t += 7 * 60_000) {
        const expected = reference.format(t);
        expect(amsterdamDay(new Date(t))).toBe(expected);
        expect(amsterdamDay(new Date(t).toISOString())).toBe(expected);
      }
    }
    expect(() => amsterdamDay("geen datum")).toThrow(RangeError);
  });

  it("adds months on the calendar, ending on the month's last day when needed", () => {
    expect(addMonths("2026-03-29", 12)).toBe("2027-03-29");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
  });

  it("names ISO weeks", () => {
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
  });
});

describe("status", () => {
  it("is verlopen before today, binnenkort up to 30 days ahead, later after that", () => {
    expect(statusOf("2026-06-14", today)).toBe("verlopen");
    expect(statusOf("2026-06-15", today)).toBe("binnenkort");
    expect(statusOf("2026-07-15", today)).toBe("binnenkort");
    expect(statusOf("2026-07-16", today)).toBe("later");
  });
});

describe("dueItems: planned dates in tables", () => {
  it("makes an item of every open measure with a date, and none of evaluated or undated ones", () => {
    const values: DueValues = {
      maatregelen: v([
        { id: "a", datum: "2026-05-01", risico: "Uitval", actie: "Back-up regelen", evaluatie: "" },
        { id: "b", datum: "2026-05-02", risico: "Brand", actie: "Oefening", evaluatie: "Gedaan op 3 mei" },
        { id: "c", datum: "", risico: "Zonder datum", actie: "", evaluatie: "" },
        { id: "d", datum: "vorige week", risico: "Vrije tekst", actie: "", evaluatie: "" },
      ]),
    };
    const items = dueItems(values, [], none, [], today).filter((i) => i.kind === "maatregel");
    expect(items).toEqual([
      {
        id: "rij:maatregelen:a",
        kind: "maatregel",
        kindTitle: "Maatregel",
        title: "Maatregel: Back-up regelen",
        due: "2026-05-01",
        link: "/kwaliteitssysteem/risicos-en-kansen",
        status: "verlopen",
        recurring: false,
        topic: "risicos-en-kansen",
      },
    ]);
  });

  it("counts every dated inspection, and signals only while their evaluation is empty", () => {
    const values: DueValues = {
      "materialen-en-middelen": v([{ id: "k", materiaal: "Tillift", datumUitvoering: "2026-07-01" }]),
      signalen: v([
        { id: "s1", datum: "2026-06-01", afwijking: "Klacht over planning", evaluatie: "" },
        { id: "s2", datum: "2026-06-02", afwijking: "Incident", evaluatie: "Opgelost" },
      ]),
    };
    const items = dueItems(values, [], none, [], today).filter((i) => i.kind !== "herziening-onderdeel");
    expect(items.map((i) => [i.id, i.title, i.due, i.status])).toEqual([
      ["rij:signalen:s1", "Signaal evalueren: Klacht over planning", "2026-06-01", "verlopen"],
      ["rij:materialen-en-middelen:k", "Keuring: Tillift", "2026-07-01", "binnenkort"],
    ]);
  });

  it("drops a completed row, but not when its date has changed since", () => {
    const values: DueValues = {
      "materialen-en-middelen": v([{ id: "k", materiaal: "Tillift", datumUitvoering: "2026-07-01" }]),
    };
    const done = [{ itemId: "rij:materialen-en-middelen:k", dueOn: "2026-07-01", completedOn: "2026-06-15" }];
    expect(dueItems(values, [], none, done, today).filter((i) => i.kind === "keuring")).toEqual([]);
    const moved = { "materialen-en-middelen": v([{ id: "k", materiaal: "Tillift", datumUitvoering: "2026-08-01" }]) };
    expect(dueItems(moved, [], none, done, today).filter((i) => i.kind === "keuring")).toHaveLength(1);
  });
});

describe("dueItems: review cycles", () => {
  it("reviews a topic 12 months after its last change (Amsterdam day), or on the date set by hand", () => {
    // The last change at 00:30 on 25 October in Amsterdam is still the 24th in UTC.
    const values: DueValues = {
      "interne-kansen": v("Kansen", "2025-06-01T10:00:00Z"),
      maatregelen: v([], "2025-10-24T22:30:00Z"),
    };
    const [item] = dueItems(values, [], none, [], today);
    expect(item).toMatchObject({
      id: "herziening:risicos-en-kansen",
      kind: "herziening-onderdeel",
      title: "Risico's en kansen herzien",
      due: "2026-10-25",
      link: "/kwaliteitssysteem/risicos-en-kansen",
      status: "later",
      recurring: true,
    });
    const byHand = dueItems(values, [], { topic: { "risicos-en-kansen": "2026-06-01" }, document: {} }, [], today);
    expect(byHand[0]).toMatchObject({ due: "2026-06-01", status: "verlopen" });
  });

  it("has no review for a topic without content, and counts goal sets towards their topic", () => {
    expect(dueItems({}, [], none, [], today)).toEqual([]);
    const items = dueItems({ "kwaliteitsdoelstellingen-sets": v(["x"], "2025-07-01T08:00:00Z") }, [], none, [], today);
    expect(items.map((i) => [i.id, i.due, i.status])).toEqual([
      ["herziening:kwaliteitsdoelstellingen", "2026-07-01", "binnenkort"],
    ]);
  });

  it("reviews a document 12 months after its upload, linking to its category", () => {
    const doc = { id: "f1", name: "Privacybeleid.pdf", category: "beleid", uploadedAt: "2025-03-28T23:30:00Z" };
    const [item] = dueItems({}, [doc], none, [], today);
    expect(item).toMatchObject({
      id: "document:f1",
      kind: "herziening-document",
      title: "Document herzien: Privacybeleid.pdf",
      due: "2026-03-29",
      link: "/documenten/beleid",
      status: "verlopen",
    });
    expect(dueItems({}, [doc], { topic: {}, document: { f1: "2026-09-01" } }, [], today)[0]!.due).toBe("2026-09-01");
  });

  it("plans the next Organisatiebeoordeling 12 months after its datum; completing moves it a cycle on", () => {
    const values: DueValues = { datum: v("2025-06-10") };
    const items = dueItems(values, [], none, [], today).filter((i) => i.kind === "organisatiebeoordeling");
    expect(items).toMatchObject([
      { id: "cyclus:datum", title: "Jaarlijkse organisatiebeoordeling", due: "2026-06-10", status: "verlopen" },
    ]);
    const done = [{ itemId: "cyclus:datum", dueOn: "2026-06-10", completedOn: "2026-06-12" }];
    const next = dueItems(values, [], none, done, today).filter((i) => i.kind === "organisatiebeoordeling");
    expect(next).toMatchObject([{ due: "2027-06-12", status: "later" }]);
  });

  it("sorts by date", () => {
    const values: DueValues = {
      maatregelen: v([
        { id: "late", datum: "2026-09-01", actie: "Later", evaluatie: "" },
        { id: "early", datum: "2026-01-01", actie: "Eerder", evaluatie: "" },
      ]),
    };
    expect(dueItems(values, [], none, [], today).map((i) => i.due)).toEqual(["2026-01-01", "2026-09-01", "2027-01-10"]);
  });
});
