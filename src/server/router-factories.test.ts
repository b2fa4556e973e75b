/**
 * Every feature's router is made the same way: `xRoutes(deps)`, one object with the AppDeps it
 * picks and what else it needs, so server.ts wires each alike and a new need is one more field.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The server's code: src/server and every module's server part (src/modules). */
const roots = [import.meta.dirname, join(import.meta.dirname, "../modules")];
const sources = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("/test/") && !f.includes("/web/"))
    .map((f) => join(root, f)),
);
const factories = sources.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/^export function (\w+Routes)\b/gm)].map((m) => ({
    file: relative(join(import.meta.dirname, ".."), file),
    path: file,
    name: m[1]!,
  })),
);

/** The parameter list of every `function xRoutes(…)`, exported or not (app.ts keeps its own two). */
const declarations = sources.flatMap((file) => {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:export )?function (\w+Routes)\b[^(]*\(/gm)].map((m) => {
    let depth = 1;
    let end = m.index + m[0].length;
    for (; depth > 0; end++) depth += text[end] === "(" ? 1 : text[end] === ")" ? -1 : 0;
    return {
      file: relative(join(import.meta.dirname, ".."), file),
      name: m[1]!,
      params: text.slice(m.index + m[0].length, end - 1).trim(),
    };
  });
});

/** Commas outside braces, brackets, parentheses and angle brackets: more than one parameter. */
const topLevelCommas = (params: string) => {
  let depth = 0;
  let commas = 0;
  for (const ch of params.replaceAll("=>", "").replace(/,\s*$/, "")) {
    if ("{[(<".includes(ch)) depth++;
    else if ("}])>".includes(ch)) depth--;
    else if (ch === "," && depth === 0) commas++;
  }
  return commas;
};

describe("router factories", () => {
  it.each(declarations)("$name ($file) declares one object of deps", ({ params }) => {
    expect(params).toMatch(/^(\{|deps\b)/);
    expect(topLevelCommas(params)).toBe(0);
  });

  it("are found, in src/server and in the modules", () => {
    expect(factories.length).toBeGreaterThan(20);
    expect(factories.map((f) => f.name)).toContain("reportRoutes");
  });
  it.each(factories)("$name ($file) takes one object", async ({ path, name }) => {
    const module = (await import(path)) as Record<string, (...args: unknown[]) => unknown>;
    expect(module[name]!.length).toBe(1);
  });
});
