/**
 * Module boundaries on the server. The lint rules (eslint.config.js) keep core's plumbing
 * (src/core/server: http, db, jobs, …) free of src/server, and features away from the composition
 * root; this file proves the rule reports what it should, and checks what a rule per file cannot
 * see: that the folders of src/server import each other without a circle.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const serverDir = import.meta.dirname;

describe("lint rule normwijs/server-layers", () => {
  const eslint = new ESLint({ cwd: root });
  const layerErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(serverDir, file) });
    return result!.messages.filter((m) => m.ruleId === "normwijs/server-layers").map((m) => m.message);
  };

  it("reports a feature importing the composition root (the old circle through AppDeps in app.ts)", async () => {
    const errors = await layerErrors(
      "kms/fixture.ts",
      'import type { AppDeps } from "../app";\nexport type X = AppDeps;\n',
    );
    expect(errors).toEqual([expect.stringContaining("'app.ts' is the composition root")]);
    expect(await layerErrors("documents/x/fixture.ts", 'export { startServer } from "../../server";\n')).toHaveLength(
      1,
    );
  });

  it("keeps core's plumbing free of src/server, type-only and dynamic imports included", async () => {
    const eslint = new ESLint({ cwd: root });
    const coreErrors = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, "src/core/server", file) });
      return result!.messages.filter((m) => m.ruleId === "normwijs/modules").map((m) => m.message);
    };
    expect(
      await coreErrors(
        "http/fixture.ts",
        'import type { AppDeps } from "../../../server/app";\nexport type X = AppDeps;\n',
      ),
    ).toEqual([expect.stringContaining("src/core may not import src/server")]);
    expect(await coreErrors("jobs/fixture.ts", 'export const k = () => import("../../../server/app");\n')).toHaveLength(
      1,
    );
    expect(
      await coreErrors("db/fixture.ts", 'import type { Config } from "../config";\nexport type X = Config;\n'),
    ).toEqual([]);
  });

  it("lets features use plumbing and each other, and tests use anything", async () => {
    const ok =
      'import { ApiError } from "@core/server/http/errors";\nimport { loadKmsValues } from "../kms/kms";\nexport const x = [ApiError, loadKmsValues];\n';
    expect(await layerErrors("documents/fixture.ts", ok)).toEqual([]);
    expect(
      await layerErrors(
        "kms/fixture.test.ts",
        'import { startServer } from "../server";\nexport const s = startServer;\n',
      ),
    ).toEqual([]);
  });
});

/**
 * Folder (or top-level file) of core's plumbing (src/core/server) → the folders it imports, from
 * every non-test source file. The features that once lived beside the composition root are modules
 * now (src/modules); src/server keeps the root alone.
 */
const coreServerDir = path.join(root, "src/core/server");
function folderGraph(dir = coreServerDir): Map<string, Set<string>> {
  const folderOf = (file: string) =>
    path
      .relative(dir, file)
      .split(path.sep)[0]!
      .replace(/\.tsx?$/, "");
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes("test"))
    .map((f) => path.join(dir, f));
  for (const file of files) {
    const from = folderOf(file);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/(?:from|import\()\s*["']((?:\.|@core\/server\/)[^"']*)["']/g)) {
      const spec = m[1]!;
      const target = spec.startsWith("@core/")
        ? path.join(root, "src/core", spec.slice("@core/".length))
        : path.resolve(path.dirname(file), spec);
      if (path.relative(dir, target).startsWith("..")) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every circle of the graph, each as a path a → … → a (depth-first search). */
function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.add([...stack.slice(stack.indexOf(next)), next].join(" → "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...found];
}

describe("core's plumbing folders", () => {
  it("import each other without a circle", () => {
    const graph = folderGraph();
    expect(graph.get("http")?.has("db")).toBe(true); // the graph sees imports at all
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["team", new Set(["auth"])],
      ["auth", new Set(["organisation", "team"])],
    ]);
    expect(circles(graph)).toEqual(["team → auth → team"]);
  });
});
