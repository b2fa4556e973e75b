import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";

/**
 * Features compose only in the route layer (src/web/router.tsx): a file under src/web/features/<a>/
 * may not import from src/web/features/<b>/. Shared code lives in components/, lib/ or src/shared.
 */
const featureBoundaries = {
  rules: {
    "no-cross-feature-imports": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const featuresDir = path.resolve(import.meta.dirname, "src/web/features");
        const featureOf = (file) => {
          const rel = path.relative(featuresDir, file);
          return rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
        };
        const own = featureOf(context.filename);
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (!own || typeof spec !== "string") return;
          const target = spec.startsWith("@/")
            ? path.resolve(import.meta.dirname, "src/web", spec.slice(2))
            : spec.startsWith(".")
              ? path.resolve(path.dirname(context.filename), spec)
              : undefined;
          const other = target && featureOf(target);
          if (other && other !== own) {
            context.report({
              node,
              message: `Feature '${own}' may not import from feature '${other}'; compose them in router.tsx.`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
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
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, normwijs: featureBoundaries },
    rules: {
      "normwijs/no-cross-feature-imports": "error",
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
    },
  },
  {
    // Playwright fixtures destructure nothing on purpose: ({}, use) => …
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
