import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { existsSync, readdirSync } from "node:fs";
import { aliases } from "./scripts/aliases.ts";
import { precompress } from "./scripts/vite-precompress.ts";

/**
 * What every page loads first, in two chunks instead of a dozen small ones (fewer requests, and it
 * compresses better as a whole: split in seven, the same code weighed 3 kB more). "base" is what
 * both entries share (React, the UI primitives and the layout of the pages outside the app, the
 * fetch helper, the typed client's runtime); "core" adds what only the app's entry needs (the
 * router, the session store, the typed API client, the routes). The signed-out entry
 * (`signed-out.html`: / and /login on a first visit) loads "base" and the "signed-out" chunk only,
 * never the router. Keep these lists to what an entry imports and every page renders; everything
 * else is split per route by the router's lazy components. A module an entry imports that is not
 * listed here ends up in a small chunk of its own (`VERBOSE=1 npx tsx bench/page-weight.ts`).
 */
const baseModules = [
  ...["features/landing/LandingLayout", "features/landing/messages"].map((m) => `/src/web/${m}.`),
  ...["theme", "a11y", "utils", "public-config", "fetch", "nav", "messages"].map((m) => `/src/web/lib/${m}.`),
  ...["paths", "errors", "limits", "text-rules"].map((m) => `/src/core/shared/${m}.`),
  "/src/web/components/ui/messages.",
  "/src/web/routes/messages.",
  ...["client/", "utils/cookie."].map((m) => `/node_modules/hono/dist/${m}`),
  "/src/web/styles.css",
  ...["button", "card", "input", "alert", "spinner", "skip-link"].map((c) => `/src/web/components/ui/${c}.`),
  ...[
    "react/",
    "react-dom/",
    "scheduler/",
    "clsx/",
    "class-variance-authority/",
    "@radix-ui/react-slot/",
    "@radix-ui/react-compose-refs/",
  ].map((p) => `/node_modules/${p}`),
  ...["createLucideIcon", "Icon", "defaultAttributes", "context", "shared/", "icons/x.", "icons/loader-circle."].map(
    (f) => `/node_modules/lucide-react/dist/esm/${f}`,
  ),
  // The landing page's icons are the app menu's too: in the signed-out chunk, every signed-in page loaded it.
  ...["clipboard-check", "folder-open", "layout-list", "shield-check", "heart-handshake"].map(
    (i) => `/node_modules/lucide-react/dist/esm/icons/${i}.`,
  ),
  "\0vite/preload-helper",
];

/** Every module's web/index.ts, read from src/modules: a new module needs no line here. */
const modulesDir = path.resolve(import.meta.dirname, "src/modules");
const moduleWebIndexes = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(modulesDir, e.name, "web", "index.ts")))
  .map((e) => `/src/modules/${e.name}/web/index.`);

const coreModules = [
  ...["router", "routes/error-page"].map((m) => `/src/web/${m}.`),
  // Every module's web/index.ts (its pages for the router, lazy) and what it imports to make them.
  // Left out of this chunk, a module's index and the router import each other and no page starts.
  ...moduleWebIndexes,
  "/src/modules/actions/web/search.",
  "/src/modules/web.",
  "/src/core/web/module.",
  ...["session", "api", "query-scope", "route-focus"].map((m) => `/src/web/lib/${m}.`),
  "/src/core/shared/permissions.",
  ...[
    "use-sync-external-store/",
    "@tanstack/react-router/",
    "@tanstack/router-core/",
    "@tanstack/history/",
    "@tanstack/store/",
    "@tanstack/react-store/",
    "@tanstack/react-query/build/modern/QueryClientProvider.",
  ].map((p) => `/node_modules/${p}`),
];

/**
 * What the landing page and /login add to the core: the sign-up and sign-in forms (with the checks
 * and the e-mail pattern they share with the app's account pages) and the landing page. The
 * client's questionnaire and the legal pages do not load it.
 */
const signedOutModules = [
  "/src/web/routes/landing.",
  "/src/web/features/landing/LandingPage.",
  "/src/modules/auth/web/AuthForm.",
  "/src/modules/auth/web/LoginPage.",
  "/src/modules/auth/web/api.",
  "/src/modules/auth/web/messages.",
];

/**
 * React Query, in one chunk for the signed-in pages (the signed-out ones never load it): split by
 * the pages that use each part, it was seven small chunks, each a request of its own on a first
 * visit (a phone opens six connections to the server, and each request waits a round trip).
 */
const queryModules = ["/node_modules/@tanstack/query-core/", "/node_modules/@tanstack/react-query/"];

/**
 * The app's frame (the shell: menu, search, tooltips) with the small modules most signed-in pages
 * use (dates, dialogs, the actions' badges, the reading and planning calls, the Radix parts under
 * them, their icons): one chunk instead of some forty of a few hundred bytes each. On a phone every
 * request waits its turn on one of six connections, a round trip each: the topic page loaded 55
 * scripts, now 9, and weighs less (one file compresses better than forty). A page that does not
 * use some of these loads them anyway; `bench/page-weight.ts` keeps every page within its budget.
 * What only a few pages use stays with those pages. The shell's route module (routes/shell) must
 * be in the group too: left out, its chunk and this one imported each other and no page started.
 */
const frameModules = [
  "/src/web/routes/shell.",
  ...["AppShell", "AppSidebar", "UserButton", "VerifyEmailBanner", "nav-icons", "messages", "NotFoundPage"].map(
    (m) => `/src/web/features/shell/${m}.`,
  ),
  ...["messages", "SearchLauncher"].map((m) => `/src/modules/search/web/${m}.`),
  ...["SourceActions", "StatusBadge", "messages", "may-edit"].map((m) => `/src/modules/actions/web/${m}.`),
  ...["VersionCard", "api", "messages"].map((m) => `/src/modules/reading/web/${m}.`),
  // 'Melden' in the top bar (modules/reports).
  ...["ReportButton", "messages"].map((m) => `/src/modules/reports/web/button/${m}.`),
  "/src/core/web/api-query.",
  // The shared floor of the modules whose badges and calls most pages show.
  ...["actions", "reading"].flatMap((m) => ["model", "messages"].map((f) => `/src/modules/${m}/${f}.`)),
  ...["api", "messages"].map((m) => `/src/modules/planning/web/${m}.`),
  "/src/modules/planning/messages.",
  ...[
    "sidebar",
    "tooltip",
    "page",
    "table-scroll",
    "dialog",
    "date-picker",
    "checkbox",
    "plain-text",
    "text-table",
    "load-error",
    "result-region",
    "record-table",
    "section-card",
  ].map((c) => `/src/web/components/ui/${c}.`),
  ...["class-merge", "opened-once", "query-client", "access", "source-actions", "random-id", "use-selection"].map(
    (m) => `/src/web/lib/${m}.`,
  ),
  ...["calendar-day", "format-date", "dates", "access", "text-table"].map((m) => `/src/core/shared/${m}.`),
  ...[
    "norm",
    "plain-text",
    "kms-names",
    "due-rules",
    "complaint-terms",
    "planned-due",
    "working-days",
    "computed-cells",
  ].map((m) => `/src/norm/${m}.`),
  ...["model", "messages"].map((m) => `/src/modules/documents/${m}.`),
  ...[
    "primitive",
    "react-primitive",
    "react-context",
    "react-use-layout-effect",
    "react-use-effect-event",
    "react-use-controllable-state",
    "react-use-callback-ref",
    "react-use-escape-keydown",
    "react-use-size",
    "react-presence",
    "react-id",
    "react-dismissable-layer",
    "react-focus-scope",
    "react-focus-guards",
    "react-portal",
    "react-popper",
    "react-arrow",
    "react-tooltip",
    "react-visually-hidden",
    "react-dialog",
    "react-checkbox",
  ].map((p) => `/node_modules/@radix-ui/${p}/`),
  ...[
    "@floating-ui/",
    "tailwind-merge/",
    "tslib/",
    "react-remove-scroll/",
    "react-remove-scroll-bar/",
    "use-callback-ref/",
    "use-sidecar/",
    "get-nonce/",
    "react-style-singleton/",
    "aria-hidden/",
  ].map((p) => `/node_modules/${p}`),
  ...[
    "chevron-right",
    "calendar-days",
    "check",
    "plus",
    "minus",
    "trash",
    "refresh-cw",
    "arrow-left",
    "arrow-right",
    "triangle-exclamation-point",
    // the menu's
    "book-open",
    "clipboard-list",
    "credit-card",
    "info",
    "layout-dashboard",
    "panel-left",
    "refresh-ccw",
    "search",
    "settings",
    "user-round",
    "users",
    "id-card",
    "megaphone",
  ].map((i) => `/node_modules/lucide-react/dist/esm/icons/${i}.`),
];

/** The topics and pages of the norm: the menu's, and the client's questionnaire's (without the frame). */
const catalogueModules = ["catalogue", "norm-topics"].map((m) => `/src/norm/${m}.`);

/**
 * What the topic pages (routes/topic) and the quarterly analysis (modules/report-analysis: its text
 * is a KMS text) share: one file. Left to the bundler, each part shared went into a file of its
 * own, and a topic page opened afresh fetched 16 scripts instead of 12 (e2e/first-visit.spec.ts).
 */
const kmsSharedModules = [
  "/src/modules/kms/web/TextSection.",
  "/src/web/lib/kms-saved.",
  "/src/modules/planning/web/ApprovalControl.",
  "/src/norm/approvals.",
  "/lucide-react/dist/esm/icons/badge-check.",
  "/lucide-react/dist/esm/icons/chevron-down.",
];

const inList = (list: string[]) => (id: string) => list.some((m) => id.replaceAll("\\", "/").includes(m));

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The stylesheet before the scripts in the built HTML: the first paint waits for it (the signed-in
 * page's loading frame too, see server/page-preloads.ts), so it is asked for first.
 */
const stylesheetFirst: Plugin = {
  name: "normwijs-stylesheet-first",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      let out = html;
      for (const sheet of sheets) out = out.replace(sheet, "");
      return out.replace(
        /(\s*)<link rel="icon"/,
        (all, space: string) => `${sheets.map((s) => space + s.trim()).join("")}${all}`,
      );
    },
  },
};

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // precompress: .br and .gz next to every text file in dist/, served by the server as they are.
  plugins: [react(), tailwindcss(), stylesheetFirst, precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    // dist/.vite/manifest.json: the server preloads a page's chunks and data with its HTML (static.ts).
    manifest: true,
    // Content files (the legal pages' texts) are fetched, never inlined into a script as data URLs.
    assetsInlineLimit: (file) => (file.endsWith(".txt") ? false : undefined),
    // Every browser we support knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, "src/web/index.html"),
        "signed-out": path.resolve(import.meta.dirname, "src/web/signed-out.html"),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: "base", test: inList(baseModules), includeDependenciesRecursively: false },
            { name: "core", test: inList(coreModules), includeDependenciesRecursively: false },
            { name: "signed-out", test: inList(signedOutModules), includeDependenciesRecursively: false },
            { name: "query", test: inList(queryModules), includeDependenciesRecursively: false },
            { name: "frame", test: inList(frameModules), includeDependenciesRecursively: false },
            { name: "catalogue", test: inList(catalogueModules), includeDependenciesRecursively: false },
            { name: "kms-shared", test: inList(kmsSharedModules), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
