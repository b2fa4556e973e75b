import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";

/** The module specifier of an import or export node resolved to an absolute path (relative or '@/'). */
const srcDir = path.resolve(import.meta.dirname, "src");
const aliasDirs = { "@core/": "core", "@norm/": "norm", "@modules/": "modules" };
const importTarget = (context, node, aliasRoot) => {
  const spec = node.source && node.source.value;
  if (typeof spec !== "string") return undefined;
  if (spec.startsWith("@/") && aliasRoot) return path.resolve(aliasRoot, spec.slice(2));
  for (const [prefix, dir] of Object.entries(aliasDirs)) {
    if (spec.startsWith(prefix)) return path.resolve(srcDir, dir, spec.slice(prefix.length));
  }
  if (spec.startsWith(".")) return path.resolve(path.dirname(context.filename), spec);
  return undefined;
};
const importNodes = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/**
 * The composition root (src/server): app.ts, server.ts, main.ts, admin.ts, static.ts import anything;
 * nothing but tests imports them (features once imported AppDeps from app.ts, which imports them: a
 * circle). The folders beside them (kms/, live/, access/) are features. Plumbing (http, db, jobs,
 * config, logger, mail) lives in src/core/server, which the rule normwijs/modules keeps free of
 * src/server and of the modules. Tests (*.test.ts, test/ folders) are exempt. That the folders of
 * src/server import each other without a circle is checked by src/server/boundaries.test.ts.
 */
const serverDir = path.resolve(import.meta.dirname, "src/server");
const rootFiles = new Set(["app.ts", "server.ts", "main.ts", "admin.ts", "static.ts"]);
const serverLayerOf = (file) => {
  const rel = path.relative(serverDir, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts.includes("test") || /\.test\.tsx?$/.test(rel)) return { layer: "test" };
  if (parts.length === 1) {
    // A file at the top ('../app.ts') or a folder's index ('../live').
    const name = /\.tsx?$/.test(parts[0]) ? parts[0] : `${parts[0]}.ts`;
    if (rootFiles.has(name)) return { layer: "root", name };
    return { layer: "feature", name: `${parts[0].replace(/\.tsx?$/, "")}/` };
  }
  return { layer: "feature", name: `${parts[0]}/` };
};

/**
 * The module floors (docs/ARCHITECTURE.md), type-only imports included unless said otherwise:
 * - src/core imports no module (src/modules/…), nor src/server.
 * - A module reaches another only through its public files: `server/index`, `web/index`, and the
 *   shared floor `model`, `schemas`, `messages` (which import no server/ or web/ at all).
 * - A module's web/ never imports another module's web/ (pages compose in the router).
 * - `model.ts`, `schemas.ts` and `messages.ts` import neither server/ nor web/ of any module.
 * - Web code (src/web, a module's web/) imports only types from any server/ (src/server, a
 *   module's server/).
 */
const placeOf = (file) => {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts[0] === "modules" && parts.length > 2) {
    const inModule = parts
      .slice(2)
      .join("/")
      .replace(/\.tsx?$/, "");
    return { floor: "module", module: parts[1], side: parts[2], inModule };
  }
  if (parts[0] === "modules") return { floor: "lists" };
  return { floor: parts[0] };
};
/**
 * A numbered migration carries a module's data from one shape to the next, so it may read that
 * module's shared floor (0047 reads the old staff table with the same reader as the ZIP import).
 */
const migrationsDir = path.join(srcDir, "core/server/db/migrations");
const isMigration = (file) => path.dirname(file) === migrationsDir;
const publicFiles = new Set(["server/index", "web/index", "model", "schemas", "messages", "server", "web"]);
const sharedFloor = new Set(["model", "schemas", "messages"]);
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("test");
const moduleRules = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const own = placeOf(context.filename);
    if (!own || isTest(context.filename)) return {};
    const webCode = own.floor === "web" || (own.floor === "module" && own.side === "web");
    return importNodes((node) => {
      const target = importTarget(context, node, path.resolve(import.meta.dirname, "src/web"));
      const other = target && placeOf(target);
      if (!other) return;
      const typeOnly = node.importKind === "type" || node.exportKind === "type";
      const say = (message) => context.report({ node, message });
      if (
        own.floor === "core" &&
        (other.floor === "module" || other.floor === "lists") &&
        !isMigration(context.filename)
      ) {
        return say("src/core may not import a module: the modules build on core, not the other way round.");
      }
      if (own.floor === "core" && other.floor === "server") {
        return say("src/core may not import src/server: the composition root and its features build on core.");
      }
      const serverCode = other.floor === "server" || (other.floor === "module" && other.side === "server");
      if (webCode && serverCode && !typeOnly) {
        return say("Web code imports only types from the server (import type …).");
      }
      if (own.floor !== "module" || other.floor !== "module") return;
      if (own.module === other.module) {
        if (sharedFloor.has(own.inModule) && (other.side === "server" || other.side === "web")) {
          say(`${own.inModule}.ts is the module's shared floor: it may not import its server/ or web/.`);
        }
        return;
      }
      if (!publicFiles.has(other.inModule)) {
        return say(
          `Module '${own.module}' may reach '${other.module}' only through its model, schemas, messages, server/index or web/index.`,
        );
      }
      if (own.side === "web" && other.side === "web") {
        return say(
          `Module '${own.module}''s web/ may not import module '${other.module}''s web/; compose pages in the router.`,
        );
      }
      if (sharedFloor.has(own.inModule) && (other.side === "server" || other.side === "web")) {
        say(`${own.inModule}.ts is the module's shared floor: it may not import any server/ or web/.`);
      }
    });
  },
};

/**
 * Features compose only in the route layer (src/web/router.tsx): a file under src/web/features/<a>/
 * may not import from src/web/features/<b>/. Shared code lives in components/, lib/, src/core or src/norm.
 */
const normwijs = {
  rules: {
    modules: moduleRules,
    "server-layers": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const own = serverLayerOf(context.filename);
        if (!own || own.layer === "test" || own.layer === "root") return {};
        return importNodes((node) => {
          const target = importTarget(context, node);
          const other = target && serverLayerOf(target);
          if (!other) return;
          if (other.layer === "root") {
            context.report({
              node,
              message: `'${other.name}' is the composition root: ${own.name} may not import it (take what you need as a parameter).`,
            });
          }
        });
      },
    },
    "no-cross-feature-imports": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const featuresDir = path.resolve(import.meta.dirname, "src/web/features");
        const featureOf = (file) => {
          const rel = path.relative(featuresDir, file);
          return rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
        };
        const own = featureOf(context.filename);
        if (!own) return {};
        return importNodes((node) => {
          const target = importTarget(context, node, path.resolve(import.meta.dirname, "src/web"));
          const other = target && featureOf(target);
          if (other && other !== own) {
            context.report({
              node,
              message: `Feature '${own}' may not import from feature '${other}'; compose them in router.tsx.`,
            });
          }
        });
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["dist", "build", "node_modules", "data", "test-results", "playwright-report", ".tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='only']", message: "No focused tests." },
        { selector: "CallExpression[callee.property.name='skip']", message: "No skipped tests." },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}", "src/modules/*/web/**/*.{ts,tsx}", "src/core/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, normwijs },
    rules: {
      "normwijs/no-cross-feature-imports": "error",
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
    },
  },
  {
    files: ["src/server/**/*.ts"],
    plugins: { normwijs },
    rules: { "normwijs/server-layers": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { normwijs },
    rules: { "normwijs/modules": "error" },
  },
  {
    // Playwright fixtures destructure nothing on purpose: ({}, use) => …
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
