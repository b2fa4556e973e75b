/** What the Verbeteracties API takes: the same schemas validate the web form and the routes. */
import { z } from "zod";
import { calendarDay, revisionSchema, safeId, safeText } from "@core/shared/input";
import { archiveRules } from "@core/shared/archive-rules";
import { actionMessages } from "./messages";
import { actionSourceList, actionStatusList, type ActionStatus } from "./model";

const dueDateSchema = calendarDay({ message: actionMessages.dueDate, min: "2000-01-01", max: "2100-12-31" });

/**
 * The rules of an action's own fields, in one place: the form, the routes and the export archive
 * (transfer/verbeteren-archive.ts) take exactly these.
 */
export const actionRules = {
  description: safeText({ error: actionMessages.description, trim: true })
    .min(1, actionMessages.description)
    .max(2000, actionMessages.descriptionTooLong),
  dueDate: dueDateSchema,
  status: z.enum(actionStatusList, { error: actionMessages.status }),
  sourceKind: z.enum(actionSourceList, { error: actionMessages.source }),
  sourceLabel: safeText({ trim: true }).max(200),
  result: safeText({ error: actionMessages.resultNeeded, trim: true }).max(4000, actionMessages.resultTooLong),
};

const actionFields = z.object({
  description: actionRules.description,
  ownerId: safeId(actionMessages.owner),
  dueDate: actionRules.dueDate,
  status: actionRules.status,
  result: actionRules.result.default(""),
});

/** An action that is done says what it brought (the result, trimmed, is not empty). */
export const doneNeedsResult = (a: { status: ActionStatus; result: string }) =>
  a.status !== "done" || a.result.length > 0;
const resultNeeded = { message: actionMessages.resultNeeded, path: ["result"] };

/** What the form edits (and the server stores); 'done' needs a result. */
export const actionFieldsSchema = actionFields.refine(doneNeedsResult, resultNeeded);
export type ActionFields = z.output<typeof actionFieldsSchema>;

/** POST /api/actions: the fields plus where it came from (fixed once made). */
export const createActionSchema = actionFields
  .extend({
    status: actionFields.shape.status.default("open"),
    sourceKind: actionRules.sourceKind,
    sourceId: safeId(actionMessages.sourceGone).nullish(),
    sourceLabel: actionRules.sourceLabel.nullish(),
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
  .extend({ baseRevision: revisionSchema({ min: 1, message: actionMessages.conflict }) })
  .strict()
  .refine(doneNeedsResult, resultNeeded);
export type UpdateActionInput = z.output<typeof updateActionSchema>;

/** GET /api/actions?…: every filter is optional. */
export const actionFilterSchema = z
  .object({
    status: z.enum(actionStatusList, { error: actionMessages.filter }).optional(),
    ownerId: safeId(actionMessages.filter).optional(),
    sourceKind: z.enum(actionSourceList, { error: actionMessages.filter }).optional(),
    sourceId: safeId(actionMessages.filter).optional(),
  })
  .strict();
export type ActionFilter = z.infer<typeof actionFilterSchema>;

/** Actions per page of the list; the next page starts after the last action of this one. */
export const ACTIONS_PAGE_SIZE = 100;
/** GET /api/actions: the filters and, for a next page, the id of the last action seen. */
export const actionPageSchema = actionFilterSchema.extend({
  after: z.uuid({ error: actionMessages.filter }).optional(),
});
export type ActionPageQuery = z.infer<typeof actionPageSchema>;

const { id, text, day, stamp, revision, personRef } = archiveRules;

const actionEvent = z
  .object({
    revision,
    at: stamp,
    by: personRef,
    actor: text(1000),
    kind: z.enum(["created", "changed"]),
    changes: z.array(z.object({ field: text(100), from: text(5000), to: text(5000) }).strict()).max(20),
  })
  .strict();

/** One action in the full export (verbeteren/data.json), with its history: the same field rules. */
export const actionArchiveSchema = z
  .object({
    id,
    description: actionRules.description,
    sourceKind: actionRules.sourceKind,
    sourceId: id.nullable(),
    sourceLabel: actionRules.sourceLabel.nullable(),
    owner: personRef,
    dueDate: actionRules.dueDate,
    status: actionRules.status,
    result: actionRules.result,
    completedOn: day.nullable(),
    revision,
    createdAt: stamp,
    createdBy: personRef,
    updatedAt: stamp,
    updatedBy: personRef,
    history: z.array(actionEvent).max(10_000),
  })
  .strict()
  .refine(doneNeedsResult)
  .refine((a) => a.sourceKind !== "other" || a.sourceId === null)
  .refine((a) => new Set(a.history.map((e) => e.revision)).size === a.history.length);
