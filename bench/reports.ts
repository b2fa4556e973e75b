/**
 * Melden (issue 41) over HTTP against the real server, on SQLite and on PostgreSQL (when
 * installed): 100 reports a second for 10 seconds, half through the member's form (POST
 * /api/reports, every one a mail to the Eigenaar) and half through the client's public complaint
 * form (POST /api/public/complaints/:token), sent at a steady rate whatever the answers take (open
 * loop). Target: no errors, p99 under 50 ms.
 *
 *   npx tsx bench/reports.ts      (REPORTS_BENCH_PG_PORT: the throw-away cluster's port, default 54395)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ORIGIN as origin, signUp, startBenchServer } from "./lib/server-child";
import { onBothEngines } from "./lib/route-bench";

const RATE = 100;
const SECONDS = 10;
const target = 50;

const today = () => new Date().toISOString().slice(0, 10);

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-reports-"));
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  try {
    const cookie = await signUp(url, `reports-${Date.now()}`);
    const headers = { cookie, origin, "content-type": "application/json" };
    const link = await fetch(`${url}/api/reports/link`, { method: "POST", headers });
    const token = ((await link.json()) as { link: { url: string } }).link.url.split("/").pop()!;

    const member = () =>
      fetch(`${url}/api/reports`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          type: "clientincident",
          description: "Cliënt viel bij het opstaan uit de stoel; geen letsel.",
          happenedOn: today(),
          place: "Woonkamer",
          involved: "Cliënt J.",
          immediateAction: "Cliënt geholpen en gerustgesteld.",
          anonymous: false,
        }),
      });
    const client = () =>
      fetch(`${url}/api/public/complaints/${token}`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ description: "De afspraak van dinsdag ging niet door en niemand belde." }),
      });

    const ask = async (send: () => Promise<Response>) => {
      const t = performance.now();
      const res = await send();
      await res.text();
      return { ms: performance.now() - t, ok: res.status === 201, status: res.status, public: send === client };
    };
    for (let i = 0; i < 10; i++) await ask(i % 2 ? client : member); // warm up

    /** CPU time (user + system, ms) the server process has used so far (Linux, ticks of 10 ms). */
    const cpuMs = () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const cpuBefore = cpuMs();
    const pending: ReturnType<typeof ask>[] = [];
    const start = performance.now();
    for (let i = 0; i < RATE * SECONDS; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(ask(i % 2 ? client : member));
    }
    const results = await Promise.all(pending);
    const cpuPerReport = (cpuMs() - cpuBefore) / results.length;
    const elapsed = (performance.now() - start) / 1000;
    const errors = results.filter((r) => !r.ok);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const p = (x: number) => times[Math.min(times.length - 1, Math.floor(times.length * x))]!;
    const ok = errors.length === 0 && p(0.99) < target;
    const p99Of = (pub: boolean) => {
      const t = results
        .filter((r) => r.public === pub)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      return t[Math.floor(t.length * 0.99)]!.toFixed(1);
    };
    console.log(
      `${label}: ${results.length} reports in ${elapsed.toFixed(1)} s (${(results.length / elapsed).toFixed(0)}/s, half public), ` +
        `errors ${errors.length}${errors.length ? ` (${[...new Set(errors.map((e) => e.status))].join(", ")})` : ""}, ` +
        `p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms (member ${p99Of(false)}, public ${p99Of(true)}), max ${times.at(-1)!.toFixed(1)} ms ` +
        `(target: no errors, p99 < ${target} ms): ${ok ? "PASS" : "FAIL"}; ` +
        `server CPU ${cpuPerReport.toFixed(1)} ms a report, machine load ${loadavg()[0]!.toFixed(1)}`,
    );
    return ok;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Its own port: bench/report-analysis.ts uses 54394.
await onBothEngines("Melden", "REPORTS_BENCH_PG_PORT", 54395, run);
