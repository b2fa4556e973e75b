/**
 * What a signed-in page needs before it can show anything, announced in its HTML: the page's own
 * script chunks (with the chunks they import) and its first API answers. Without this, a phone
 * waits for the app's entry to run before it asks for the page's chunk, and for that chunk to run
 * before it asks for the data: three round trips in a row. With it, the browser fetches all of it
 * at once while the entry loads (the Overzicht's largest paint on a simulated phone: see
 * bench/lighthouse.ts).
 *
 * The chunks come from the build's manifest (dist/.vite/manifest.json: source module → file and
 * its imports). The data addresses are exactly those the page's queries ask for, so the browser
 * hands the preloaded answer to the app's own fetch (same URL, same credentials). Only for a
 * browser with a session cookie: a signed-out visitor would only be refused.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { hkzElements } from "@norm/norm";
import { sidebar } from "@core/shared/limits";
import { httpMessages } from "@core/server/http/messages";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

type PagePreload = {
  /** The page's address; its groups are the parameters `data` may use. */
  pattern: RegExp;
  /** The route's module as the manifest names it (relative to src/web). */
  module: string;
  /** The API answers the page asks for first. */
  data: (match: RegExpMatchArray) => string[];
};

const elementNumbers = new Set<string>(hkzElements.map((e) => e.number));

/** The pages most opened first in a session. Others still load their chunks after the entry. */
const pages: readonly PagePreload[] = [
  {
    pattern: /^\/$/,
    module: "routes/overview.tsx",
    data: () => [
      "/api/planning/overview",
      "/api/planning/approvals",
      "/api/elements",
      "/api/auditor/questions?status=open",
      "/api/reading/mine",
      // 'Te beoordelen' (modules/reports): a count, for who triages.
      "/api/reports/waiting",
    ],
  },
  {
    pattern: /^\/normelementen\/([0-9.]+)$/,
    module: "routes/element.tsx",
    data: (m) => (elementNumbers.has(m[1]!) ? [`/api/elements/${m[1]}`] : []),
  },
  { pattern: /^\/kwaliteitssysteem\/[a-z0-9-]+$/, module: "routes/topic.tsx", data: () => ["/api/kms/values"] },
];

/** Every page of the app reads its public settings first. */
const everyPage = ["/api/config"];

export type PagePreloads = (pagePath: string) => string;

/** The `<link>` tags for a page, or "" without a manifest (a development build). */
export function loadPagePreloads(distDir: string): PagePreloads {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  // What index.html loads already.
  const inEntry = new Set(chunkFiles(manifest, "index.html"));
  const scripts = new Map(
    pages.map((p) => [
      p.module,
      chunkFiles(manifest, p.module)
        .filter((f) => !inEntry.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join(""),
    ]),
  );
  const fetchTag = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`;
  const always = everyPage.map(fetchTag).join("");
  return (pagePath) => {
    for (const page of pages) {
      const match = pagePath.match(page.pattern);
      if (match) return always + (scripts.get(page.module) ?? "") + page.data(match).map(fetchTag).join("");
    }
    return always;
  };
}

/** A chunk's file and, recursively, the files of the chunks it imports (each once). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))].filter(
    (f, i, all) => all.indexOf(f) === i,
  );
}

/**
 * The frame of the signed-in app as plain HTML (the sidebar's place, the top bar, a line that says
 * the page is loading), shown from the first paint until the app's first render replaces it
 * (main.tsx removes it). A phone otherwise shows a white page until every script has run.
 * `collapsed`: the sidebar cookie says the person folded the sidebar in.
 */
export function bootFrame(collapsed: boolean): string {
  // Inline: the stylesheet holds only the classes the web app's own files use.
  const width = collapsed ? sidebar.widthIcon : sidebar.width;
  return (
    `<div id="boot" aria-busy="true" class="flex min-h-svh w-full">` +
    `<div class="hidden shrink-0 border-r bg-sidebar md:block" style="width:${width}"></div>` +
    `<div class="flex min-w-0 flex-1 flex-col">` +
    `<div class="h-14 border-b bg-background"></div>` +
    `<div class="mx-auto w-full max-w-5xl p-4 md:p-8"><p class="text-sm text-muted-foreground">${httpMessages.loading}</p></div>` +
    `</div></div>`
  );
}

/** Whether the sidebar cookie (components/ui/sidebar.tsx) says folded in. */
export const sidebarCollapsed = (cookieHeader: string | undefined) =>
  !!cookieHeader?.split(";").some((part) => part.trim() === `${sidebar.cookieName}=false`);
