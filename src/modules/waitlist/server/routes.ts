/**
 * POST /api/waitlist: open (no sign-in), so rate limited per client address and, like every route,
 * behind the body limit. It answers the same for a new, a waiting and an admitted address: nobody
 * learns from it who is on the list or admitted.
 */
import { waitlistSchema } from "../schemas";
import { Hono } from "hono";
import type { AppDeps } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { jsonBody } from "@core/server/http/validate";
import { rateLimit } from "@core/server/http/rate-limit";
import { joinWaitlist } from "./waitlist";
import { waitlistMessages } from "../messages";

export function waitlistRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  const limit = rateLimit(
    { db, config },
    {
      name: "waitlist",
      max: config.AUTH_RATE_LIMIT,
      windowSeconds: 60,
    },
  );
  return new Hono().post("/", limit, jsonBody(waitlistSchema), async (c) => {
    const { email } = await c.req.valid("json")();
    if (config.SIGNUP_MODE !== "waitlist") {
      throw new ApiError(409, "waitlist_inactive", waitlistMessages.inactive);
    }
    await joinWaitlist(db, email);
    return c.json({ status: "received" as const });
  });
}
