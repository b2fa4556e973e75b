/** What planning takes: a calendar day, a review date, 'Afgerond' on one occurrence. */
import { z } from "zod";
import { calendarDay, safeLine } from "@core/shared/input";
import { planningMessages } from "./messages";

/** A calendar day yyyy-MM-dd that exists, within a sensible range. */
export const calendarDaySchema = calendarDay({
  message: planningMessages.invalidDate,
  min: "2000-01-01",
  max: "2100-12-31",
});

/** PUT /api/planning/review-dates/…: a date, or null to go back to the default. */
export const reviewDateInputSchema = z.object(
  { reviewOn: calendarDaySchema.nullable() },
  { error: planningMessages.invalidDate },
);

/** POST /api/planning/completions: 'Afgerond' on one occurrence. */
export const completionInputSchema = z.object({
  itemId: safeLine({ error: planningMessages.unknownItem, message: planningMessages.unknownItem })
    .min(1, planningMessages.unknownItem)
    .max(200, planningMessages.unknownItem),
  due: calendarDaySchema,
});
