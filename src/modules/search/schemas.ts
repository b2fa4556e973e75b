/** What a search may ask: one bounded line. */
import { z } from "zod";
import { safeLine } from "@core/shared/input";
import { searchMessages } from "./messages";
import { searchLimits } from "./model";

export const searchQuerySchema = z.object({
  q: safeLine({ trim: true, error: searchMessages.queryMissing })
    .min(1, searchMessages.queryMissing)
    .max(searchLimits.queryMax, searchMessages.queryTooLong),
});
