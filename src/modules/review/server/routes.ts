/**
 * /api/review: the management review (Organisatiebeoordeling). Every member reads the saved
 * versions; only an Eigenaar drafts one ('Organisatiebeoordeling opstellen') and saves it.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { assertAllowed } from "@core/server/http/permissions";
import { assertMayEdit } from "@modules/billing/server";
import { jsonBody, queryOf } from "@core/server/http/validate";
import { reviewMessages } from "../messages";
import { reviewVersionsQuerySchema, reviewYearSchema, saveReviewSchema } from "../schemas";
import { buildDraft, getReview, listReviewVersions, saveReview } from "./reviews";
import { reviewActivity } from "../messages";

const reviewId = z.uuid();

export function reviewRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  const idOf = (c: Context<AppEnv>) => {
    const parsed = reviewId.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(reviewMessages.notFound);
    return parsed.data;
  };
  return new Hono<AppEnv>()
    .get("/", queryOf(reviewVersionsQuerySchema), async (c) => {
      const member = c.get("member");
      assertAllowed(member, "review.read");
      const query = c.req.valid("query")();
      return c.json(await listReviewVersions(db, member.organisationId, query));
    })
    .get("/draft", queryOf(z.object({ year: reviewYearSchema })), async (c) => {
      const member = c.get("member");
      assertAllowed(member, "review.manage");
      const { year } = c.req.valid("query")();
      return c.json(await buildDraft(db, member.organisationId, year));
    })
    .post("/", jsonBody(saveReviewSchema), async (c) => {
      const member = c.get("member");
      await assertMayEdit(db, config, member, "review.manage");
      const input = await c.req.valid("json")();
      const review = await saveReview(db, member.organisationId, c.get("user"), input);
      await activity.recordFor(c, "review.saved", `${review.year}`, reviewActivity.version(review.version));
      return c.json(review, 201);
    })
    .get("/:id", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "review.read");
      return c.json(await getReview(db, member.organisationId, idOf(c)));
    });
}
