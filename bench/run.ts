/** `npm run bench`: runs every benchmark in this folder, one after another, and prints their figures. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts")
  .sort();
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, file)], { stdio: "inherit" });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
