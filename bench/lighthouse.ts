/**
 * Lighthouse benchmark (issues 29 and 38): the performance score of signed-in pages on a phone (a
 * topic page, the Overzicht and an element's page), with
 * Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G and 4× slower CPU),
 * in Debian's Chromium against the real server and the built web app, the organisation's topics
 * filled in. Target: a performance score of at least 90 (the median of RUNS runs, as Lighthouse
 * advises, since one run varies by a few points).
 *
 *   npx tsx bench/lighthouse.ts     (LIGHTHOUSE_NO_BUILD=1 to use the dist/ that is there;
 *                                    RUNS=3; PAGE=/kwaliteitssysteem/… for one other page;
 *                                    REPORT_DIR=dir writes each run's report as JSON; VERBOSE=1 lists
 *                                    the audits that did not pass)
 *
 * The score depends on the machine's speed: run it on a quiet machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "@core/shared/paths";
import { buildWebApp, chromiumFlags, chromiumPath } from "./lib/chromium";
import { fillTopics } from "./lib/fill";
import { signUp, startBenchServer } from "./lib/server-child";

const target = 90;
const runs = Number(process.env.RUNS ?? 3);
const pages = process.env.PAGE
  ? [process.env.PAGE]
  : [paths.kwaliteitssysteem("risicos-en-kansen"), paths.home, paths.normelement("4.5")];
/** Chromium's debugging port: in the range this benchmark may use (LIGHTHOUSE_PORT). */
const debuggingPort = Number(process.env.LIGHTHOUSE_PORT ?? 0) || undefined;

const metrics = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

async function main() {
  buildWebApp("LIGHTHOUSE_NO_BUILD");
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-lighthouse-"));
  const app = await startBenchServer(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const cookie = await signUp(app.url, `lighthouse-${Date.now()}`);
    await fillTopics(app.url, cookie);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...chromiumFlags],
      port: debuggingPort,
    });
    let failed = false;
    for (const page of pages) {
      const url = app.url + page;
      console.log(`\nLighthouse ${runs}×, mobile (default throttling), signed in: ${url}`);
      const scores: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          // The session cookie on every request, as a signed-in browser sends it.
          extraHeaders: { cookie },
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error("Lighthouse gave no result");
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        if (process.env.REPORT_DIR)
          writeFileSync(
            path.join(process.env.REPORT_DIR, `lighthouse-${pages.indexOf(page) + 1}-${i + 1}.json`),
            JSON.stringify(lhr, null, 1),
          );
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        scores.push(score);
        const shown = metrics.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? "?"}`).join(", ");
        console.log(`  run ${i + 1}: performance ${score} (${shown})`);
        if (process.env.VERBOSE)
          for (const a of Object.values(lhr.audits))
            if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
              console.log(`    ${a.id}: ${a.displayValue ?? ""} ${a.title}`);
      }
      const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
      console.log(`${median >= target ? "PASS" : "FAIL"} median performance ${median} (target >= ${target})`);
      if (median < target) failed = true;
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await chrome?.kill();
    app.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
