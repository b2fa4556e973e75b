/** What the Verbeteracties API takes: the same schemas validate the web form and the routes. */
import { z } from "zod";
import { isCalendarDay } from "./calendar-day";
import { actionMessages, actionSourceList, actionStatusList, type ActionStatus } from "./actions";

const dueDateSchema = z
  .string({ error: actionMessages.dueDate })
  .refine((s) => isCalendarDay(s) && s >= "2000-01-01" && s <= "2100-12-31", actionMessages.dueDate);

const idText = z.string().trim().min(1).max(200);

const actionFields = z.object({
  description: z
    .string({ error: actionMessages.description })
    .trim()
    .min(1, actionMessages.description)
    .max(2000, actionMessages.descriptionTooLong),
  ownerId: z.string({ error: actionMessages.owner }).min(1, actionMessages.owner).max(200, actionMessages.owner),
  dueDate: dueDateSchema,
  status: z.enum(actionStatusList, { error: actionMessages.status }),
  result: z.string({ error: actionMessages.resultNeeded }).trim().max(4000, actionMessages.resultTooLong).default(""),
});

const doneNeedsResult = (a: { status: ActionStatus; result: string }) => a.status !== "done" || a.result.length > 0;
const resultNeeded = { message: actionMessages.resultNeeded, path: ["result"] };

/** What the form edits (and the server stores); 'done' needs a result. */
export const actionFieldsSchema = actionFields.refine(doneNeedsResult, resultNeeded);
export type ActionFields = z.output<typeof actionFieldsSchema>;

/** POST /api/actions: the fields plus where it came from (fixed once made). */
export const createActionSchema = actionFields
  .extend({
    status: actionFields.shape.status.default("open"),
    sourceKind: z.enum(actionSourceList, { error: actionMessages.source }),
    sourceId: idText.nullish(),
    sourceLabel: z.string().trim().max(200).nullish(),
  })
  .strict()
  .refine(doneNeedsResult, resultNeeded)
  .transform((a) => ({
    ...a,
    // 'Anders' links to nothing; the other kinds may (made from their source) or may not (chosen by hand).
    sourceId: a.sourceKind === "other" ? null : (a.sourceId ?? null),
    sourceLabel: a.sourceLabel || null,
  }));
export type CreateActionInput = z.output<typeof createActionSchema>;

/** PUT /api/actions/:id: every field, and the revision the edit started from. */
export const updateActionSchema = actionFields
  .extend({ baseRevision: z.number({ error: actionMessages.conflict }).int().min(1) })
  .strict()
  .refine(doneNeedsResult, resultNeeded);
export type UpdateActionInput = z.output<typeof updateActionSchema>;

/** GET /api/actions?…: every filter is optional. */
export const actionFilterSchema = z
  .object({
    status: z.enum(actionStatusList, { error: actionMessages.filter }).optional(),
    ownerId: idText.optional(),
    sourceKind: z.enum(actionSourceList, { error: actionMessages.filter }).optional(),
    sourceId: idText.optional(),
  })
  .strict();
export type ActionFilter = z.infer<typeof actionFilterSchema>;
