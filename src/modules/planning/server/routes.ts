/**
 * /api/planning (signed in): review dates, the overview, the calendar, 'Afgerond', the private feed
 * address. Every member reads; Eigenaar and Bewerker change
 * (planning.edit, and the billing lock on top as for other edits). /api/calendar/<secret>.ics (open,
 * rate limited): the feed itself, answering only to its secret, and only while its person meets the
 * organisation's two-factor rule.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { notFound } from "@core/server/http/errors";
import { jsonBody } from "@core/server/http/validate";
import { rateLimit } from "@core/server/http/rate-limit";
import { twoFactorRequired } from "@modules/auth/server";
import { assertEditingAllowed } from "@modules/billing/server";
import { completionInputSchema, reviewDateInputSchema } from "../schemas";
import { planningMessages } from "../messages";
import { type CalendarDto, type CalendarFeedDto } from "../model";
import { amsterdamDay } from "@core/shared/calendar-day";
import { organisationName as nameOf } from "@modules/organisation/server";
import { assertSubjectExists, listReviewDates, setReviewDate, type Subject } from "./review-dates";
import { approvalOverview, approve } from "./approvals";
import { loadOverview, type VerbeterenCoverage } from "./overview";
import { loadDueItems } from "./due";
import { completeDueItem } from "./completions";
import { findFeed, getFeedUrl, renewFeed } from "./feed";
import { renderCalendar } from "./ics";
import { personnelVisible } from "@norm/due-items";
import { seesPersonnel } from "@modules/personnel/server";

const subjectSchema = z.object({
  kind: z.enum(["topic", "document"]),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export function planningRoutes({
  db,
  config,
  activity,
  verbeteren,
}: Pick<AppDeps, "db" | "config" | "activity"> & {
  verbeteren?: VerbeterenCoverage;
}) {
  const subjectOf = (c: Context<AppEnv>): Subject => {
    const parsed = subjectSchema.safeParse({ kind: c.req.param("kind"), id: c.req.param("id") });
    if (!parsed.success) throw notFound(planningMessages.unknownSubject);
    return parsed.data;
  };
  const mayEdit = async (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "planning.edit");
    await assertEditingAllowed(db, config, member.organisationId);
    return member;
  };
  /** Who asks, for the personnel items (a person's records): see personnelVisible. */
  const dueViewer = async (c: Context<AppEnv>) => {
    const { organisationId, role } = c.get("member");
    const userId = c.get("user").id;
    return { userId, seesPersonnel: await seesPersonnel(db, organisationId, userId, role) };
  };

  return new Hono<AppEnv>()
    .get("/review-dates", async (c) => c.json(await listReviewDates(db, c.get("member").organisationId)))
    .put("/review-dates/:kind/:id", jsonBody(reviewDateInputSchema), async (c) => {
      const subject = subjectOf(c);
      const { reviewOn } = await c.req.valid("json")();
      const member = c.get("member");
      await assertSubjectExists(db, member.organisationId, subject);
      await mayEdit(c);
      await setReviewDate(db, member.organisationId, c.get("user"), subject, reviewOn);
      const dates = await listReviewDates(db, member.organisationId);
      return c.json(dates[subject.kind][subject.id]);
    })
    .get("/approvals", async (c) => c.json(await approvalOverview(db, c.get("member").organisationId)))
    .post("/approvals/:kind/:id", async (c) => {
      const subject = subjectOf(c);
      const member = c.get("member");
      assertAllowed(member, "planning.approve");
      await assertEditingAllowed(db, config, member.organisationId);
      const { approval, title } = await approve(db, member, c.get("user"), subject);
      await activity.recordFor(c, "approved", title);
      return c.json(approval);
    })
    .get("/overview", async (c) => {
      const overview = await loadOverview(db, c.get("member").organisationId, new Date(), verbeteren);
      const viewer = await dueViewer(c);
      return c.json({
        ...overview,
        overdue: personnelVisible(overview.overdue, viewer),
        soon: personnelVisible(overview.soon, viewer),
      });
    })
    .get("/calendar", async (c) => {
      const now = new Date();
      return c.json<CalendarDto>({
        today: amsterdamDay(now),
        items: personnelVisible(await loadDueItems(db, c.get("member").organisationId, now), await dueViewer(c)),
      });
    })
    .post("/completions", jsonBody(completionInputSchema), async (c) => {
      const input = await c.req.valid("json")();
      const member = await mayEdit(c);
      await completeDueItem(db, member.organisationId, c.get("user"), input);
      return c.json({ ok: true });
    })
    .get("/feed", async (c) =>
      c.json<CalendarFeedDto>({
        url: await getFeedUrl(db, config, c.get("user").id, c.get("member").organisationId),
      }),
    )
    .post("/feed/renew", async (c) =>
      c.json<CalendarFeedDto>({
        url: await renewFeed(db, config, c.get("user").id, c.get("member").organisationId),
      }),
    );
}

/** The feed: no session, only the secret in the address (404 for anything else), rate limited. */
export function calendarFeedRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  const limit = rateLimit({ db, config }, { name: "calendar-feed", max: 60, windowSeconds: 60 });
  return new Hono().use("*", limit).get("/:file", async (c) => {
    const match = /^([A-Za-z0-9_-]+)\.ics$/.exec(c.req.param("file"));
    const feed = match ? await findFeed(db, match[1]!) : undefined;
    if (!feed) throw notFound(planningMessages.feedGone);
    // The organisation's two-factor rule holds here too: without it set up, only the set-up path.
    if (feed.twoFactorMissing) throw twoFactorRequired();
    const now = new Date();
    const items = personnelVisible(await loadDueItems(db, feed.organisationId, now), {
      userId: feed.userId,
      seesPersonnel: await seesPersonnel(db, feed.organisationId, feed.userId, feed.role),
    });
    const organisationName = await nameOf(db, feed.organisationId);
    const body = renderCalendar({
      items,
      organisationId: feed.organisationId,
      organisationName,
      appUrl: config.appUrl,
      now,
    });
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="normwijs.ics"',
      "cache-control": "private, no-store",
    });
  });
}
