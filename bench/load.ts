/**
 * Load benchmark (issue 21): many clients on kept-alive connections against the real server, over
 * the routes a signed-in user hits most — the KMS values (all, and one), a save, a document list,
 * the overview, the calendar and /api/me — on SQLite and, when PostgreSQL is installed or
 * DATABASE_URL is set, on PostgreSQL. Every client sends its next request as soon as the answer to
 * the previous one is in (closed loop), with an optional pause between them (THINK_MS) so that
 * connections also sit idle for a while, as a browser's do.
 *
 * Reported per engine and route: answers, p50/p99 and UNANSWERED requests — no answer within
 * 10 s, or the connection failed (ECONNRESET, 'socket hang up'), split by whether the request went
 * out on a reused kept-alive socket. Target: 0 unanswered; on PostgreSQL also at least 1,000 answers
 * per second with a p99 under 300 ms (issue 29: the issue's run is CLIENTS=200 SECONDS=60).
 *
 *   npx tsx bench/load.ts
 *     CLIENTS=100 SECONDS=15     clients and duration (the issue's run: CLIENTS=200 SECONDS=60)
 *     USERS=5                    organisations (each with its own signed-in user) the clients share
 *     THINK_MS=0                 a random pause of 0..THINK_MS between a client's requests
 *     CLIENT=http                node:http with a keep-alive Agent; CLIENT=fetch for Node's fetch (undici);
 *                                CLIENT=proxy keeps idle connections IDLE_MS (60000) whatever the server
 *                                announces, as nginx, load balancers and browsers do (use with THINK_MS)
 *     ENGINES=sqlite,postgres    which engines (postgres is skipped when it is not installed)
 *     DATABASE_URL=postgres://…  use this database instead of a throw-away cluster (PG_BENCH_PORT, default 54339)
 *
 * The server runs in a child process; this process only generates load. On a shared machine run it
 * under `flock /tmp/normwijs-bench.lock`.
 */
import type { ChildProcess } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ORIGIN as origin, signUp, startBenchServer } from "./lib/server-child";
import { startThrowAwayPostgres, type ThrowAwayPostgres } from "./lib/postgres";
import { topics } from "@norm/catalogue";
import { cpuMs } from "./lib/cpu";

const clients = Number(process.env.CLIENTS ?? 100);
const seconds = Number(process.env.SECONDS ?? 15);
const users = Number(process.env.USERS ?? 5);
const thinkMs = Number(process.env.THINK_MS ?? 0);
const clientKind = process.env.CLIENT === "fetch" ? "fetch" : process.env.CLIENT === "proxy" ? "proxy" : "http";
/** CLIENT=proxy: how long an idle connection is kept, whatever the server announces. */
const proxyIdleMs = Number(process.env.IDLE_MS ?? 60_000);
const engines = (process.env.ENGINES ?? "sqlite,postgres").split(",").map((e) => e.trim());
const answerWithinMs = 10_000;

/** The text sections a client may save; each client saves its own (organisation, section) where it can. */
const textSections = topics.flatMap((t) => t.sections.flatMap((s) => (s.kind === "text" && !s.date ? [s.name] : [])));

type Route = { name: string; weight: number };
const routes: Route[] = [
  { name: "GET values", weight: 3 },
  { name: "GET value", weight: 2 },
  { name: "PUT value", weight: 2 },
  { name: "GET files", weight: 2 },
  { name: "GET overview", weight: 2 },
  { name: "GET calendar", weight: 2 },
  { name: "GET me", weight: 1 },
];
const totalWeight = routes.reduce((n, r) => n + r.weight, 0);
function pickRoute(): Route {
  let x = Math.random() * totalWeight;
  for (const r of routes) if ((x -= r.weight) < 0) return r;
  return routes[0]!;
}

type Outcome =
  | { kind: "answer"; status: number; ms: number; body: string }
  | { kind: "timeout"; reused: boolean }
  | { kind: "error"; code: string; reused: boolean };

type Sender = (method: string, pathname: string, cookie: string, body?: string) => Promise<Outcome>;

/**
 * A keep-alive Agent that ignores the server's `Keep-Alive: timeout=` and keeps an idle connection
 * for IDLE_MS, as reverse proxies (nginx's upstream keep-alive: 60 s), load balancers and browsers do.
 * (Node's own Agent closes an idle connection 1 s before the announced timeout.)
 */
class ProxyLikeAgent extends Agent {
  override keepSocketAlive(socket: Socket): boolean {
    socket.setKeepAlive(true, 1000);
    socket.unref();
    socket.setTimeout(proxyIdleMs);
    return true;
  }
}

/** node:http with one keep-alive Agent for all clients (as a browser keeps connections per origin). */
function httpSender(url: string): { send: Sender; close(): void } {
  const { hostname, port } = new URL(url);
  const options = { keepAlive: true, maxSockets: Infinity };
  const agent = clientKind === "proxy" ? new ProxyLikeAgent(options) : new Agent(options);
  const send: Sender = (method, pathname, cookie, body) =>
    new Promise((resolve) => {
      const start = performance.now();
      let done = false;
      const finish = (o: Outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(o);
      };
      const headers: Record<string, string> = { cookie, origin };
      if (body !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(Buffer.byteLength(body));
      }
      const req = httpRequest({ agent, hostname, port: Number(port), method, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          finish({
            kind: "answer",
            status: res.statusCode ?? 0,
            ms: performance.now() - start,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (e: NodeJS.ErrnoException) =>
          finish({ kind: "error", code: e.code ?? e.message, reused: req.reusedSocket }),
        );
      });
      const timer = setTimeout(() => {
        finish({ kind: "timeout", reused: req.reusedSocket });
        req.destroy();
      }, answerWithinMs);
      req.on("error", (e: NodeJS.ErrnoException) =>
        finish({ kind: "error", code: e.code ?? e.message, reused: req.reusedSocket }),
      );
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Node's fetch (undici's global dispatcher keeps connections alive); it cannot tell a reused socket. */
function fetchSender(url: string): { send: Sender; close(): void } {
  const send: Sender = async (method, pathname, cookie, body) => {
    const start = performance.now();
    const headers: Record<string, string> = { cookie, origin };
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const res = await fetch(`${url}${pathname}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(answerWithinMs),
      });
      const text = await res.text();
      return { kind: "answer", status: res.status, ms: performance.now() - start, body: text };
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string } };
      if (err.name === "TimeoutError") return { kind: "timeout", reused: false };
      return { kind: "error", code: err.cause?.code ?? err.cause?.message ?? err.message, reused: false };
    }
  };
  return { send, close: () => undefined };
}

type RouteStats = { latencies: number[]; non2xx: number; timeouts: number; errors: number };
type Result = {
  routes: Map<string, RouteStats>;
  unanswered: {
    timeout: number;
    timeoutReused: number;
    error: number;
    errorReused: number;
    codes: Map<string, number>;
    sentAt: number[];
  };
  conflicts: number;
  seconds: number;
};

async function drive(url: string, cookies: string[]): Promise<Result> {
  const { send, close } = clientKind === "fetch" ? fetchSender(url) : httpSender(url);
  const stats = new Map(
    routes.map((r) => [r.name, { latencies: [], non2xx: 0, timeouts: 0, errors: 0 } as RouteStats]),
  );
  const unanswered = {
    timeout: 0,
    timeoutReused: 0,
    error: 0,
    errorReused: 0,
    codes: new Map<string, number>(),
    /** When each was sent, in seconds from the start. */
    sentAt: [] as number[],
  };
  let conflicts = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const cookie = cookies[i % cookies.length]!;
      // Clients of one organisation save different sections; past the catalogue they share and meet 409.
      const section = textSections[Math.floor(i / cookies.length) % textSections.length]!;
      let revision: number | undefined;
      while (performance.now() < end) {
        const route = pickRoute();
        const sentAt = (performance.now() - started) / 1000;
        let outcome: Outcome;
        switch (route.name) {
          case "GET values":
            outcome = await send("GET", "/api/kms/values", cookie);
            break;
          case "GET value":
            outcome = await send("GET", `/api/kms/values/${section}`, cookie);
            break;
          case "PUT value":
            if (revision === undefined) {
              const current = await send("GET", `/api/kms/values/${section}`, cookie);
              if (current.kind !== "answer") {
                outcome = current;
                break;
              }
              revision = (JSON.parse(current.body) as { value: { revision: number } | null }).value?.revision ?? 0;
            }
            outcome = await send(
              "PUT",
              `/api/kms/values/${section}`,
              cookie,
              JSON.stringify({ value: `Belasting door client ${i}, versie ${revision + 1}.`, baseRevision: revision }),
            );
            if (outcome.kind === "answer") {
              const body = JSON.parse(outcome.body) as {
                revision?: number;
                details?: { current?: { revision: number } };
              };
              // 409 is a right answer when two clients save the same section: take the current revision.
              if (outcome.status === 409) {
                conflicts += 1;
                revision = body.details?.current?.revision;
              } else revision = body.revision;
            }
            break;
          case "GET files":
            outcome = await send("GET", "/api/documents?category=beleid", cookie);
            break;
          case "GET overview":
            outcome = await send("GET", "/api/planning/overview", cookie);
            break;
          case "GET calendar":
            outcome = await send("GET", "/api/planning/calendar", cookie);
            break;
          default:
            outcome = await send("GET", "/api/me", cookie);
        }
        const s = stats.get(route.name)!;
        if (outcome.kind === "answer") {
          s.latencies.push(outcome.ms);
          if ((outcome.status < 200 || outcome.status >= 300) && outcome.status !== 409) s.non2xx += 1;
        } else if (outcome.kind === "timeout") {
          s.timeouts += 1;
          unanswered.timeout += 1;
          unanswered.sentAt.push(sentAt);
          if (outcome.reused) unanswered.timeoutReused += 1;
        } else {
          s.errors += 1;
          unanswered.error += 1;
          unanswered.sentAt.push(sentAt);
          if (outcome.reused) unanswered.errorReused += 1;
          unanswered.codes.set(outcome.code, (unanswered.codes.get(outcome.code) ?? 0) + 1);
        }
        if (thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
      }
    }),
  );
  close();
  return { routes: stats, unanswered, conflicts, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Asks the server child for its event loop's delay since the last ask. */
function loopDelay(child: ChildProcess): Promise<{ p99: number; max: number } | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 2000);
    const onData = (d: Buffer) => {
      const m = /LOOP (\{.*\})/.exec(d.toString());
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve(JSON.parse(m[1]!));
    };
    child.stdout!.on("data", onData);
    child.kill("SIGUSR2");
  });
}

async function runEngine(engine: string, databaseUrl?: string, databasePids?: () => number[]): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-load-"));
  let child: ChildProcess | undefined;
  try {
    const started = await startBenchServer(dataDir, databaseUrl);
    child = started.child;
    const cookies: string[] = [];
    const runId = Date.now();
    for (let i = 0; i < users; i++) cookies.push(await signUp(started.url, `load-${runId}-${i}`));
    await loopDelay(child);
    // CPU time per answer, of the server, the database and this load generator: on a machine
    // shared with other work the answers per second vary, the CPU each answer costs much less.
    const cpuBefore = { server: cpuMs([child.pid!]), db: cpuMs(databasePids?.() ?? []), load: process.cpuUsage() };
    const r = await drive(started.url, cookies);
    const cpu = {
      server: cpuMs([child.pid!]) - cpuBefore.server,
      db: cpuMs(databasePids?.() ?? []) - cpuBefore.db,
      load: (() => {
        const u = process.cpuUsage(cpuBefore.load);
        return (u.user + u.system) / 1000;
      })(),
    };
    const loop = await loopDelay(child);

    const all = [...r.routes.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
    const unanswered = r.unanswered.timeout + r.unanswered.error;
    console.log(
      `\nLoad, ${engine}: ${clients} clients (${clientKind === "proxy" ? `http, idle connections kept ${proxyIdleMs / 1000} s` : clientKind}, keep-alive) over ${users} organisations for ${seconds} s` +
        (thinkMs ? `, pauses of 0–${thinkMs} ms` : ""),
    );
    console.log(
      `  ${"route".padEnd(14)} ${"answers".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"not 2xx".padStart(8)} ${"no answer".padStart(10)}`,
    );
    for (const [name, s] of r.routes) {
      const sorted = s.latencies.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(14)} ${String(sorted.length).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(s.non2xx).padStart(8)} ${String(s.timeouts + s.errors).padStart(10)}`,
      );
    }
    console.log(
      `  ${"all".padEnd(14)} ${String(all.length).padStart(8)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)}   (${(all.length / r.seconds).toFixed(0)} answers/s, ${r.conflicts} saves answered 409 as two clients met)`,
    );
    const codes = [...r.unanswered.codes].map(([c, n]) => `${c} ×${n}`).join(", ");
    console.log(
      `  UNANSWERED: ${unanswered} — no answer within ${answerWithinMs / 1000} s: ${r.unanswered.timeout} (${r.unanswered.timeoutReused} on a reused socket); ` +
        `connection failed: ${r.unanswered.error} (${r.unanswered.errorReused} on a reused socket)${codes ? `: ${codes}` : ""}`,
    );
    if (unanswered > 0) {
      const times = r.unanswered.sentAt.sort((a, b) => a - b);
      console.log(
        `  sent at (s from the start): ${times
          .slice(0, 10)
          .map((t) => t.toFixed(1))
          .join(", ")}${times.length > 10 ? ", …" : ""}`,
      );
    }
    const per = (ms: number) => (ms / Math.max(1, all.length)).toFixed(2);
    console.log(
      `  CPU per answer: server ${per(cpu.server)} ms` +
        (databasePids ? `, database ${per(cpu.db)} ms` : "") +
        `, load generator ${per(cpu.load)} ms`,
    );
    if (loop) console.log(`  server event loop delay: p99 ${loop.p99} ms, max ${loop.max} ms`);
    console.log(`  ${unanswered === 0 ? "within" : "OUTSIDE"} the target (0 unanswered)`);
    if (engine !== "PostgreSQL") return unanswered;
    const rps = all.length / r.seconds;
    const fast = rps >= 1000 && percentile(all, 99) < 300;
    console.log(`  ${fast ? "within" : "OUTSIDE"} the PostgreSQL target (>= 1,000 answers/s with a p99 under 300 ms)`);
    return unanswered + (fast ? 0 : 1);
  } finally {
    child?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = 0;
for (const engine of engines) {
  if (engine === "sqlite") failed += await runEngine("SQLite");
  else if (engine === "postgres") {
    let pg: ThrowAwayPostgres | undefined;
    const url = process.env.DATABASE_URL;
    if (!url) {
      pg = startThrowAwayPostgres(Number(process.env.PG_BENCH_PORT ?? 54339));
      if (!pg) {
        console.log("\nLoad, PostgreSQL: skipped (not installed: apt-get install postgresql, or set DATABASE_URL)");
        continue;
      }
    }
    try {
      failed += await runEngine("PostgreSQL", url ?? pg!.url, pg?.pids);
    } finally {
      pg?.stop();
    }
  } else throw new Error(`unknown engine ${engine}`);
}
process.exitCode = failed === 0 ? 0 : 1;
