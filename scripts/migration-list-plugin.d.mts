import type { Plugin } from "esbuild";

/** See migration-list-plugin.mjs. `root`: the project folder. */
export function migrationListPlugin(root: string): Plugin;
