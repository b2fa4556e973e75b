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
import { onBothEngines, reportTimings, signedUpOwner, timeRoute, withBenchServer } from "./lib/route-bench";
import type { Db } from "@core/server/db";
import { MELDINGEN_TABLE, meldingTypes, oorzaakCategorieen } from "@norm/norm-topics";
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
  return withBenchServer("report-analysis", databaseUrl, async ({ url, db }) => {
    const owner = await signedUpOwner(url, `report-analysis-${Date.now()}`);
    await fill(db, owner.organisationId, owner.userId);
    let pass = true;
    const now = currentQuarter();
    for (const route of ["/api/report-analysis", `/api/report-analysis?kwartaal=${shiftQuarter(now, -4)}`]) {
      const timings = await timeRoute(url, route, owner.cookie, {
        check: (body) => {
          const { analysis } = JSON.parse(body) as { analysis: { total: number; previousTotal: number } };
          if (analysis.total + analysis.previousTotal === 0) throw new Error(`${route}: nothing counted`);
        },
      });
      pass = reportTimings(label, `GET ${route} (${ROWS} rows)`, timings, target, { maxToo: true }) && pass;
    }
    return pass;
  });
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

await onBothEngines("Kwartaalanalyse", "REPORT_ANALYSIS_BENCH_PG_PORT", 54394, run);
