/**
 * /api/search (signed in): one search over everything of the caller's organisation, for every
 * role (each reads all of it). The query is one bounded line (shared/search.ts); anything else is a
 * 400. The organisation comes from the session, never from the request.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { queryOf } from "../http/validate";
import { searchQuerySchema, type SearchResultsDto } from "../../shared/search";
import { searchOrganisation } from "./search";
import { indexPendingValues } from "./pending";

export function searchRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", queryOf(searchQuerySchema), async (c) => {
    const { q } = c.req.valid("query")();
    await indexPendingValues(db, c.get("member").organisationId);
    return c.json<SearchResultsDto>(await searchOrganisation(db, c.get("member").organisationId, q));
  });
}
