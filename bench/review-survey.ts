/**
 * Verbeteren benchmarks (issue 22), over HTTP against the real server on SQLite:
 * - Survey link: 1,000 answers to one public link at a fixed 100 per second (sent on a schedule,
 *   whether or not earlier answers are in); target: no errors, and the rate kept. Then a burst of
 *   500 answers from 20 clients at once, for the most it takes.
 * - Management review: the draft of a year with 500 rows in the 4.5 register, 200 improvement
 *   actions (when the Verbeteracties module is there) and those 1,000 survey answers; target: built
 *   (GET /api/review/draft) in under 1 s. Median and slowest of 10 runs.
 *
 *   npx tsx bench/review-survey.ts
 *
 * The server runs in a child process; this process only generates load. The server's per-address
 * survey limit is raised for the benchmark (bench/lib/server-child.ts), as AUTH_RATE_LIMIT is;
 * the per-organisation daily cap (2,000) stays as configured by default.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ORIGIN as origin, signUp, startBenchServer } from "./lib/server-child";

const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-review-"));
const { child, url } = await startBenchServer(dataDir);
const year = new Date().getFullYear();
/** CPU time (user + system, ms) the server process has used so far, from /proc (Linux; clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function call(cookie: string, method: string, pathname: string, body?: unknown) {
  const res = await fetch(url + pathname, {
    method,
    headers: { origin, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

let ok = true;
try {
  const cookie = await signUp(url, `review-${Date.now()}`);

  // ---- Survey link: 100 answers per second ----
  const link = (await call(cookie, "POST", "/api/surveys/link")).link.url as string;
  const answerPath = `/api/public/surveys/${link.split("/").at(-1)}`;
  const answer = async (i: number) => {
    const res = await fetch(url + answerPath, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({
        answers: { gehoord: (i % 5) + 1, afspraken: ((i + 2) % 5) + 1, goed: `Antwoord ${i}: de begeleiding is fijn.` },
      }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const rate = 100;
  const total = 1000;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const cpuStart = cpuMs();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const at = start + (i * 1000) / rate;
      await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
      const status = await answer(i).catch(() => 0);
      latencies.push(performance.now() - at);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpuPerAnswer = (cpuMs() - cpuStart) / total;
  latencies.sort((a, b) => a - b);
  const errors = total - (statuses.get(201) ?? 0);
  const kept = total / seconds;
  console.log(
    `survey link, open loop ${rate}/s: ${total} answers in ${seconds.toFixed(1)} s (${kept.toFixed(0)}/s), ` +
      `errors ${errors}, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, ` +
      `max ${latencies.at(-1)!.toFixed(1)} ms  ${errors === 0 && kept >= rate * 0.95 ? "PASS" : "FAIL"} (0 errors at >= ${rate}/s)`,
  );
  // Independent of other load on the machine: the server's own CPU per answer, and what one core would take.
  console.log(
    `survey link, server CPU per answer: ${cpuPerAnswer.toFixed(2)} ms (one core: about ${Math.floor(1000 / cpuPerAnswer)} answers/s)`,
  );
  ok &&= errors === 0 && kept >= rate * 0.95;

  // A burst from 20 clients at once: the most one link takes. Answers 1,001–1,500 of the day's 2,000.
  const burst = 500;
  let next = 0;
  let burstErrors = 0;
  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < burst) {
        const i = total + next++;
        if ((await answer(i).catch(() => 0)) !== 201) burstErrors++;
      }
    }),
  );
  const burstRate = burst / ((performance.now() - burstStart) / 1000);
  console.log(`survey link, 20 clients at once: ${burst} answers at ${burstRate.toFixed(0)}/s, errors ${burstErrors}`);
  ok &&= burstErrors === 0;

  // ---- Management review: 500 register rows, 200 actions, 1,500 answers (>= 1,000) ----
  const types = ["Incident", "Calamiteit", "Klacht", "Datalek"];
  const register = Array.from({ length: 500 }, (_, i) => {
    const day = `${year}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
    return {
      id: `rij-${i}`,
      datum: day,
      type: types[i % 4]!,
      omschrijving: `Melding ${i}: wat er gebeurde en wat we deden.`,
      maatregelen: "Besproken in het teamoverleg.",
      datumMelding: i % 3 ? day : "",
      afgesloten: i % 2 ? day : "",
    };
  });
  await call(cookie, "PUT", "/api/kms/values/meldingen-register", { value: register, baseRevision: 0 });
  let actions = 0;
  // The Verbeteracties module (another branch of issue 22): seed 200 actions when it is there.
  if ((await fetch(`${url}/api/actions`, { headers: { origin, cookie } })).status === 200) {
    const me = await call(cookie, "GET", "/api/me");
    for (let i = 0; i < 200; i++) {
      await call(cookie, "POST", "/api/actions", {
        description: `Verbeteractie ${i}`,
        sourceKind: "other",
        sourceLabel: "Benchmark",
        ownerId: me.user.id,
        dueDate: `${year}-${String((i % 12) + 1).padStart(2, "0")}-15`,
      });
      actions++;
    }
  }
  const runs: number[] = [];
  let figures: { register: { total: number }; clients: { answers: number } } | undefined;
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    figures = (await call(cookie, "GET", `/api/review/draft?year=${year}`)).figures;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const slowest = runs.at(-1)!;
  console.log(
    `management review draft (${figures!.register.total} register rows, ${actions} actions${actions ? "" : " (Verbeteracties not merged yet)"}, ` +
      `${figures!.clients.answers} survey answers): median ${percentile(runs, 0.5).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms  ` +
      `${slowest < 1000 ? "PASS" : "FAIL"} (< 1000 ms)`,
  );
  ok &&= slowest < 1000 && figures!.register.total === 500 && figures!.clients.answers >= 1000;
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
