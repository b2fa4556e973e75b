/** The activity list's filters (the query of GET /api/activity and its CSV). */
import { z } from "zod";
import { calendarDay, safeId } from "@core/shared/input";
import { activityKindList } from "./model";
import { activityText } from "./messages";

const isoDay = calendarDay({ message: activityText.invalidDate });

export const activityFilterSchema = z
  .object({
    person: safeId(activityText.unknownPerson).optional(),
    kind: z.enum(activityKindList, { error: activityText.unknownKind }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The cursor from the previous page. */
    before: z
      .string()
      .max(200)
      .regex(/^[^|]+\|[^|]+$/, activityText.invalidPage)
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: activityText.fromAfterTo, path: ["to"] });

export type ActivityFilter = z.infer<typeof activityFilterSchema>;
