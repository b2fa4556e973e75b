/** Debian's Chromium as the benchmarks start it: headless, no sandbox (containers), nothing in the background. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import config from "../../playwright.config";

// The same Chromium and flags as the journeys (playwright.config.ts), so both measure one browser.
export const chromiumPath = config.use?.launchOptions?.executablePath ?? "/usr/bin/chromium";
export const chromiumFlags = config.use?.launchOptions?.args ?? [];

/** Builds the web app into dist/ (what the server serves), unless told to use the one there (envVar=1). */
export function buildWebApp(envVar: string) {
  if (process.env[envVar]) return;
  const root = path.resolve(import.meta.dirname, "../..");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("vite build failed");
}
