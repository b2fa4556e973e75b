/**
 * Unsubscribing from reminder mails without signing in: the link carries the person's id and an
 * HMAC of it (AUTH_SECRET). GET shows a confirmation page with a button; POST turns the reminders
 * off — also the one-click POST that mail programs send (RFC 8058, List-Unsubscribe-Post).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps } from "@core/server/http/context";
import type { Config } from "@core/server/config";
import { escapeHtml } from "@core/server/mail";
import { rateLimit } from "@core/server/http/rate-limit";
import { setEmailReminders } from "./preferences";
import { remindersMessages as m } from "../messages";

const sign = (config: Config, userId: string) =>
  createHmac("sha256", config.authSecret).update(`reminders-unsubscribe:${userId}`).digest("base64url");

export const unsubscribeUrl = (config: Config, userId: string) =>
  `${config.appUrl}/api/reminders/unsubscribe?u=${encodeURIComponent(userId)}&t=${sign(config, userId)}`;

function verify(config: Config, userId: string | undefined, token: string | undefined): userId is string {
  if (!userId || !token || userId.length > 100) return false;
  const expected = Buffer.from(sign(config, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Normwijs</title></head>` +
  `<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:36rem;margin:3rem auto;padding:0 1rem"><main><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;

const invalid = page(m.invalidTitle, `<p>${m.invalidText}</p>`);

export function unsubscribeRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  const limit = rateLimit({ db, config }, { name: "unsubscribe", max: 30, windowSeconds: 60 });
  return new Hono()
    .use("*", limit)
    .get("/", (c) => {
      const u = c.req.query("u");
      const t = c.req.query("t");
      if (!verify(config, u, t)) return c.html(invalid, 404);
      const action = `/api/reminders/unsubscribe?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t!)}`;
      return c.html(
        page(
          m.confirmTitle,
          `<p>${m.confirmQuestion}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:10px 16px;border-radius:6px;border:0;background:#1d4ed8;color:#fff;cursor:pointer">${m.confirmButton}</button></form>`,
        ),
      );
    })
    .post("/", async (c) => {
      const u = c.req.query("u");
      if (!verify(config, u, c.req.query("t"))) return c.html(invalid, 404);
      await setEmailReminders(db, u, false);
      return c.html(
        page(
          m.doneTitle,
          `<p>${m.doneBefore} <a href="${escapeHtml(config.appUrl)}/instellingen">${m.settings}</a>.</p>`,
        ),
      );
    });
}
