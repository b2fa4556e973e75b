/**
 * The import aliases, for Vite and vitest (tsconfig.json's `paths` says the same to tsc, tsx and
 * esbuild): `@core/…` the floor every module stands on, `@norm/…` the HKZ norm model,
 * `@modules/…` the features, `@/…` the web app's own folder (src/web).
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export const aliases = {
  "@core": path.join(root, "src/core"),
  "@norm": path.join(root, "src/norm"),
  "@modules": path.join(root, "src/modules"),
  "@": path.join(root, "src/web"),
};
