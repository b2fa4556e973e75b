/**
 * The migrations are found in their folder (migration-files.ts), in number order. A file that is
 * misnamed would silently never run, and two files with one number would run in an order nobody
 * chose: both fail here.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "@core/server/db/index";

describe("the migration list", () => {
  const files = readdirSync(join(import.meta.dirname, "migrations")).filter((f) => !f.endsWith(".test.ts"));
  const listed = Object.keys(migrations);

  it("holds every file in migrations/, in number order", () => {
    expect(listed).toEqual([...listed].sort());
    expect(listed.map((name) => `${name}.ts`)).toEqual([...files].sort());
  });

  it("has one migration per number", () => {
    const numbers = listed.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("runs each migration's up", () => {
    for (const [name, migration] of Object.entries(migrations)) expect(typeof migration.up, name).toBe("function");
  });
});
