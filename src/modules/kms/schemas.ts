/** What the history routes take (zod); apart from `history.ts`, which the topic pages load. */
import { z } from "zod";
import { revisionParam, revisionSchema } from "@core/shared/input";

export const historyQuerySchema = z.object({ before: revisionParam({ min: 1 }).optional() });

export const restoreSchema = z.object({
  revision: revisionSchema({ min: 1 }),
  /** The revision the page holds now: the restore is refused (409) when the value moved on. */
  baseRevision: revisionSchema(),
});
