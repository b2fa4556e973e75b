/**
 * The real Normwijs server in a child process for the benchmarks, so its CPU and memory are its
 * own: `startBenchServer(dataDir)` spawns this file, which starts the server and prints its URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrationListPlugin } from "../../scripts/migration-list-plugin.mjs";

export const BENCH_ORIGIN = "http://localhost:3000";

// Started by startBenchServer (not by the test of another child that bundles this file too).
if (process.env.BENCH_SERVER_CHILD === "1") {
  const { loadConfig } = await import("@core/server/config");
  const { startServer } = await import("../../src/server/server");
  const { monitorEventLoopDelay } = await import("node:perf_hooks");
  const server = await startServer(
    loadConfig({
      PORT: process.env.BENCH_PORT ?? "0",
      HOST: "127.0.0.1",
      DATA_DIR: process.env.BENCH_DATA_DIR!,
      APP_URL: process.env.BENCH_APP_URL ?? BENCH_ORIGIN,
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT: "10000",
      // The survey benchmark answers from one address, far more often than one client would.
      SURVEY_RATE_LIMIT: "100000",
      SURVEY_ADDRESS_HOURLY_LIMIT: "1000000",
      SURVEY_LINK_MINUTE_LIMIT: "100000",
      SURVEY_LINK_HOURLY_LIMIT: "1000000",
      // The search benchmark asks hundreds of searches a minute as one person.
      SEARCH_RATE_LIMIT: "100000",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      // The server's HTTP timeouts and pool size can be tried out from the benchmark's environment.
      ...Object.fromEntries(
        [
          "HTTP_HEADERS_TIMEOUT_MS",
          "HTTP_REQUEST_TIMEOUT_MS",
          "HTTP_KEEP_ALIVE_TIMEOUT_MS",
          "DATABASE_POOL_SIZE",
        ].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])),
      ),
    }),
  );
  // The event loop's delay, for benchmarks that ask (SIGUSR2 prints it and starts afresh).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    process.stdout.write(`LOOP ${JSON.stringify({ p99: ms(loop.percentile(99)), max: ms(loop.max) })}\n`);
    loop.reset();
  });
  process.stdout.write(`URL ${server.url}\n`);
  process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
}

/**
 * The child's script bundled as `npm start` bundles the server (scripts/build.mjs: esbuild, our code
 * in one file, packages left as imports), so a benchmark measures what runs in production: plain
 * node, without the TypeScript loader that `--import tsx` puts in front of every module.
 */
async function bundled(entry: string): Promise<string> {
  const { build } = await import("esbuild");
  const outdir = path.join(repoRoot, "build", "bench");
  const outfile = path.join(outdir, `${path.basename(entry, ".ts")}.mjs`);
  const options = {
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
  } as const;
  const plugins = [migrationListPlugin(repoRoot)];
  await build({ ...options, plugins, entryPoints: [entry], outfile, logLevel: "warning" });
  // Beside it every worker entry, as the build puts them beside main.js (http/parse-worker.ts finds them there).
  const workers = ["server", "core", "modules"].flatMap((dir) =>
    readdirSync(path.join(repoRoot, "src", dir), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".worker.ts"))
      .map((f) => path.join(repoRoot, "src", dir, f)),
  );
  await build({
    ...options,
    plugins,
    entryPoints: Object.fromEntries(workers.map((f) => [path.basename(f, ".ts"), f])),
    outdir,
    logLevel: "warning",
  });
  return outfile;
}

const repoRoot = path.resolve(import.meta.dirname, "..", "..");

/** Spawns a child and waits for its `URL …` line. BENCH_CPU_PROF=dir writes a CPU profile there. */
export async function startChild(
  [entry, ...args]: [string, ...string[]],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const prof = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, await bundled(entry), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /URL (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.on("exit", (code) => reject(new Error(`${entry} ${args.join(" ")} exited with ${code}`)));
  });
}

/**
 * The server on SQLite in dataDir, or on PostgreSQL at databaseUrl (uploads still go to dataDir).
 * It believes it is at BENCH_ORIGIN, which clients in Node send as their Origin. A browser sends
 * the page's own origin: with `port`, the server listens there and believes it is at
 * http://127.0.0.1:<port>, so a browser's changes are not refused as coming from another site.
 */
export const startBenchServer = (dataDir: string, databaseUrl?: string, options: { port?: number } = {}) =>
  startChild([fileURLToPath(import.meta.url)], {
    BENCH_SERVER_CHILD: "1",
    BENCH_DATA_DIR: dataDir,
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    ...(options.port ? { BENCH_PORT: String(options.port), BENCH_APP_URL: `http://127.0.0.1:${options.port}` } : {}),
  });

/** A port nobody listens on now, for a server that must know its address before it starts. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new account (own organisation); answers the session cookie. `origin`: where the server believes it is. */
export async function signUp(url: string, n: number | string = Date.now(), origin = BENCH_ORIGIN): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench-${n}@voorbeeld.nl`,
      password: "een-goed-wachtwoord",
      organisationName: `Bench ${n}`,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A process's resident memory in kB, from /proc (Linux). */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
