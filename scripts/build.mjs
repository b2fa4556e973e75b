/**
 * Builds what `npm start` runs: the web app (Vite, into dist/) and the server (esbuild, into
 * build/server/main.js: our code and the npm packages in one file, workers beside it). Each part is
 * built only when its sources changed since the last build: a hash of their contents is kept in
 * build/stamps/ next to the output. Plain JavaScript, so it runs with node alone.
 *
 *   node scripts/build.mjs                   build what changed (npm start does this)
 *   node scripts/build.mjs --force           build both (npm run build)
 *   node scripts/build.mjs --server-to DIR   the server alone into DIR, always (the bundle's test)
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrationListPlugin } from "./migration-list-plugin.mjs";

const root = path.resolve(import.meta.dirname, "..");
const force = process.argv.includes("--force");
const stampDir = path.join(root, "build", "stamps");
const serverToAt = process.argv.indexOf("--server-to");
const serverTo = serverToAt > 0 ? path.resolve(process.argv[serverToAt + 1] ?? "") : undefined;

/** Inputs shared by both parts: dependencies, compiler settings, and this script. */
const common = [
  "package-lock.json",
  "package.json",
  "tsconfig.json",
  "scripts/build.mjs",
  "src/core",
  "src/norm",
  "src/modules",
];

const parts = [
  {
    name: "web",
    // vite.config.* and any plugin it loads from scripts/ or the project root.
    inputs: [...common, "src/web", "scripts", ...rootFiles(/^vite\.config\./)],
    output: path.join(root, "dist", "index.html"),
    async build() {
      const { build } = await import("vite");
      await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
    },
  },
  {
    name: "server",
    inputs: [...common, "src/server"],
    output: path.join(root, "build", "server", "main.js"),
    async build(outdir = path.join(root, "build", "server")) {
      const esbuild = await import("esbuild");
      rmSync(outdir, { recursive: true, force: true });
      // main.js, and beside it every worker entry (`*.worker.ts`: the parsers of files users send,
      // http/parse-worker.ts), each bundled whole.
      const workers = listFiles(["src/server", "src/core", "src/modules"]).filter((f) => /\.worker\.ts$/.test(f));
      await esbuild.build({
        entryPoints: {
          main: path.join(root, "src/server/main.ts"),
          ...Object.fromEntries(workers.map((f) => [path.basename(f, ".ts"), path.join(root, f)])),
        },
        outdir,
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        // Packages are bundled too: node then loads one file, not ~720 ES modules (hono, zod,
        // kysely, better-auth and theirs), which halves the start-up time and saves ~20 MB. Left as
        // imports: native addons, and what lazyRequire loads on first use (stripe, pg, pdfkit, …:
        // createRequire calls, which esbuild does not follow).
        external: ["better-sqlite3"],
        plugins: [migrationListPlugin(root)],
        sourcemap: "linked",
        logLevel: "warning",
      });
      // V8 keeps each script's source in memory, as Latin-1 (1 byte a character) unless one
      // character lies beyond it: then all of it as UTF-16, twice the size (7 MB for main.js). The
      // few such characters (an ellipsis or dash in a comment or regular expression, in our code or
      // a package's) become \uXXXX escapes, which mean the same in strings, regexes and comments.
      for (const file of readdirSync(outdir).filter((f) => f.endsWith(".js"))) {
        const abs = path.join(outdir, file);
        const text = readFileSync(abs, "utf8");
        const latin1 = text.replace(/[^\0-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
        if (latin1 !== text) writeFileSync(abs, latin1);
      }
    },
  },
];

function rootFiles(pattern) {
  return readdirSync(root).filter((f) => pattern.test(f));
}

/** Every file under the inputs (tests excluded: they are not part of any build), sorted. */
function listFiles(inputs) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const entry of readdirSync(abs)) walk(path.join(rel, entry));
    } else if (!/\.test\.tsx?$/.test(rel)) {
      out.push(rel);
    }
  };
  for (const input of inputs) walk(input);
  return [...new Set(out)].sort();
}

function hashOf(inputs) {
  const hash = createHash("sha256");
  for (const file of listFiles(inputs)) {
    hash
      .update(file.split(path.sep).join("/"))
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

// vite.config.ts names its paths relative to the project folder.
process.chdir(root);
if (serverTo) {
  await parts.find((p) => p.name === "server").build(serverTo);
  process.exit(0);
}
mkdirSync(stampDir, { recursive: true });
for (const part of parts) {
  const stampFile = path.join(stampDir, part.name);
  const hash = hashOf(part.inputs);
  const current = existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash && existsSync(part.output);
  if (current && !force) continue;
  const started = performance.now();
  rmSync(stampFile, { force: true });
  await part.build();
  writeFileSync(stampFile, hash);
  console.log(`${part.name} gebouwd in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
