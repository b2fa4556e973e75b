/**
 * KMS save benchmark: saving one value over HTTP on SQLite.
 * - Saturation: 50 concurrent clients, each saving again as soon as its answer is in; throughput
 *   against a bare node:http server answering the same JSON on the same machine in the same run
 *   (the ceiling for one Node process). Target: at least 60 % of the bare server's throughput.
 * - Open loop: a fixed 300 saves per second, sent on a schedule whether or not earlier answers
 *   are in; latency counts from the scheduled moment, so waiting in a queue counts too. Target:
 *   p99 under 20 ms.
 *
 *   npx tsx bench/kms-save.ts      (CLIENTS=50 SECONDS=10 RATE=300 to change the load;
 *                                   BENCH_CPU_PROF=dir to write CPU profiles of the servers)
 *
 * Both servers run in child processes; this process only generates load.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_ORIGIN as origin, signUp, startBenchServer, startChild } from "./lib/server-child";
import { cpuMs } from "./lib/cpu";

const clients = Number(process.env.CLIENTS ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
const rate = Number(process.env.RATE ?? 300);
const text = "Wij bieden ambulante jeugdhulp aan gezinnen in de regio. ".repeat(20);

if (process.argv[2] === "--bare") runBare();
else await main();

/** The ceiling: read the JSON body, answer the same shape of JSON. */
function runBare() {
  let revision = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { baseRevision: number };
      revision = Math.max(revision, body.baseRevision) + 1;
      const out = JSON.stringify({ revision, updatedAt: new Date().toISOString(), updatedBy: "bench" });
      res.writeHead(200, { "content-type": "application/json" }).end(out);
    });
  });
  server.listen(0, "127.0.0.1", () => {
    const addr = server.address() as { port: number };
    process.stdout.write(`URL http://127.0.0.1:${addr.port}\n`);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

/** 50 clients, each saving its own organisation's value with the right base revision, for N seconds. */
async function load(url: string, cookies: string[]) {
  const latencies: number[] = [];
  const revisions = cookies.map(() => 0);
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      let revision = revisions[i]!;
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(`${url}/api/kms/values/missie-en-visie`, {
          method: "PUT",
          headers: { "content-type": "application/json", origin, cookie },
          body: JSON.stringify({ value: `${text} ${i}-${revision}`, baseRevision: revision }),
        });
        const body = (await res.json()) as { revision: number };
        latencies.push(performance.now() - t);
        if (res.ok) revision = body.revision;
        else errors += 1;
      }
      revisions[i] = revision;
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), count: latencies.length, errors, revisions };
}

/**
 * Open loop: request n is due at start + n / rate and is sent then, round-robin over the clients.
 * A client whose previous save is still on its way sends after it (its base revision comes from
 * that answer); the time it waits counts in the latency, which runs from the due moment.
 */
async function openLoop(url: string, cookies: string[], startRevisions: number[]) {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const revisions = [...startRevisions];
  const previous: Promise<void>[] = cookies.map(() => Promise.resolve());
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 50;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    // No busy wait (it would take CPU from the server on a small machine); a timer firing late
    // counts against us, as latency runs from the due moment.
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const i = n % cookies.length;
    const save = previous[i]!.then(async () => {
      const res = await fetch(`${url}/api/kms/values/missie-en-visie`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin, cookie: cookies[i]! },
        body: JSON.stringify({ value: `${text} ${i}-${revisions[i]}`, baseRevision: revisions[i] }),
      });
      const body = (await res.json()) as { revision: number };
      latencies.push(performance.now() - due);
      if (res.ok) revisions[i] = body.revision;
      else if (++errors === 1) console.error(`open loop: first error ${res.status} ${JSON.stringify(body)}`);
    });
    previous[i] = save;
    inFlight.push(save);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), count: latencies.length, errors };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-kms-"));
  const children: ChildProcess[] = [];
  try {
    const bare = await startChild([fileURLToPath(import.meta.url), "--bare"]);
    children.push(bare.child);
    const bareCookies = Array.from({ length: clients }, () => "");
    await load(bare.url, bareCookies.slice(0, 5)); // warm-up
    const bareCpu = cpuMs([bare.child.pid!]);
    const ceiling = await load(bare.url, bareCookies);
    const bareCpuPer = (cpuMs([bare.child.pid!]) - bareCpu) / ceiling.count;
    bare.child.kill("SIGTERM");

    const app = await startBenchServer(dataDir);
    children.push(app.child);
    const cookies: string[] = [];
    for (let i = 0; i < clients; i++) cookies.push(await signUp(app.url, i));
    const appCpu = cpuMs([app.child.pid!]);
    const normwijs = await load(app.url, cookies);
    const appCpuPer = (cpuMs([app.child.pid!]) - appCpu) / normwijs.count;
    const steady = await openLoop(app.url, cookies, normwijs.revisions);

    const ratio = normwijs.rps / ceiling.rps;
    const row = (name: string, r: typeof steady) =>
      `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.count} requests, ${r.errors} errors)`;
    console.log(`\nKMS save, ${clients} concurrent clients, ${seconds} s each, SQLite (WAL)`);
    console.log(row("bare node:http", ceiling));
    console.log(row("Normwijs PUT value", normwijs));
    console.log(row(`Normwijs at ${rate}/s`, steady) + "   (open loop)");
    console.log(`saturation throughput ratio ${(ratio * 100).toFixed(1)} % (target >= 60 %)`);
    // What each request costs the server, which a busy machine changes less than the throughput.
    console.log(
      `server CPU per request: bare ${bareCpuPer.toFixed(3)} ms, Normwijs ${appCpuPer.toFixed(3)} ms (ratio ${((bareCpuPer / appCpuPer) * 100).toFixed(1)} %)`,
    );
    console.log(`open loop at ${rate} saves/s: p99 ${steady.p99.toFixed(1)} ms (target < 20 ms)`);
    const pass = ratio >= 0.6 && steady.p99 < 20 && steady.errors === 0 && normwijs.errors === 0;
    console.log(pass ? "KMS save: PASS" : "KMS save: FAIL");
  } finally {
    for (const c of children) c.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
