/**
 * The list of migrations is the order they run in on a new database and the order a reader
 * checks: every file in migrations/ is in it, once, in number order.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "@core/server/db/index";

describe("the migration list", () => {
  it("holds every migration file, in number order", () => {
    const files = readdirSync(join(import.meta.dirname, "migrations"))
      .filter((f) => /^\d{4}_.*\.ts$/.test(f) && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    const listed = Object.keys(migrations);
    expect(listed).toEqual([...listed].sort());
    expect([...listed].sort()).toEqual(files.sort());
  });
});
