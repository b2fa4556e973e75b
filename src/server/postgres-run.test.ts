/**
 * `npm run test:pg` runs the API tests on PostgreSQL from a list of folders in
 * scripts/test-postgres.sh. A move once took the plumbing's API tests out of those folders, and
 * they ran on SQLite only without anyone noticing: every test that reaches the database (an API,
 * PostgreSQL or database test, or one on the test server) must sit in a folder of that list.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("the PostgreSQL run", () => {
  it("covers every test that reaches the database", () => {
    const script = readFileSync(path.join(root, "scripts/test-postgres.sh"), "utf8");
    const folders = /then set -- ([^;]+);/.exec(script)?.[1]?.trim().split(/\s+/) ?? [];
    expect(folders).toContain("src/modules");
    const tests = readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
      .map((f) => path.join("src", f).split(path.sep).join("/"))
      .filter((f) => /\.test\.ts$/.test(f))
      .filter(
        (f) =>
          /\.(api|postgres)\.test\.ts$/.test(f) ||
          /test\/harness|@core\/server\/db"|\/db"/.test(readFileSync(path.join(root, f), "utf8")),
      );
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.filter((f) => !folders.some((dir) => f.startsWith(`${dir}/`)))).toEqual([]);
  });
});
