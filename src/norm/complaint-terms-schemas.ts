/**
 * The input rules of 'Wet en klachttermijn' (complaint-terms.ts), apart from it so that the pages
 * that only show a complaint's deadline do not load zod.
 */
import { z } from "zod";
import { complaintWeeksLimits, regimeMessages, regimes } from "@norm/complaint-terms";

export const regimeSchema = z.enum(regimes, { error: regimeMessages.regimeMissing });
export const complaintWeeksSchema = z
  .number({ error: regimeMessages.weeksInvalid })
  .int(regimeMessages.weeksInvalid)
  .min(complaintWeeksLimits.min, regimeMessages.weeksInvalid)
  .max(complaintWeeksLimits.max, regimeMessages.weeksInvalid);
