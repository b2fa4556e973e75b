/** Organisation and billing must not import each other in a circle: billing may use organisation names, not the other way. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const importsOf = (folder: string) =>
  readdirSync(path.join(import.meta.dirname, "..", folder), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .flatMap((f) =>
      [...readFileSync(path.join(import.meta.dirname, "..", folder, f), "utf8").matchAll(/from "([^"]+)"/g)].map(
        (m) => `${f}: ${m[1]}`,
      ),
    );

it("keeps organisation free of billing imports (the edit-access rule lives in access/)", () => {
  expect(importsOf("organisation").filter((i) => /\/billing\/|\/access\//.test(i))).toEqual([]);
});
