/**
 * Serves the built single-page app from dist/. Text files are sent precompressed when the build
 * wrote a `.br`/`.gz` next to them and the browser accepts it. Caching:
 * - hashed files under /assets/: a year, immutable (a new build has new names);
 * - other files (theme-init.js, favicon.svg, robots.txt): an hour. Their names do not change between
 *   builds, so a long cache would keep an old copy after an update; an hour spares the repeat
 *   requests of a working session, and a changed file reaches everyone within the hour;
 * - index.html: no-cache, so a new build's asset names are seen at once; on the auditor's page
 *   (/auditor) also X-Robots-Tag: noindex.
 * A path with a file extension that is not in dist/ answers 404; every other path is a route of the
 * app and gets index.html (history fallback) — except /, /login and the privacy, terms and contact
 * pages for a browser without a session cookie, and a client's questionnaire (/vragenlijst/…) for
 * everyone, which get signed-out.html: these pages without the router (src/web/signed-out.tsx).
 * With a cookie, even an expired one, the app decides on the others, as before; its HTML then also
 * names the page's chunks and first API answers and carries a loading frame (page-preloads.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "@core/server/http/context";
import { httpMessages } from "@core/server/http/messages";
import { auditorViewPath } from "@modules/auditor/model";
import { paths } from "@core/shared/paths";
import { bootFrame, loadPagePreloads, sidebarCollapsed, type PagePreloads } from "./page-preloads";

/** dist/ of the project: this file runs as src/server/static.ts (tsx) or inside build/server/main.js. */
export const defaultDistDir = path.resolve(import.meta.dirname, "../../dist");

/** '.js', '.mp4': an extension starts with a letter, so an element's page ('/normelementen/4.5') is a route. */
const hasExtension = /\.[a-z][a-z0-9]*$/i;

/** The pages of the signed-out entry, for a visitor without a session cookie. */
const signedOutPages = new Set<string>([paths.home, paths.login, paths.privacy, paths.voorwaarden, paths.contact]);

/** A client's questionnaire and complaint form (/klacht/…) never use a session: the signed-out entry, with or without a cookie. */
const isQuestionnaire = (path: string) => path.startsWith("/vragenlijst/") || path.startsWith("/klacht/");

export function serveSpa(app: Hono<AppEnv>, distDir = defaultDistDir, sessionCookie = "better-auth.session_token") {
  const indexFile = path.join(distDir, "index.html");
  const signedOutFile = path.join(distDir, "signed-out.html");
  const hasSession = (cookieHeader: string | undefined) =>
    !!cookieHeader?.split(";").some((part) => part.trim().startsWith(`${sessionCookie}=`));
  const root = path.relative(process.cwd(), distDir) || ".";
  const files = serveStatic({ root, precompressed: true });
  const serveFile = async (c: Context, cacheControl: string) => {
    // The precompressed siblings are served in place of their original, never on their own; the
    // build's own files (dist/.vite: the manifest) are the server's.
    const res =
      /\.(br|gz)$/i.test(c.req.path) || /(^|\/)\./.test(c.req.path) ? undefined : await files(c, async () => {});
    // A file that is not there: 404, not the app's page (a browser or crawler asked for a file).
    if (!res) return c.text(httpMessages.fileNotFound, 404);
    res.headers.set("Cache-Control", cacheControl);
    return res;
  };
  app.use("/assets/*", (c) => serveFile(c, "public, max-age=31536000, immutable"));
  app.use("*", (c, next) => (hasExtension.test(c.req.path) ? serveFile(c, "public, max-age=3600") : next()));
  let indexHtml: string | undefined;
  let signedOutHtml: string | undefined;
  let preloads: PagePreloads | undefined;
  app.get("*", (c) => {
    // The auditor's page is for the holder of a link only: never indexed.
    if (c.req.path === auditorViewPath) c.header("X-Robots-Tag", "noindex, nofollow");
    if (!existsSync(indexFile)) {
      return c.text(httpMessages.appNotBuilt, 503);
    }
    indexHtml ??= readFileSync(indexFile, "utf8");
    c.header("Cache-Control", "no-cache");
    if (isQuestionnaire(c.req.path) && existsSync(signedOutFile)) {
      signedOutHtml ??= readFileSync(signedOutFile, "utf8");
      return c.html(signedOutHtml);
    }
    // The same address answers differently with a session cookie: no cache may swap the two.
    c.header("Vary", "Cookie");
    const signedIn = hasSession(c.req.header("cookie"));
    if (signedOutPages.has(c.req.path) && !signedIn && existsSync(signedOutFile)) {
      signedOutHtml ??= readFileSync(signedOutFile, "utf8");
      return c.html(signedOutHtml);
    }
    // The auditor's page has none of the app's frame: it loads as it is.
    if (!signedIn || c.req.path === auditorViewPath) return c.html(indexHtml);
    // A signed-in page asks for its chunks and first data with its HTML, and shows the app's frame
    // until its scripts have run (page-preloads.ts).
    preloads ??= loadPagePreloads(distDir);
    const boot = bootFrame(sidebarCollapsed(c.req.header("cookie")));
    return c.html(
      indexHtml
        .replace("</head>", `${preloads(c.req.path)}</head>`)
        .replace('<div id="root"></div>', `${boot}<div id="root"></div>`),
    );
  });
}
