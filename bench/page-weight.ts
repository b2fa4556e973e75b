/**
 * Page weight benchmark (issue 5): the script a page loads on a first visit, in real Chromium
 * against the real server and the built web app. Targets: the landing page (/), /login, the
 * privacy statement and a client's questionnaire (/vragenlijst/…) at most 100 kB of compressed
 * script each, a signed-in page at most 250 kB.
 *
 *   npx tsx bench/page-weight.ts     (PAGE_WEIGHT_NO_BUILD=1 to use the dist/ that is there;
 *                                     VERBOSE=1 to list every script per page)
 *
 * Every page is opened in a fresh browser context (empty cache) and counted once the page shows
 * its heading and the network is idle: the entry, every chunk, every modulepreload. The compressed
 * size of a script is what went over the wire when the server compressed it (content-encoding),
 * else its brotli size at quality 11 computed here, as a server with precompressed files would send.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { documentCategories, topics } from "../src/shared/catalogue";
import { signUp, startBenchServer } from "./lib/server-child";

const KB = 1000;
const root = path.resolve(import.meta.dirname, "..");

type Script = { url: string; raw: number; compressed: number; encoding: string };
type Page = { name: string; path: string; signedIn: boolean; budget: number };

const pages: Page[] = [
  { name: "landing", path: "/", signedIn: false, budget: 100 * KB },
  { name: "login", path: "/login", signedIn: false, budget: 100 * KB },
  { name: "privacy", path: "/privacy", signedIn: false, budget: 100 * KB },
  // A client's questionnaire (the link's page; an unknown link loads the same chunk).
  { name: "client survey", path: "/vragenlijst/bestaat-niet", signedIn: false, budget: 100 * KB },
  { name: "welcome (signed in)", path: "/", signedIn: true, budget: 250 * KB },
  { name: "KMS topic", path: `/kwaliteitssysteem/${topics[0]!.slug}`, signedIn: true, budget: 250 * KB },
  { name: "documents", path: `/documenten/${documentCategories[0]!.slug}`, signedIn: true, budget: 250 * KB },
  { name: "settings", path: "/instellingen", signedIn: true, budget: 250 * KB },
];

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
  if (!process.env.PAGE_WEIGHT_NO_BUILD) {
    const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-weight-"));
  const app = await startBenchServer(dataDir);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    const cookieHeader = await signUp(app.url, `weight-${Date.now()}`);
    const cookies = cookieHeader.split("; ").map((pair) => {
      const i = pair.indexOf("=");
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: app.url };
    });

    console.log(`\nScript loaded per page on a first visit (fresh context), Chromium, ${app.url}`);
    console.log(
      `${"page".padEnd(22)} ${"path".padEnd(36)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"compressed".padStart(11)}  budget`,
    );
    let allMet = true;
    for (const p of pages) {
      const context = await browser.newContext();
      if (p.signedIn) await context.addCookies(cookies);
      const scripts = await measure(context, app.url + p.path);
      await context.close();
      const raw = scripts.reduce((s, x) => s + x.raw, 0);
      const compressed = scripts.reduce((s, x) => s + x.compressed, 0);
      const met = compressed <= p.budget;
      allMet &&= met;
      const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
      console.log(
        `${p.name.padEnd(22)} ${p.path.padEnd(36)} ${String(scripts.length).padStart(5)} ${kb(raw).padStart(10)} ${kb(compressed).padStart(11)}  ${met ? "PASS" : "FAIL"} (<= ${kb(p.budget)})`,
      );
      if (process.env.VERBOSE) {
        for (const s of scripts.sort((a, b) => b.compressed - a.compressed))
          console.log(
            `    ${kb(s.raw).padStart(9)} ${kb(s.compressed).padStart(9)} ${s.encoding.padEnd(5)} ${new URL(s.url).pathname}`,
          );
      }
    }
    console.log(
      "compressed: the transferred size when the server sent content-encoding, else brotli quality 11 of the file",
    );
    console.log(allMet ? "Page weight: targets met" : "Page weight: TARGET MISSED");
  } finally {
    await browser?.close();
    app.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
