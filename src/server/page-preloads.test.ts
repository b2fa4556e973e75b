/**
 * A signed-in page's HTML announces the page's chunks and first API answers and shows the app's
 * frame until the scripts have run; a visitor without a session gets the plain page. Against the
 * real server, with a built web app of the test's own (index.html and the build manifest).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ORIGIN, type TestServer } from "./test/harness";
import { httpMessages } from "@core/server/http/messages";

const bootMessage = httpMessages.loading;

let server: TestServer;
let distDir: string;
let cookie: string;

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/base-B.js"></head><body><div id="root"></div></body></html>';

const manifest = {
  "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_base-B.js"] },
  "_base-B.js": { file: "assets/base-B.js" },
  "_frame-F.js": { file: "assets/frame-F.js", imports: ["_base-B.js", "_query-Q.js"] },
  "_query-Q.js": { file: "assets/query-Q.js", imports: ["_base-B.js"] },
  "routes/overview.tsx": { file: "assets/overview-O.js", imports: ["_frame-F.js", "_query-Q.js", "_base-B.js"] },
  "routes/element.tsx": { file: "assets/element-E.js", imports: ["_frame-F.js"] },
};

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "normwijs-dist-"));
  mkdirSync(path.join(distDir, ".vite"), { recursive: true });
  writeFileSync(path.join(distDir, "index.html"), indexHtml);
  writeFileSync(path.join(distDir, "signed-out.html"), "<!doctype html><title>Normwijs</title><!-- signed-out -->");
  writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  server = await startTestServer({}, { distDir });
  cookie = (await server.user()).cookieHeader;
});

afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function page(pathname: string, cookieHeader?: string) {
  const res = await fetch(server.url + pathname, {
    headers: { origin: TEST_ORIGIN, ...(cookieHeader ? { cookie: cookieHeader } : {}) },
  });
  return { status: res.status, vary: res.headers.get("vary"), html: await res.text() };
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const dataPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => m[1]);

describe("a signed-in page's HTML", () => {
  it("the Overzicht names its chunks (each once, none the entry has) and its first answers, and shows the frame", async () => {
    const { status, vary, html } = await page("/", cookie);
    expect(status).toBe(200);
    expect(vary).toMatch(/cookie/i);
    // The entry's own modulepreload stays; the page adds its chunk and what it imports, once each.
    expect(modulePreloads(html)).toEqual([
      "/assets/base-B.js",
      "/assets/overview-O.js",
      "/assets/frame-F.js",
      "/assets/query-Q.js",
    ]);
    expect(dataPreloads(html)).toEqual([
      "/api/config",
      "/api/planning/overview",
      "/api/planning/approvals",
      "/api/elements",
      "/api/auditor/questions?status=open",
      "/api/reading/mine",
      "/api/reports/waiting",
    ]);
    expect(html).toContain(`<div id="boot" aria-busy="true"`);
    expect(html).toContain(bootMessage);
    expect(html.indexOf('id="boot"')).toBeLessThan(html.indexOf('id="root"'));
    expect(html).toContain("width:16rem");
  });

  it("an element's page preloads that element's dossier, never an address made of an unknown number", async () => {
    expect(dataPreloads((await page("/normelementen/4.5", cookie)).html)).toEqual(["/api/config", "/api/elements/4.5"]);
    const unknown = (await page("/normelementen/9.9", cookie)).html;
    expect(dataPreloads(unknown)).toEqual(["/api/config"]);
    expect(modulePreloads(unknown)).toContain("/assets/element-E.js");
  });

  it("a page without its own entry gets the frame and the settings only", async () => {
    const { html } = await page("/instellingen", cookie);
    expect(modulePreloads(html)).toEqual(["/assets/base-B.js"]);
    expect(dataPreloads(html)).toEqual(["/api/config"]);
    expect(html).toContain(bootMessage);
  });

  it("the auditor's page, which has no frame of the app, is the plain HTML", async () => {
    expect((await page("/auditor", cookie)).html).toBe(indexHtml);
  });

  it("a folded-in sidebar keeps its narrow place in the frame", async () => {
    const { html } = await page("/", `${cookie}; sidebar:state=false`);
    expect(html).toContain("width:3rem");
    expect(html).not.toContain("width:16rem");
  });
});

describe("without a session", () => {
  it("an app page is the plain HTML: no preloads that would only be refused, no frame of the signed-in app", async () => {
    const { status, html } = await page("/instellingen");
    expect(status).toBe(200);
    expect(html).toBe(indexHtml);
  });

  it("the landing page stays the signed-out page", async () => {
    expect((await page("/")).html).toContain("<!-- signed-out -->");
  });
});

describe("the build manifest", () => {
  it("is the server's, never served to a browser", async () => {
    const res = await fetch(server.url + "/.vite/manifest.json", { headers: { cookie } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("routes/overview.tsx");
  });
});
