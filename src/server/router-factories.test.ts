/**
 * Every feature's router is made the same way: `xRoutes(deps)`, one object with the AppDeps it
 * picks and what else it needs, so server.ts wires each alike and a new need is one more field.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;
const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("/test/"),
);
const factories = sources.flatMap((file) =>
  [...readFileSync(join(root, file), "utf8").matchAll(/^export function (\w+Routes)\b/gm)].map((m) => ({
    file,
    name: m[1]!,
  })),
);

describe("router factories", () => {
  it("are found", () => expect(factories.length).toBeGreaterThan(20));
  it.each(factories)("$name ($file) takes one object", async ({ file, name }) => {
    const module = (await import(`./${file.replace(/\.ts$/, "")}`)) as Record<string, (...args: unknown[]) => unknown>;
    expect(module[name]!.length).toBe(1);
  });
});
