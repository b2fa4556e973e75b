/**
 * /api/account (signed in): the user's own active sessions — list, end one, end all others. Every
 * query is scoped to the caller's user; the browser sees a session's opaque id, never its token.
 * Ending a session deletes its row, so its cookie gets 401 on the next request (session-guard.ts).
 *
 * /api/password-reset/:token (open, rate limited): whether a reset link can still be used, so the
 * page can say so before the person types a new password.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { Auth } from "@modules/auth/server";
import type { AppEnv } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { readJson } from "@core/server/http/validate";
import { rateLimit } from "@core/server/http/rate-limit";
import { accountMessages } from "../messages";
import type { SessionDto } from "../model";
import { safeId, safeLine } from "@core/shared/input";
import { describeDevice } from "./user-agent";

const idParam = safeId();
const noInput = z.object({}).strict();
const iso = (value: string | Date | number) => new Date(value).toISOString();

export function accountRoutes({ db }: Pick<AppDeps, "db">) {
  const sessionIdOf = (c: { req: { param(k: "id"): string } }) => {
    const parsed = idParam.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(accountMessages.sessionNotFound);
    return parsed.data;
  };

  return new Hono<AppEnv>()
    .get("/sessions", async (c) => {
      const rows = await db
        .selectFrom("session")
        .select(["id", "token", "userAgent", "ipAddress", "createdAt", "updatedAt", "expiresAt"])
        .where("userId", "=", c.get("user").id)
        .execute();
      const current = c.get("sessionToken");
      const sessions: SessionDto[] = rows
        .filter((row) => new Date(row.expiresAt).getTime() > Date.now())
        .map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          ipAddress: row.ipAddress || null,
          lastActive: iso(row.updatedAt),
          createdAt: iso(row.createdAt),
          current: row.token === current,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive));
      return c.json({ sessions });
    })
    .delete("/sessions/:id", async (c) => {
      const id = sessionIdOf(c);
      const row = await db
        .selectFrom("session")
        .select("token")
        .where("id", "=", id)
        .where("userId", "=", c.get("user").id)
        .executeTakeFirst();
      if (!row) throw notFound(accountMessages.sessionNotFound);
      if (row.token === c.get("sessionToken"))
        throw new ApiError(409, "current_session", accountMessages.notThisSession);
      await db.deleteFrom("session").where("id", "=", id).where("userId", "=", c.get("user").id).execute();
      return c.body(null, 204);
    })
    .post("/sessions/end-others", async (c) => {
      await readJson(c, noInput, { allowEmpty: true });
      const result = await db
        .deleteFrom("session")
        .where("userId", "=", c.get("user").id)
        .where("token", "!=", c.get("sessionToken"))
        .executeTakeFirst();
      return c.json({ ended: Number(result.numDeletedRows) });
    });
}

const tokenParam = safeLine().min(1).max(2000);

export function passwordResetRoutes({ db, config, auth }: Pick<AppDeps, "db" | "config"> & { auth: Auth }) {
  const limit = rateLimit(
    { db, config },
    {
      name: "password-reset",
      max: config.AUTH_RATE_LIMIT,
      windowSeconds: 60,
    },
  );
  return new Hono().use("*", limit).get("/:token", async (c) => {
    const parsed = tokenParam.safeParse(c.req.param("token"));
    if (!parsed.success) return c.json({ valid: false });
    const context = await auth.$context;
    const row = await context.internalAdapter.findVerificationValue(`reset-password:${parsed.data}`);
    return c.json({ valid: Boolean(row && new Date(row.expiresAt).getTime() > Date.now()) });
  });
}
