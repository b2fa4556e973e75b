/**
 * Start-up benchmark: from spawning `node build/server/main.js` (as `npm start` does after its
 * build step) until /api/health answers 200, with a fresh data directory each run (so migrations
 * run too); and the server's idle resident memory a few seconds after start, from
 * /proc/<pid>/status. Targets: ready in under 500 ms (median), idle RSS under 100 MB.
 *
 *   npx tsx bench/start.ts      (RUNS=5 to change the number of starts; builds first if needed)
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { freePort } from "./lib/server-child";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.env.RUNS ?? 5);
const root = path.resolve(import.meta.dirname, "..");
const main = path.join(root, "build", "server", "main.js");

const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit" });
if (build.status !== 0) throw new Error("build failed");

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startOnce() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-start-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 30_000) throw new Error("server not ready within 30 s");
      await sleep(10);
    }
    const readyMs = performance.now() - started;
    await sleep(3000);
    return { readyMs, rss: rssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await startOnce());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ready = median(results.map((r) => r.readyMs));
const rss = median(results.map((r) => r.rss));
console.log(`Start-up, ${runs} starts of node build/server/main.js (fresh SQLite database each)`);
console.log(
  `  ready (health 200): ${results.map((r) => r.readyMs.toFixed(0)).join(", ")} ms; median ${ready.toFixed(0)} ms (target < 500 ms)`,
);
console.log(
  `  idle RSS after 3 s: ${results.map((r) => r.rss.toFixed(0)).join(", ")} MB; median ${rss.toFixed(0)} MB (target < 100 MB)`,
);
const pass = ready < 500 && rss < 100;
console.log(pass ? "Start-up: PASS" : "Start-up: FAIL");
process.exitCode = pass ? 0 : 1;
