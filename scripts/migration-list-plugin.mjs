/** An esbuild plugin; plain JavaScript, so scripts/build.mjs runs with node alone. */
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * src/core/server/db/migration-files.ts reads its folder at run time; a bundle has no folder. In
 * its place: a static import of every migration file, in number order (same pattern, same names).
 * Used by every bundle of the server: scripts/build.mjs and the benchmarks' (bench/lib/server-child.ts).
 * `root`: the project folder.
 */
export function migrationListPlugin(root) {
  const listFile = path.join(root, "src/core/server/db/migration-files.ts");
  return {
    name: "migration-list",
    setup(build) {
      build.onLoad({ filter: /migration-files\.ts$/ }, (args) => {
        if (path.resolve(args.path) !== listFile) return undefined;
        const folder = path.join(path.dirname(listFile), "migrations");
        const names = readdirSync(folder)
          .map((file) => /^(\d{4}_[a-z0-9_]+)\.ts$/.exec(file)?.[1])
          .filter((name) => name !== undefined)
          .sort();
        const lines = names.map((name, i) => `import * as m${i} from ${JSON.stringify(`./migrations/${name}.ts`)};`);
        const entries = names.map((name, i) => `  ${JSON.stringify(name)}: m${i},`);
        const contents = [...lines, "export const migrations = {", ...entries, "};", ""].join("\n");
        return { contents, loader: "ts", resolveDir: path.dirname(listFile) };
      });
    },
  };
}
