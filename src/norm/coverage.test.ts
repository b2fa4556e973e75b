/** The HKZ coverage of the Overzicht: element ↔ topic map from the catalogue, statuses and progress. */
import { describe, expect, it } from "vitest";
import { coverageRows, fillProgress, hasContent } from "@norm/coverage";
import { dueItems, type DueValues } from "@norm/due-items";
import { findTopic, kwaliteitssysteemTopics, topics } from "@norm/catalogue";

const at = "2026-11-20T10:00:00.000Z";
const values = (entries: Record<string, unknown>): DueValues =>
  Object.fromEntries(Object.entries(entries).map(([k, value]) => [k, { value, updatedAt: at }]));
const rowsFor = (v: DueValues, today = "2026-11-23", reviews: Record<string, string> = {}) =>
  coverageRows(v, dueItems(v, [], { topic: reviews, document: {} }, [], today));
const statusOf = (rows: ReturnType<typeof rowsFor>, element: string) => rows.find((r) => r.element === element)?.status;

describe("HKZ coverage", () => {
  it("lists the 23 elements in norm order, each covered by at least one page", () => {
    const rows = rowsFor({});
    expect(rows.map((r) => r.element)).toEqual([
      ...["1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7"],
      ...["2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7"],
      ...["3.1", "3.2", "3.3"],
      ...["4.1", "4.2", "4.3", "4.4", "4.5", "4.6"],
    ]);
    for (const row of rows) {
      expect(row.pages.length, row.element).toBeGreaterThan(0);
      expect(row.status, row.element).toBe("Leeg");
    }
  });

  it("marks an element filled in once its page has content, and in progress while only part is", () => {
    expect(statusOf(rowsFor(values({ "missie-en-visie": "Wij helpen gezinnen." })), "1.2")).toBe("Ingevuld");
    expect(statusOf(rowsFor(values({ "missie-en-visie": "   \n" })), "1.2")).toBe("Leeg");
    const risks = findTopic("risicos-en-kansen")!;
    const table = risks.sections.find((s) => s.kind === "table")!;
    const oneTable = values({ [(table as { name: string }).name]: [{ id: "a", risico: "Uitval" }] });
    expect(statusOf(rowsFor(oneTable), "1.5")).toBe("In bewerking");
    // An element several topics cover (1.1) is only filled in when all of them are.
    expect(statusOf(rowsFor(values({ doelgroep: "Jeugd van 4 tot 18 jaar." })), "1.1")).toBe("In bewerking");
  });

  it("says 'Herzien nodig' when the review of a covering page is overdue", () => {
    const filled = values({ "missie-en-visie": "Wij helpen gezinnen." });
    expect(statusOf(rowsFor(filled, "2026-11-23", { "missie-en-visie": "2026-11-01" }), "1.2")).toBe("Herzien nodig");
    // Twelve months after the last change by default.
    expect(statusOf(rowsFor(filled, "2027-11-21"), "1.2")).toBe("Herzien nodig");
    expect(statusOf(rowsFor(filled, "2027-11-19"), "1.2")).toBe("Ingevuld");
  });

  it("does not count an empty table row or the list of goal sets as content", () => {
    expect(hasContent("x", [{ id: "a", risico: " " }])).toBe(false);
    expect(hasContent("kwaliteitsdoelstellingen-sets", ["a"])).toBe(false);
    expect(hasContent("x", [{ id: "a", risico: "Uitval" }])).toBe(true);
  });
});

describe("first step on the Overzicht", () => {
  it("starts an empty organisation at the first page, with nothing filled in", () => {
    expect(fillProgress({})).toEqual({
      filled: 0,
      total: 13,
      next: {
        slug: "missie-en-visie",
        title: "Missie en visie",
        link: "/kwaliteitssysteem/missie-en-visie",
        started: false,
      },
    });
  });

  it("moves on to the first page that is not filled in, and says when it was started", () => {
    const progress = fillProgress(values({ "missie-en-visie": "Wij helpen gezinnen.", doelgroep: "Jeugd." }));
    expect(progress.filled).toBe(2);
    expect(progress.next).toMatchObject({ slug: "kwaliteitsbeleid", started: false });
    // Risico's en kansen with one of its three parts filled: the next step continues it.
    const earlier = Object.fromEntries(
      kwaliteitssysteemTopics
        .slice(0, 5)
        .flatMap((t) => t.sections.flatMap((s) => (s.kind === "text" ? [[s.name, "Ingevuld."]] : []))),
    );
    const started = fillProgress(
      values({ ...earlier, contextAnalyse: [{ id: "a", belanghebbende: "Ouders" }], "interne-kansen": "Groei." }),
    );
    expect(started.filled).toBe(5);
    expect(started.next).toMatchObject({ slug: "risicos-en-kansen", title: "Risico's en kansen", started: true });
  });

  it("continues with the other norm topics once the 13 pages are filled in, and ends with none", () => {
    const all = (list: typeof topics) =>
      Object.fromEntries(
        list.flatMap((t) =>
          t.sections.flatMap((s): [string, unknown][] =>
            s.kind === "text" ? [[s.name, "Tekst."]] : s.kind === "table" ? [[s.name, [{ id: "r", x: "Rij." }]]] : [],
          ),
        ),
      );
    const goal = { "kwaliteitsdoelstelling-g1": "Kortere wachttijd." };
    const thirteen = fillProgress(values({ ...all(kwaliteitssysteemTopics), ...goal }));
    expect(thirteen.filled).toBe(13);
    expect(thirteen.next?.slug).toBe(topics[13]!.slug);
    expect(fillProgress(values({ ...all(topics), ...goal })).next).toBeNull();
  });
});
