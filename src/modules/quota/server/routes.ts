/**
 * GET /api/quota (signed in): what the organisation stores against its quotas, shown under
 * Instellingen, for every role.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { storageUsage } from "./quota";

export function quotaRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await storageUsage(db, config, c.get("member").organisationId)),
  );
}
