/**
 * GET/PUT /api/reminders/preferences (signed in): the person's own 'Herinneringen per e-mail'
 * choice; every member sets their own. (/api/reminders/unsubscribe is the mail's open link.)
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { jsonBody } from "@core/server/http/validate";
import type { ReminderPreferenceDto } from "../model";
import { reminderPreferenceSchema } from "../schemas";
import { getEmailReminders, setEmailReminders } from "./preferences";

export function reminderPreferenceRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/preferences", async (c) =>
      c.json<ReminderPreferenceDto>({ emailReminders: await getEmailReminders(db, c.get("user").id) }),
    )
    .put("/preferences", jsonBody(reminderPreferenceSchema), async (c) => {
      const { emailReminders } = await c.req.valid("json")();
      await setEmailReminders(db, c.get("user").id, emailReminders);
      return c.json<ReminderPreferenceDto>({ emailReminders });
    });
}
