/**
 * GET/PUT /api/planning/reminders (signed in): the person's own 'Herinneringen per e-mail' choice.
 * Mounted inside the planning routes by server.ts; every member sets their own.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { jsonBody } from "../http/validate";
import { reminderPreferenceSchema, type ReminderPreferenceDto } from "../../shared/planning";
import { getEmailReminders, setEmailReminders } from "./preferences";

export function reminderPreferenceRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json<ReminderPreferenceDto>({ emailReminders: await getEmailReminders(db, c.get("user").id) }),
    )
    .put("/", jsonBody(reminderPreferenceSchema), async (c) => {
      const { emailReminders } = await c.req.valid("json")();
      await setEmailReminders(db, c.get("user").id, emailReminders);
      return c.json<ReminderPreferenceDto>({ emailReminders });
    });
}
