/**
 * The shape every module keeps (docs/ARCHITECTURE.md), and the proof that the two lists are the
 * only place a module is registered: a module added to the list in this test answers under
 * /api/<name> behind the session check, without a line in src/server/server.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ESLint } from "eslint";
import type { AppEnv } from "@core/server/http/context";
import { startTestServer, type TestServer } from "../server/test/harness";
import { policy } from "@core/shared/permissions";
import { serverModules } from "./server";
import { webModules } from "./web";

/** A module that exists only in this test, added to the list as a new module adds its line. */
vi.mock("./server", async (original) => {
  const real = await original<typeof import("./server")>();
  const { Hono } = await import("hono");
  const { defineServerModule } = await import("@core/server/module");
  const probeModule = defineServerModule({
    name: "probe-module",
    routes: () => new Hono<AppEnv>().get("/", (c) => c.json({ organisationId: c.get("member").organisationId })),
  });
  return { serverModules: [...real.serverModules, probeModule] };
});
const probeModule = { name: "probe-module" };

const modulesDir = import.meta.dirname;
const srcDir = path.resolve(modulesDir, "..");
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe("every module keeps one shape", () => {
  it("finds the modules", () => expect(moduleNames).toContain("actions"));

  it.each(moduleNames)("%s has model.ts, messages.ts and a server/index.ts or web/index.ts", (name) => {
    const has = (f: string) => existsSync(path.join(modulesDir, name, f));
    expect(has("model.ts"), "model.ts").toBe(true);
    expect(has("messages.ts"), "messages.ts").toBe(true);
    expect(has("server/index.ts") || has("web/index.ts"), "server/index.ts or web/index.ts").toBe(true);
  });

  it("registers each module once in each list it has a part for, under its folder's name", () => {
    const listed = (list: readonly { name: string }[]) => list.map((m) => m.name).filter((n) => n !== probeModule.name);
    const withPart = (side: string) =>
      moduleNames.filter((n) => existsSync(path.join(modulesDir, n, side, "index.ts")));
    expect(listed(serverModules).sort()).toEqual(withPart("server").sort());
    expect(listed(webModules).sort()).toEqual(withPart("web").sort());
  });

  it("names every permission after the module it guards (<module>.<what>)", () => {
    const strays = Object.keys(policy).filter((action) => !moduleNames.includes(action.split(".")[0]!));
    expect(strays).toEqual([]);
  });

  it("derives every query key from the typed client, so each starts with its module's name", () => {
    // A key written by hand could hold a second shape under a path's key; apiKey/apiQuery/moduleKey
    // (core/web/api-query.ts) derive it from /api/<module>/… The one hand-written key is better-auth's
    // session, which is no route of ours: keyed by its path under /api all the same.
    const handWritten: string[] = [];
    const scan = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
        if (!e.isFile() || !/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
        const file = path.join(e.parentPath, e.name);
        const text = readFileSync(file, "utf8");
        for (const m of text.matchAll(/queryKey: \[\s*"([^"]*)"/g)) {
          if (m[1] !== "auth" || !text.includes('queryKey: ["auth", "get-session"]')) {
            handWritten.push(`${path.relative(srcDir, file)}: ${m[0]}`);
          }
        }
      }
    };
    scan(path.join(srcDir, "web"));
    scan(modulesDir);
    expect(handWritten).toEqual([]);
    expect(existsSync(path.join(srcDir, "web", "lib", "query-keys.ts"))).toBe(false);
  });

  it("names no file or folder outside a module after it", () => {
    const strays: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, e.name);
        if (abs === modulesDir) continue;
        const base = e.name.replace(/(\.api|\.postgres)?(\.test)?\.tsx?$/, "");
        if (moduleNames.includes(base)) strays.push(path.relative(srcDir, abs));
        if (e.isDirectory()) walk(abs);
      }
    };
    walk(srcDir);
    expect(strays).toEqual([]);
  });
});

describe("a module registered only in the list", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("answers under /api/<name> for a member, scoped to the member's organisation", async () => {
    const owner = await server.user();
    const me = await owner.get<{ organisation: { id: string } }>("/api/me");
    const res = await owner.get<{ organisationId: string }>("/api/probe-module");
    expect(res.status).toBe(200);
    expect(res.body.organisationId).toBe(me.body.organisation.id);
  });

  it("is behind the session check", async () => {
    const res = await fetch(`${server.url}/api/probe-module`);
    expect(res.status).toBe(401);
  });
});

describe("lint rule normwijs/modules", () => {
  const eslint = new ESLint({ cwd: path.resolve(srcDir, "..") });
  const errors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(srcDir, file) });
    return result!.messages.filter((m) => m.ruleId === "normwijs/modules").map((m) => m.message);
  };

  it("keeps core free of modules", async () => {
    expect(await errors("core/server/x.ts", 'export { actionsServer } from "@modules/actions/server";\n')).toEqual([
      expect.stringContaining("src/core may not import a module"),
    ]);
  });

  it("lets a module reach another only through its public files", async () => {
    expect(
      await errors("modules/other/server/x.ts", 'export { listActions } from "@modules/actions/server/actions";\n'),
    ).toHaveLength(1);
    expect(
      await errors("modules/other/server/x.ts", 'export { actionsServer } from "@modules/actions/server";\n'),
    ).toEqual([]);
    expect(
      await errors("modules/other/server/x.ts", 'export { actionRules } from "@modules/actions/schemas";\n'),
    ).toEqual([]);
  });

  it("keeps a module's web/ from another module's web/", async () => {
    expect(await errors("modules/other/web/x.ts", 'export { actionsWeb } from "@modules/actions/web";\n')).toEqual([
      expect.stringContaining("may not import module 'actions''s web/"),
    ]);
  });

  it("keeps model, schemas and messages free of server/ and web/", async () => {
    expect(await errors("modules/actions/model.ts", 'export { actionRoutes } from "./server/routes";\n')).toEqual([
      expect.stringContaining("shared floor"),
    ]);
  });

  it("lets web code import only types from the server", async () => {
    expect(await errors("modules/actions/web/x.ts", 'export { actionRoutes } from "../server/routes";\n')).toEqual([
      expect.stringContaining("only types"),
    ]);
    expect(
      await errors("web/lib/x.ts", 'import type { ApiType } from "../../server/server";\nexport type A = ApiType;\n'),
    ).toEqual([]);
    expect(await errors("modules/actions/web/x.ts", 'export type { ActionDto } from "../model";\n')).toEqual([]);
  });
});

/**
 * The modules that depend on each other in a circle (at run time: `import type` left out), as
 * groups: within a group every module reaches every other. These circles were there when this test
 * came; they are harmless today because the calls happen late, but they tie the modules together.
 * The list may only shrink: a module that joins a circle, or two circles that merge, fails here.
 * Break a circle by handing a function in (docs/ARCHITECTURE.md), not by adding a group.
 */
const knownCircles = [
  ["account", "auth", "organisation", "team", "waitlist"],
  [
    "actions",
    "audits",
    "documents",
    "kms",
    "personnel",
    "planning",
    "quota",
    "reading",
    "report-analysis",
    "review",
    "surveys",
  ],
  ["auditor", "handbook", "reports", "transfer"],
];

/** Per module, the other modules its code imports at run time. */
function moduleImports(): Map<string, Set<string>> {
  const edges = new Map(moduleNames.map((name) => [name, new Set<string>()]));
  for (const name of moduleNames) {
    for (const e of readdirSync(path.join(modulesDir, name), { withFileTypes: true, recursive: true })) {
      const rel = path.relative(path.join(modulesDir, name), path.join(e.parentPath, e.name));
      if (!e.isFile() || !/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
      if (rel.split(path.sep).includes("test")) continue;
      const text = readFileSync(path.join(e.parentPath, e.name), "utf8");
      for (const m of text.matchAll(/^(?:import|export)(\s+type)?\s[^;]*?from "@modules\/([^/"]+)/gms)) {
        if (!m[1] && m[2] !== name && edges.has(m[2]!)) edges.get(name)!.add(m[2]!);
      }
    }
  }
  return edges;
}

/** The groups of two or more modules that reach each other (Tarjan's strongly connected components). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe("circles between modules", () => {
  it("finds a circle when there is one", () => {
    const edges = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(circles(edges)).toEqual([["a", "b", "c"]]);
  });

  it("adds none: every group of modules in a circle lies within a known one", () => {
    const grown = circles(moduleImports()).filter(
      (group) => !knownCircles.some((known) => group.every((name) => known.includes(name))),
    );
    expect(grown).toEqual([]);
  });
});
