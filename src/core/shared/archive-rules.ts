/**
 * The building blocks of the export archive's data files (the full export's JSON parts): the
 * routes' own input rules, so an import takes exactly what the routes take. Each module's
 * schemas.ts builds its part of the archive from these and its own field rules.
 */
import { z } from "zod";
import { calendarDay, int32, safeId, safeText } from "@core/shared/input";

export const archiveRules = {
  id: safeId(),
  text: (max: number) => safeText().max(max),
  day: calendarDay({ min: "2000-01-01", max: "2100-12-31" }),
  stamp: safeText().max(100).min(1),
  count: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Written to a 32-bit column as it is. */
  revision: int32({ min: 1 }),
  /** A reference to the archive's `people`, or null for nobody (a person who had left already). */
  personRef: safeId().nullable(),
};
