/**
 * Builds what `npm start` runs: the web app (Vite, into dist/) and the server (esbuild, into
 * build/server/main.js, our code bundled, packages from node_modules left as imports). Each part is
 * built only when its sources changed since the last build: a hash of their contents is kept in
 * build/stamps/ next to the output. Plain JavaScript, so it runs with node alone.
 *
 *   node scripts/build.mjs           build what changed (npm start does this)
 *   node scripts/build.mjs --force   build both (npm run build)
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const force = process.argv.includes("--force");
const stampDir = path.join(root, "build", "stamps");

/** Inputs shared by both parts: dependencies, compiler settings, and this script. */
const common = [
  "package-lock.json",
  "package.json",
  "tsconfig.json",
  "scripts/build.mjs",
  "src/shared",
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
    async build() {
      const esbuild = await import("esbuild");
      rmSync(path.join(root, "build", "server"), { recursive: true, force: true });
      // main.js, and beside it every worker entry (`*.worker.ts`: the parsers of files users send,
      // http/parse-worker.ts), each bundled whole.
      const workers = listFiles(["src/server", "src/core", "src/modules"]).filter((f) => /\.worker\.ts$/.test(f));
      await esbuild.build({
        entryPoints: {
          main: path.join(root, "src/server/main.ts"),
          ...Object.fromEntries(workers.map((f) => [path.basename(f, ".ts"), path.join(root, f)])),
        },
        outdir: path.join(root, "build", "server"),
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        // node_modules packages stay imports: resolved by node at run time, as with tsx.
        packages: "external",
        sourcemap: "linked",
        logLevel: "warning",
      });
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
