/**
 * Serves the built single-page app from dist/: hashed assets cached for a year, every other path
 * answered with index.html so the router can take over (history fallback).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./http/context";

const distDir = path.resolve(import.meta.dirname, "../../dist");

export function serveSpa(app: Hono<AppEnv>) {
  const indexFile = path.join(distDir, "index.html");
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root }),
  );
  // Files with an extension (favicon.svg, theme-init.js); every other path is a route of the app.
  const files = serveStatic({ root });
  app.use("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  let indexHtml: string | undefined;
  app.get("*", (c) => {
    if (!existsSync(indexFile)) {
      return c.text("De web-app is nog niet gebouwd. Start met `npm start` of bouw met `npm run build`.", 503);
    }
    indexHtml ??= readFileSync(indexFile, "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
