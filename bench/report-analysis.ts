/**
 * Kwartaalanalyse van meldingen (issue 41) over HTTP against the real server, on SQLite and on
 * PostgreSQL (when installed): an organisation whose register of 4.5 holds 5,000 rows (every type
 * and cause, some without a cause, dates spread over the last two years), written straight into
 * the database (the register's save takes at most 1,000 rows; the bench asks more of the counting).
 * The analysis of this quarter and of a quarter a year back (GET /api/report-analysis) are asked
 * 50 times each, after 5 to warm up; target: every answer, p95 and max, under 200 ms. The pure
 * counting alone is timed too.
 *
 *   npx tsx bench/report-analysis.ts      (REPORT_ANALYSIS_BENCH_PG_PORT: the throw-away cluster's port, default 54394)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_ORIGIN as origin, signUp, startBenchServer } from "./lib/server-child";
import { startThrowAwayPostgres } from "./lib/postgres";
import { openDatabase, closeDatabase, type Db } from "../src/server/db";
import { MELDINGEN_TABLE, meldingTypes, oorzaakCategorieen } from "../src/shared/norm-topics";
import { currentQuarter, quarterAnalysis, shiftQuarter } from "../src/modules/report-analysis/model";

const target = 200;
const ROWS = 5_000;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const register = Array.from({ length: ROWS }, (_, i) => ({
  id: `m${i}`,
  datum: day(-(i % 730)),
  type: meldingTypes[i % meldingTypes.length]!,
  oorzaak: i % 9 === 0 ? "" : oorzaakCategorieen[i % oorzaakCategorieen.length]!,
  omschrijving: `Melding ${i}: wat er gebeurde en wat wij deden`,
  maatregelen: "Besproken in het team",
  ...(i % 4 === 0 ? { afgesloten: day(-(i % 730) + 10) } : {}),
}));

async function fill(db: Db, organisationId: string, userId: string) {
  await db
    .insertInto("kms_value")
    .values({
      organisation_id: organisationId,
      name: MELDINGEN_TABLE,
      value: JSON.stringify(register),
      revision: 1,
      updated_at: new Date().toISOString(),
      updated_by: userId,
    })
    .execute();
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-report-analysis-"));
  const { child, url } = await startBenchServer(dataDir, databaseUrl);
  const db = openDatabase(
    databaseUrl
      ? { kind: "postgres", url: databaseUrl, poolSize: 2 }
      : { kind: "sqlite", file: path.join(dataDir, "normwijs.sqlite") },
  );
  try {
    const cookie = await signUp(url, `report-analysis-${Date.now()}`);
    const me = (await (await fetch(`${url}/api/me`, { headers: { cookie, origin } })).json()) as {
      user: { id: string };
      organisation: { id: string };
    };
    await fill(db, me.organisation.id, me.user.id);
    let pass = true;
    const now = currentQuarter();
    for (const route of ["/api/report-analysis", `/api/report-analysis?kwartaal=${shiftQuarter(now, -4)}`]) {
      const ask = async () => {
        const t = performance.now();
        const res = await fetch(`${url}${route}`, { headers: { cookie, origin } });
        const body = await res.text();
        if (!res.ok) throw new Error(`${route}: ${res.status} ${body.slice(0, 200)}`);
        const { analysis } = JSON.parse(body) as { analysis: { total: number; previousTotal: number } };
        if (analysis.total + analysis.previousTotal === 0) throw new Error(`${route}: nothing counted`);
        return performance.now() - t;
      };
      for (let i = 0; i < 5; i++) await ask(); // warm up
      const times: number[] = [];
      for (let i = 0; i < 50; i++) times.push(await ask());
      times.sort((a, b) => a - b);
      const p = (x: number) => times[Math.min(times.length - 1, Math.floor(times.length * x))]!;
      const ok = p(0.95) < target && times.at(-1)! < target;
      pass &&= ok;
      console.log(
        `${label}: GET ${route} (${ROWS} rows) ×50, p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target p95 and max < ${target} ms): ${ok ? "PASS" : "FAIL"}`,
      );
    }
    return pass;
  } finally {
    await closeDatabase(db);
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The pure counting alone, in this process.
{
  const times: number[] = [];
  for (let i = 0; i < 55; i++) {
    const t = performance.now();
    quarterAnalysis(register, currentQuarter());
    if (i >= 5) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `quarterAnalysis (${ROWS} rows, in process) ×50: p50 ${times[25]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
}

let ok = await run("SQLite");
const pg = startThrowAwayPostgres(Number(process.env.REPORT_ANALYSIS_BENCH_PG_PORT ?? 54394));
if (pg) {
  try {
    ok = (await run("PostgreSQL", pg.url)) && ok;
  } finally {
    pg.stop();
  }
} else {
  console.log("PostgreSQL: not installed, skipped");
}
console.log(`Kwartaalanalyse: ${ok ? "TARGET MET" : "TARGET MISSED"}`);
process.exit(ok ? 0 : 1);
