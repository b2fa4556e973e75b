/**
 * The frame of a benchmark of API routes: the real server in a child process with its own data
 * directory, the same database opened beside it to fill it fast, a signed-up owner, routes timed
 * after a warm-up, and the whole run on SQLite and then on a throw-away PostgreSQL (when installed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { BENCH_ORIGIN as origin, signUp, startBenchServer } from "./server-child";
import { startThrowAwayPostgres } from "./postgres";
import { closeDatabase, openDatabase, type Db } from "@core/server/db";

export type BenchServer = { url: string; db: Db; child: ChildProcess };
export type BenchOwner = { cookie: string; userId: string; organisationId: string };

/** Runs `fn` against a fresh server (SQLite in its data directory, or `databaseUrl`); cleans up after. */
export async function withBenchServer<T>(
  name: string,
  databaseUrl: string | undefined,
  fn: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `normwijs-bench-${name}-`));
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  const db = openDatabase(
    databaseUrl
      ? { kind: "postgres", url: databaseUrl, poolSize: 2 }
      : { kind: "sqlite", file: path.join(dataDir, "normwijs.sqlite") },
  );
  try {
    return await fn({ url, db, child });
  } finally {
    await closeDatabase(db);
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new owner with an organisation of their own, signed in. */
export async function signedUpOwner(url: string, tag: string): Promise<BenchOwner> {
  const cookie = await signUp(url, tag);
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie, origin } })).json()) as {
    user: { id: string };
    organisation: { id: string };
  };
  return { cookie, userId: me.user.id, organisationId: me.organisation.id };
}

export type Timings = { p50: number; p95: number; max: number };

/**
 * GET `route` 5 times to warm up, then `runs` times; a failed answer (or one `check` refuses)
 * stops the benchmark. Answers the times in ms.
 */
export async function timeRoute(
  url: string,
  route: string,
  cookie: string,
  { runs = 50, check }: { runs?: number; check?: (body: string) => void } = {},
): Promise<Timings> {
  const ask = async () => {
    const t = performance.now();
    const res = await fetch(`${url}${route}`, { headers: { cookie, origin } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${route}: ${res.status} ${body.slice(0, 200)}`);
    check?.(body);
    return performance.now() - t;
  };
  for (let i = 0; i < 5; i++) await ask();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await ask());
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.min(times.length - 1, Math.floor(times.length * x))]!;
  return { p50: p(0.5), p95: p(0.95), max: times.at(-1)! };
}

/** Prints one line of timings against the target (p95, and the slowest too with `maxToo`); answers whether met. */
export function reportTimings(
  label: string,
  what: string,
  t: Timings,
  target: number,
  { runs = 50, maxToo = false }: { runs?: number; maxToo?: boolean } = {},
): boolean {
  const ok = t.p95 < target && (!maxToo || t.max < target);
  const goal = maxToo ? `p95 and max < ${target} ms` : `p95 < ${target} ms`;
  console.log(
    `${label}: ${what} ×${runs}, p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms (target ${goal}): ${ok ? "PASS" : "FAIL"}`,
  );
  return ok;
}

/**
 * `run` on SQLite, then on a throw-away PostgreSQL cluster on the port in `portVariable` (default
 * `defaultPort`) when PostgreSQL is installed; prints '<title>: TARGET MET' or 'TARGET MISSED' and exits.
 */
export async function onBothEngines(
  title: string,
  portVariable: string,
  defaultPort: number,
  run: (label: string, databaseUrl?: string) => Promise<boolean>,
): Promise<never> {
  let ok = await run("SQLite");
  const pg = startThrowAwayPostgres(Number(process.env[portVariable] ?? defaultPort));
  if (pg) {
    try {
      ok = (await run("PostgreSQL", pg.url)) && ok;
    } finally {
      pg.stop();
    }
  } else {
    console.log("PostgreSQL: not installed, skipped");
  }
  console.log(`${title}: ${ok ? "TARGET MET" : "TARGET MISSED"}`);
  process.exit(ok ? 0 : 1);
}
