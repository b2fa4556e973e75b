import { describe, expect, it } from "vitest";
import { isDateColumn, kwaliteitssysteemTopics, neighbours, topicGroups, topics } from "@norm/catalogue";
import { hkzChapters, hkzElements } from "@norm/norm";
import { normTopics } from "@norm/norm-topics";
import { kindOf, valueSchema } from "@norm/kms-values";
import { exampleKey, examplesOn, guidanceFor } from "@norm/guidance";
import { dueItems, type DueValues } from "@norm/due-items";

describe("the norm and the guidance", () => {
  it("lists the 23 elements of HKZ Kleine Organisaties 2021 in four chapters", () => {
    expect(hkzElements).toHaveLength(23);
    const perChapter = hkzChapters.map((c) => hkzElements.filter((e) => e.number.startsWith(`${c.number}.`)).length);
    expect(perChapter).toEqual([7, 7, 3, 6]);
    expect(new Set(hkzElements.map((e) => e.number)).size).toBe(23);
  });

  it("gives every topic at least one element, and every element at least one topic", () => {
    for (const t of topics) expect(t.elements.length, t.slug).toBeGreaterThan(0);
    const known = new Set<string>(hkzElements.map((e) => e.number));
    for (const t of topics) for (const e of t.elements) expect(known.has(e), `${t.slug}: ${e}`).toBe(true);
    const covered = new Set(topics.flatMap((t) => t.elements));
    expect(hkzElements.filter((e) => !covered.has(e.number)).map((e) => e.number)).toEqual([]);
  });

  it("gives every topic guidance: what the norm asks, what the auditor wants, and an example", () => {
    for (const t of topics) {
      const g = guidanceFor(t.slug);
      expect(g, t.slug).toBeDefined();
      expect(g!.norm.length, t.slug).toBeGreaterThan(80);
      expect(g!.auditor, t.slug).toMatch(/^- /m);
      expect(Object.keys(g!.examples).length, t.slug).toBeGreaterThan(0);
    }
  });

  it("has an example for every text and table section that fits its section and passes the server's checks", () => {
    for (const t of topics) {
      const examples = guidanceFor(t.slug)!.examples;
      const keys = t.sections.map(exampleKey);
      // No example for a section that does not exist.
      for (const key of Object.keys(examples)) expect(keys, `${t.slug}: ${key}`).toContain(key);
      for (const s of t.sections) {
        if (s.kind !== "text" && s.kind !== "table") continue;
        const example = examples[s.name];
        expect(example, `${t.slug}: ${s.name}`).toBeDefined();
        if (s.kind === "text") {
          expect(typeof example, s.name).toBe("string");
          if (s.date) expect(example).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        } else {
          expect(Array.isArray(example), s.name).toBe(true);
          const rows: Record<string, string>[] = (example as Record<string, string>[]).map((r, i) => ({
            id: `ex${i}`,
            ...r,
          }));
          expect(rows.length).toBeGreaterThan(0);
          // Every date column of an example is a real date or empty, every choice one of its options.
          for (const c of s.columns.filter(isDateColumn))
            for (const r of rows) expect(r[c.key] ?? "", `${s.name}.${c.key}`).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
          const parsed = valueSchema(kindOf(s.name)!).safeParse(rows);
          expect(parsed.success, `${s.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        }
      }
    }
  });

  it("dates its examples from today: inserted on any day, no example is overdue or dated in another era", () => {
    const hasDate = (example: unknown) => /\d{4}-\d{2}-\d{2}/.test(JSON.stringify(example));
    for (const t of topics) {
      const g = guidanceFor(t.slug)!;
      if (hasDate(g.examples))
        expect(g.examplesWrittenOn, `${t.slug} says when its examples were written`).toBeDefined();
    }
    for (const today of ["2026-11-25", "2031-03-01"]) {
      const values: DueValues = {};
      for (const t of topics) {
        for (const [name, value] of Object.entries(examplesOn(guidanceFor(t.slug)!, today))) {
          values[name] = {
            value: Array.isArray(value) ? value.map((r, i) => ({ id: `${name}-${i}`, ...r })) : value,
            updatedAt: `${today}T09:00:00.000Z`,
          };
        }
      }
      const items = dueItems(values, [], { topic: {}, document: {} }, [], today);
      expect(
        items.filter((i) => i.status === "verlopen").map((i) => i.title),
        today,
      ).toEqual([]);
      // Planned work from the examples is there, ahead of today.
      expect(
        items.some((i) => i.kind === "maatregel"),
        today,
      ).toBe(true);
      expect(
        items.some((i) => i.kind === "keuring"),
        today,
      ).toBe(true);
    }
  });

  it("never quotes the norm: the guidance speaks plainly ('u'), without 'je' or 'jij'", () => {
    const informal = /\b(je|jij|jouw|jullie)\b/i;
    for (const t of topics) {
      const g = guidanceFor(t.slug)!;
      expect(
        [g.norm, g.auditor].filter((x) => informal.test(x)),
        t.slug,
      ).toEqual([]);
    }
  });
});

describe("the topic groups", () => {
  it("keeps the 13 Kwaliteitssysteem pages first and in order, and puts the other elements' topics in norm order", () => {
    expect(kwaliteitssysteemTopics).toHaveLength(13);
    expect(topics.slice(0, 13)).toEqual(kwaliteitssysteemTopics);
    expect(topicGroups.map((g) => g.title)).toEqual(["Kwaliteitssysteem", "Overige normonderdelen"]);
    expect(normTopics.map((t) => t.elements.join(","))).toEqual([
      "1.4",
      "1.6",
      "2.2",
      "2.3",
      "2.4",
      "2.6",
      "3.1",
      "3.2",
      "3.3",
      "4.1",
      "4.2",
      "4.4",
      "4.5",
    ]);
    expect(new Set(topics.map((t) => t.slug)).size).toBe(topics.length);
    expect(new Set(topics.map((t) => t.title)).size).toBe(topics.length);
  });

  it("walks Vorige/Volgende within a group: the 13 pages end where they ended, the new group has its own ends", () => {
    expect(neighbours("missie-en-visie").previous).toBeUndefined();
    expect(neighbours("organisatiebeoordeling").next).toBeUndefined();
    expect(neighbours("organisatiebeoordeling").previous?.slug).toBe("competentie");
    expect(neighbours(normTopics[0]!.slug).previous).toBeUndefined();
    expect(neighbours(normTopics.at(-1)!.slug).next).toBeUndefined();
    for (const [i, t] of normTopics.entries()) {
      expect(neighbours(t.slug).previous?.slug).toBe(normTopics[i - 1]?.slug);
      expect(neighbours(t.slug).next?.slug).toBe(normTopics[i + 1]?.slug);
    }
  });
});
