import { describe, expect, it } from "vitest";
import {
  compareTables,
  describeChange,
  groupVersions,
  textChange,
  HISTORY_GROUP_MS,
  type HistoryVersionDto,
} from "./model";

const version = (revision: number, byId: string, minutesAgo: number, deleted = false): HistoryVersionDto => ({
  revision,
  at: new Date(Date.parse("2026-11-24T12:00:00Z") - minutesAgo * 60_000).toISOString(),
  byId,
  byName: byId,
  deleted,
  change: "",
  note: null,
  approvals: [],
});

describe("textChange", () => {
  it("counts the characters between the common start and end", () => {
    expect(textChange("", "abc")).toEqual({ added: 3, removed: 0 });
    expect(textChange("Wij helpen jongeren.", "Wij helpen ouders.")).toEqual({ added: 6, removed: 8 });
    expect(textChange("aaa", "aaaa")).toEqual({ added: 1, removed: 0 });
    expect(textChange("same", "same")).toEqual({ added: 0, removed: 0 });
  });
});

describe("describeChange", () => {
  it("says what changed in Dutch for texts, tables, goal-set lists and deletes", () => {
    expect(describeChange({ kind: "text" }, undefined, "Hallo")).toBe("eerste versie, +5 / −0 tekens");
    expect(describeChange({ kind: "text" }, "Hallo", "Hallo daar")).toBe("+5 / −0 tekens");
    expect(describeChange({ kind: "text" }, "Hallo", null)).toBe("verwijderd");
    expect(describeChange({ kind: "text" }, "Hallo", "Hallo")).toBe("geen wijziging");
    const table = { kind: "table", columns: [] } as const;
    expect(describeChange(table, [{ id: "a", x: "1" }], [{ id: "a", x: "2" }])).toBe("1 rij gewijzigd");
    expect(describeChange({ kind: "goalSets" }, ["a"], ["a", "b", "c"])).toBe("2 doelstellingen toegevoegd");
  });
});

describe("groupVersions", () => {
  it("groups consecutive saves by one person within ten minutes of each other, keeping every version", () => {
    const list = [
      version(6, "ann", 0),
      version(5, "ann", 8),
      version(4, "ann", 16), // 8 minutes before the next: still the same burst
      version(3, "bob", 17),
      version(2, "ann", 18),
      version(1, "ann", 18 + HISTORY_GROUP_MS / 60_000 + 1), // more than ten minutes earlier
    ];
    const groups = groupVersions(list);
    expect(groups.map((g) => g.versions.map((v) => v.revision))).toEqual([[6, 5, 4], [3], [2], [1]]);
    expect(groups[0]!.latest.revision).toBe(6);
    expect(groups.flatMap((g) => g.versions)).toHaveLength(list.length);
  });

  it("never hides a delete inside a group", () => {
    const groups = groupVersions([version(3, "ann", 0), version(2, "ann", 1, true), version(1, "ann", 2)]);
    expect(groups.map((g) => g.versions.map((v) => v.revision))).toEqual([[3], [2], [1]]);
  });
});

describe("compareTables", () => {
  it("marks added, changed, unchanged and removed rows and the cells that differ", () => {
    const columns = [
      { key: "wat", title: "Wat" },
      { key: "wie", title: "Wie" },
    ] as never;
    const old = [
      { id: "a", wat: "Oud", wie: "Ann" },
      { id: "b", wat: "Blijft", wie: "Bob" },
      { id: "c", wat: "Weg", wie: "Cas" },
    ];
    const now = [
      { id: "a", wat: "Nieuw", wie: "Ann" },
      { id: "b", wat: "Blijft", wie: "Bob" },
      { id: "d", wat: "Erbij", wie: "Dirk" },
    ];
    const rows = compareTables(columns, old, now);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ["a", "changed"],
      ["b", "same"],
      ["d", "added"],
      ["c", "removed"],
    ]);
    expect(rows[0]!.cells.map((c) => c.changed)).toEqual([true, false]);
    expect(rows[0]!.cells[0]).toMatchObject({ before: "Oud", after: "Nieuw" });
  });
});
