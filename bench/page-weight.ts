/**
 * Page weight benchmark (issues 5 and 29): the script a page loads on a first visit, in real
 * Chromium against the real server and the built web app. Targets: the landing page (/) and /login
 * at most 80 kB of compressed script, the privacy statement and a client's questionnaire
 * (/vragenlijst/…) at most 100 kB, and every signed-in page at most 200 kB. Every topic page of the
 * quality system is measured with every text and table filled in (the heaviest decides), and every
 * other page of the app's menu.
 *
 *   npx tsx bench/page-weight.ts     (PAGE_WEIGHT_NO_BUILD=1 to use the dist/ that is there;
 *                                     VERBOSE=1 to list every script of the heaviest pages;
 *                                     ONLY=<pattern> to measure only the pages whose name matches,
 *                                     and with VERBOSE list the scripts of each)
 *
 * Every page is opened in a fresh browser context (empty cache) and counted once the page shows
 * its heading and the network is idle: the entry, every chunk, every modulepreload. The compressed
 * size of a script is what went over the wire when the server compressed it (content-encoding),
 * else its brotli size at quality 11 computed here, as a server with precompressed files would send.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { documentCategories, topics } from "@norm/catalogue";
import { paths } from "@core/shared/paths";
import { buildWebApp, chromiumFlags, chromiumPath } from "./lib/chromium";
import { fillTopics } from "./lib/fill";
import { signUp, startBenchServer } from "./lib/server-child";

const KB = 1000;

type Script = { url: string; raw: number; compressed: number; encoding: string };
type Page = { name: string; path: string; signedIn: boolean; budget: number };

const signedOutBudget = 80 * KB;
const signedInBudget = 200 * KB;
const signedIn = (name: string, path: string): Page => ({ name, path, signedIn: true, budget: signedInBudget });

const pages: Page[] = [
  { name: "landing", path: paths.home, signedIn: false, budget: signedOutBudget },
  { name: "login", path: paths.login, signedIn: false, budget: signedOutBudget },
  { name: "privacy", path: paths.privacy, signedIn: false, budget: 100 * KB },
  // A client's questionnaire (the link's page; an unknown link loads the same chunk).
  { name: "client survey", path: paths.vragenlijst("bestaat-niet"), signedIn: false, budget: 100 * KB },
  // A client's complaint form (modules/reports), like the questionnaire.
  { name: "client complaint", path: paths.klacht("bestaat-niet"), signedIn: false, budget: 100 * KB },
  signedIn("welcome", paths.home),
  ...topics.map((t) => signedIn(`topic ${t.slug}`, paths.kwaliteitssysteem(t.slug))),
  ...documentCategories.map((c) => signedIn(`documents ${c.slug}`, paths.documenten(c.slug))),
  signedIn("recycle bin", paths.prullenbak),
  signedIn("handbook", paths.handboek),
  signedIn("handbook export", paths.handboekExporteren),
  signedIn("calendar", paths.kalender),
  signedIn("improvement actions", paths.verbeteracties),
  signedIn("audits", paths.audits),
  signedIn("client surveys", paths.clientervaringen),
  signedIn("management review", paths.organisatiebeoordeling),
  signedIn("quarterly analysis", paths.kwartaalanalyse),
  signedIn("personnel", paths.medewerkers),
  signedIn("how to", paths.invulinstructie),
  signedIn("settings", paths.instellingen),
  signedIn("account", paths.account),
  signedIn("team", paths.team),
  signedIn("activity", paths.activiteit),
  signedIn("subscription", paths.abonnement),
  signedIn("report form", paths.melden),
  signedIn("reports", paths.meldingen),
];

const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;

const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;

/** Opens one page in the given (fresh) context and answers every script it loaded. */
async function measure(context: BrowserContext, url: string): Promise<Script[]> {
  const pending: Promise<Script | undefined>[] = [];
  context.on("response", (res) => {
    const isScript = res.request().resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(res.url()).pathname);
    if (!isScript) return;
    pending.push(
      (async () => {
        if (res.status() !== 200) throw new Error(`${res.url()} answered ${res.status()}`);
        const body = await res.body(); // decoded
        const encoding = (await res.headerValue("content-encoding")) ?? "";
        const compressed = encoding ? (await res.request().sizes()).responseBodySize : brotli(body);
        return { url: res.url(), raw: body.length, compressed, encoding: encoding || "none" };
      })(),
    );
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("h1").first().waitFor({ state: "visible" });
  await page.waitForLoadState("networkidle");
  const scripts = (await Promise.all(pending)).filter((s): s is Script => !!s);
  await page.close();
  return scripts;
}

async function main() {
  buildWebApp("PAGE_WEIGHT_NO_BUILD");
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-weight-"));
  const app = await startBenchServer(dataDir);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const cookieHeader = await signUp(app.url, `weight-${Date.now()}`);
    await fillTopics(app.url, cookieHeader);
    const cookies = cookieHeader.split("; ").map((pair) => {
      const i = pair.indexOf("=");
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: app.url };
    });

    console.log(`\nScript loaded per page on a first visit (fresh context), Chromium, ${app.url}`);
    console.log(
      `${"page".padEnd(34)} ${"path".padEnd(48)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"compressed".padStart(11)}  budget`,
    );
    const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
    /** The heaviest page per budget, with its scripts. */
    const heaviest = new Map<number, { page: Page; compressed: number; scripts: Script[] }>();
    for (const p of pages.filter((p) => !only || only.test(p.name))) {
      const context = await browser.newContext();
      if (p.signedIn) await context.addCookies(cookies);
      const scripts = await measure(context, app.url + p.path);
      await context.close();
      const raw = scripts.reduce((s, x) => s + x.raw, 0);
      const compressed = scripts.reduce((s, x) => s + x.compressed, 0);
      if (compressed > (heaviest.get(p.budget)?.compressed ?? -1))
        heaviest.set(p.budget, { page: p, compressed, scripts });
      console.log(
        `${p.name.padEnd(34)} ${p.path.padEnd(48)} ${String(scripts.length).padStart(5)} ${kb(raw).padStart(10)} ${kb(compressed).padStart(11)}  ${compressed <= p.budget ? "within" : "OVER"} ${kb(p.budget)}`,
      );
      if (only && process.env.VERBOSE)
        for (const s of [...scripts].sort((a, b) => b.compressed - a.compressed))
          console.log(`    ${kb(s.compressed).padStart(9)} ${new URL(s.url).pathname}`);
    }
    console.log(
      "compressed: the transferred size when the server sent content-encoding, else brotli quality 11 of the file",
    );
    let allMet = true;
    for (const [budget, h] of heaviest) {
      const met = h.compressed <= budget;
      allMet &&= met;
      console.log(
        `${met ? "PASS" : "FAIL"} heaviest ${h.page.signedIn ? "signed-in" : "signed-out"} page with a budget of ${kb(budget)}: ${h.page.name} (${h.page.path}) ${kb(h.compressed)}`,
      );
      if (process.env.VERBOSE)
        for (const s of h.scripts.sort((a, b) => b.compressed - a.compressed))
          console.log(
            `    ${kb(s.raw).padStart(9)} ${kb(s.compressed).padStart(9)} ${s.encoding.padEnd(5)} ${new URL(s.url).pathname}`,
          );
    }
    console.log(allMet ? "Page weight: targets met" : "Page weight: TARGET MISSED");
    process.exitCode = allMet ? 0 : 1;
  } finally {
    await browser?.close();
    app.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
