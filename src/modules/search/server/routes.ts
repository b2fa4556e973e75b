/**
 * /api/search (signed in): one search over everything of the caller's organisation that the caller
 * may read: every role reads all of it but the reports, which only who triages reads whole. The
 * query is one bounded line (../schemas.ts); anything else is a 400. The organisation comes from
 * the session, never from the request.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { enforceRateLimit } from "@core/server/http/rate-limit";
import { queryOf } from "@core/server/http/validate";
import { searchMessages } from "../messages";
import { searchQuerySchema } from "../schemas";
import { type SearchResultsDto } from "../model";
import { ApiError } from "@core/server/http/errors";
import { searchOrganisation } from "./search";
import { indexPendingValues } from "./pending";
import { triagesReports } from "@modules/reports/server";

/** The window of the per-person search limit (config SEARCH_RATE_LIMIT searches in it). */
const searchWindowMs = 60_000;

export function searchRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  return new Hono<AppEnv>().get("/", queryOf(searchQuerySchema), async (c) => {
    // Per person, counted before the query is read: a flood of searches (a script, a stuck key)
    // gets a Dutch 429 with Retry-After instead of running the index again and again.
    const refusal = (seconds: number) => new ApiError(429, "rate_limited", searchMessages.tooManySearches(seconds));
    await enforceRateLimit(c, db, `search:${c.get("user").id}`, config.SEARCH_RATE_LIMIT, searchWindowMs, {
      refusal,
    });
    const { q } = c.req.valid("query")();
    const { organisationId, role } = c.get("member");
    const userId = c.get("user").id;
    const [readsAllReports] = await Promise.all([
      triagesReports(db, organisationId, userId, role),
      indexPendingValues(db, organisationId),
    ]);
    const searcher = { organisationId, userId, readsAllReports };
    return c.json<SearchResultsDto>(await searchOrganisation(db, searcher, q));
  });
}
