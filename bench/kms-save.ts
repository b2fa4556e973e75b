/**
 * KMS save benchmark (issue 3): throughput and p50/p99 latency of saving one value over HTTP with
 * 50 concurrent clients on SQLite, against a bare node:http server answering the same JSON on the
 * same machine in the same run (the ceiling for one Node process). Targets: at least 40 % of the
 * bare server's throughput, p99 under 50 ms.
 *
 *   npx tsx bench/kms-save.ts      (CLIENTS=50 SECONDS=10 to change the load; BENCH_CPU_PROF=dir
 *                                   to write CPU profiles of the servers)
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

const clients = Number(process.env.CLIENTS ?? 50);
const seconds = Number(process.env.SECONDS ?? 10);
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
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      revision += 1;
      const out = JSON.stringify({ value: body.value, revision, updatedAt: new Date().toISOString(), updatedBy: "bench" });
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
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      let revision = 0;
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
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), count: latencies.length, errors };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-kms-"));
  const children: ChildProcess[] = [];
  try {
    const bare = await startChild([fileURLToPath(import.meta.url), "--bare"]);
    children.push(bare.child);
    const bareCookies = Array.from({ length: clients }, () => "");
    await load(bare.url, bareCookies.slice(0, 5)); // warm-up
    const ceiling = await load(bare.url, bareCookies);
    bare.child.kill("SIGTERM");

    const app = await startBenchServer(dataDir);
    children.push(app.child);
    const cookies: string[] = [];
    for (let i = 0; i < clients; i++) cookies.push(await signUp(app.url, i));
    const normwijs = await load(app.url, cookies);

    const ratio = normwijs.rps / ceiling.rps;
    const row = (name: string, r: typeof normwijs) =>
      `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.count} requests, ${r.errors} errors)`;
    console.log(`\nKMS save, ${clients} concurrent clients, ${seconds} s each, SQLite (WAL)`);
    console.log(row("bare node:http", ceiling));
    console.log(row("Normwijs PUT value", normwijs));
    console.log(`throughput ratio ${(ratio * 100).toFixed(1)} % (target >= 40 %), p99 ${normwijs.p99.toFixed(1)} ms (target < 50 ms)`);
    console.log(ratio >= 0.4 && normwijs.p99 < 50 ? "KMS save: targets met" : "KMS save: TARGET MISSED");
  } finally {
    for (const c of children) c.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
