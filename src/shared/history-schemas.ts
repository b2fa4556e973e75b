/** What the history routes take (zod); apart from `history.ts`, which the topic pages load. */
import { z } from "zod";

export const historyQuerySchema = z.object({
  before: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31)
    .optional(),
});

export const restoreSchema = z.object({
  revision: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
  /** The revision the page holds now: the restore is refused (409) when the value moved on. */
  baseRevision: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 2),
});
