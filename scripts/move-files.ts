/**
 * Moves files or folders with `git mv` (history kept) and rewrites every import of them, and every
 * import in them, across the project: `npx tsx scripts/move-files.ts <from> <to> [<from> <to> …]`.
 *
 * A specifier that points into another module, into src/core or into src/norm becomes its alias
 * (`@modules/actions/model`, `@core/…`, `@norm/…`); one inside the same module folder, or between
 * files that are neither, stays relative. `@/…` (the web app's folder) stays as it was written
 * while its target stays in src/web. Extensions are kept as written. Paths in strings other than
 * imports (vite.config.ts's chunk lists, docs) are listed at the end for a person to fix.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const aliasRoots: [string, string][] = [
  ["@core/", path.join(root, "src/core")],
  ["@norm/", path.join(root, "src/norm")],
  ["@modules/", path.join(root, "src/modules")],
  ["@/", path.join(root, "src/web")],
];
const codeExt = /\.(ts|tsx|mts|mjs|js)$/;
const skipDirs = new Set(["node_modules", "dist", "build", ".git", "test-results", "playwright-report", "data"]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (skipDirs.has(entry) || entry.startsWith(".")) continue;
    const abs = path.join(dir, entry);
    if (statSync(abs).isDirectory()) walk(abs, out);
    else out.push(abs);
  }
  return out;
}

/** The file a specifier names, as the bundlers resolve it, or undefined for a package. */
function resolveSpecifier(from: string, spec: string): string | undefined {
  let base: string | undefined;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else {
    const alias = aliasRoots.find(([prefix]) => spec.startsWith(prefix));
    if (alias) base = path.join(alias[1], spec.slice(alias[0].length));
  }
  if (!base) return undefined;
  const candidates = [
    base,
    ...[".ts", ".tsx", ".js", ".mjs"].map((e) => base + e),
    ...["index.ts", "index.tsx"].map((i) => path.join(base, i)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const moduleOf = (file: string) => {
  const rel = path.relative(path.join(root, "src/modules"), file);
  return rel.startsWith("..") ? undefined : rel.split(path.sep)[0];
};

/** The specifier for `target` written in `importer`, in the style described at the top. */
function specifierFor(importer: string, target: string, written: string, resolved: string): string {
  // Keep what the writer wrote beyond the file: an extension, or the folder form of an index.
  const wroteExt = /\.(ts|tsx|js|mjs)$/.test(written);
  const wroteFolder = /\/index\.tsx?$/.test(resolved) && !/index(\.tsx?)?$/.test(written);
  let file = target;
  if (wroteFolder) file = path.dirname(target);
  else if (!wroteExt) file = file.replace(/\.(ts|tsx|js|mjs)$/, "");
  const own = moduleOf(importer);
  const theirs = moduleOf(target);
  const inAlias = aliasRoots.slice(0, 3).find(([, dir]) => !path.relative(dir, target).startsWith(".."));
  if (inAlias && !(own && own === theirs))
    return inAlias[0] + path.relative(inAlias[1], file).split(path.sep).join("/");
  const web = path.join(root, "src/web");
  if (written.startsWith("@/") && !path.relative(web, target).startsWith("..")) {
    return "@/" + path.relative(web, file).split(path.sep).join("/");
  }
  let rel = path.relative(path.dirname(importer), file).split(path.sep).join("/");
  if (!rel.startsWith(".")) rel = "./" + rel;
  return rel;
}

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error("Usage: npx tsx scripts/move-files.ts <from> <to> [<from> <to> …]");
  process.exit(1);
}

// Old absolute path → new absolute path, for every file that moves.
const moves = new Map<string, string>();
for (let i = 0; i < args.length; i += 2) {
  const from = path.resolve(args[i]!);
  const to = path.resolve(args[i + 1]!);
  if (!existsSync(from)) throw new Error(`${args[i]} does not exist`);
  if (statSync(from).isDirectory()) {
    for (const f of walk(from)) moves.set(f, path.join(to, path.relative(from, f)));
  } else moves.set(from, to);
}
const newPath = (f: string) => moves.get(f) ?? f;

const files = [...walk(path.join(root, "src")), ...["e2e", "bench", "scripts"].flatMap((d) => walk(path.join(root, d)))]
  .concat(
    readdirSync(root)
      .filter((f) => codeExt.test(f))
      .map((f) => path.join(root, f)),
  )
  .filter((f) => codeExt.test(f));

const importPattern =
  /((?:\bfrom|\bimport|\bexport\s*\*\s*from|\bvi\.mock|\bvi\.importActual|\brequire|\bnew URL)\s*\(?\s*)(["'])([^"'\n]+)\2/g;
let rewritten = 0;
for (const file of files) {
  const source = readFileSync(file, "utf8");
  const importer = newPath(file);
  const next = source.replace(importPattern, (whole, lead: string, quote: string, spec: string) => {
    const resolved = resolveSpecifier(file, spec);
    if (!resolved) return whole;
    if (!moves.has(resolved) && !moves.has(file)) return whole;
    const target = newPath(resolved);
    const out = specifierFor(importer, target, spec, resolved);
    return out === spec ? whole : `${lead}${quote}${out}${quote}`;
  });
  if (next !== source) {
    writeFileSync(file, next);
    rewritten++;
  }
}

for (const [from, to] of moves) {
  execFileSync("mkdir", ["-p", path.dirname(to)]);
  execFileSync("git", ["mv", from, to], { cwd: root });
}
// Folders the move emptied go too (git keeps no empty folders; a test listing folders would see them).
for (let i = 0; i < args.length; i += 2) {
  const from = path.resolve(args[i]!);
  if (existsSync(from) && statSync(from).isDirectory() && walk(from).length === 0) {
    execFileSync("rm", ["-r", from]);
  }
}
console.log(`${moves.size} files moved, imports rewritten in ${rewritten} files.`);

// Paths written in other strings (chunk lists, docs, comments): for a person to look at.
const mentions = new Set<string>();
const grepFiles = walk(root).filter((f) => /\.(ts|tsx|mjs|js|md|sh|json)$/.test(f));
for (const from of moves.keys()) {
  const rel = path.relative(root, from).replace(/\.(ts|tsx)$/, "");
  for (const f of grepFiles)
    if (readFileSync(f, "utf8").includes(rel)) mentions.add(`${path.relative(root, f)}: ${rel}`);
}
if (mentions.size) console.log(`Mentioned elsewhere (check by hand):\n  ${[...mentions].join("\n  ")}`);
