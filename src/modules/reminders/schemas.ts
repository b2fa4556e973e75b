/** What the reminders' routes accept: a person's choice, on or off. */
import { z } from "zod";
import type { ReminderPreferenceDto } from "./model";
import { remindersMessages } from "./messages";

export const reminderPreferenceSchema = z.object({
  emailReminders: z.boolean({ error: remindersMessages.chooseOnOff }),
}) satisfies z.ZodType<ReminderPreferenceDto>;
