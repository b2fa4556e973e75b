/**
 * /api/activity: the organisation's activity log, for an Eigenaar only. The list with filters and
 * paging, the people in it (for the filter), and the CSV export of everything that matches. No
 * route changes or deletes an entry.
 */
import { Hono } from "hono";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { queryOf } from "@core/server/http/validate";
import { csvDownload } from "@core/server/http/csv-download";
import { amsterdamDay } from "@core/shared/calendar-day";
import { formatDateTimeNl } from "@core/shared/format-date";
import { activityFilterSchema } from "../schemas";
import { activityKinds, activityText } from "../messages";
import { csvLine } from "../model";
import { activityPeople, allActivity, listActivity } from "./activity";

export function activityRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      assertAllowed(c.get("member"), "activity.read");
      await next();
    })
    .get("/", queryOf(activityFilterSchema), async (c) => {
      const filter = c.req.valid("query")();
      const page = await listActivity(db, c.get("member").organisationId, filter);
      return c.json({ ...page, retentionDays: config.ACTIVITY_RETENTION_DAYS });
    })
    .get("/people", async (c) => c.json({ people: await activityPeople(db, c.get("member").organisationId) }))
    .get("/export.csv", queryOf(activityFilterSchema), async (c) => {
      const { before: _ignored, ...filter } = c.req.valid("query")();
      const organisationId = c.get("member").organisationId;
      const entries = allActivity(db, organisationId, filter);
      async function* lines() {
        yield csvLine([...activityText.csvHeader]);
        for await (const value of entries)
          yield csvLine([
            formatDateTimeNl(value.at),
            activityKinds[value.kind] ?? value.kind,
            value.actor,
            value.subject,
            value.detail,
            value.address,
          ]);
      }
      // Streamed a page at a time.
      return csvDownload(activityText.csvFileName(amsterdamDay(new Date())), lines());
    });
}
