/** What the internal audits API takes: the same schemas check the web forms and the routes. */
import { z } from "zod";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { calendarDaySchema } from "@modules/planning/schemas";
import { revisionSchema, safeId, safeText } from "@core/shared/input";
import { auditMessages, auditPointStatuses } from "./messages";
import { NOTE_MAX, type AuditPointStatus } from "./model";

const elementNumbers = hkzElements.map((e) => e.number) as [HkzElementNumber, ...HkzElementNumber[]];

const elementsSchema = z
  .array(z.enum(elementNumbers, { error: auditMessages.unknownElement }), { error: auditMessages.noElements })
  .min(1, auditMessages.noElements)
  .max(elementNumbers.length, auditMessages.unknownElement)
  .refine((list) => new Set(list).size === list.length, auditMessages.unknownElement);

const auditorIdsSchema = z
  .array(safeId(auditMessages.auditorNotMember), { error: auditMessages.noAuditors })
  .min(1, auditMessages.noAuditors)
  .max(10, auditMessages.tooManyAuditors);

const dateSchema = z.string({ error: auditMessages.invalidDate }).pipe(calendarDaySchema);

/** POST /api/audits */
export const auditInputSchema = z.object(
  { date: dateSchema, auditorIds: auditorIdsSchema, elements: elementsSchema },
  { error: auditMessages.invalidDate },
);
export type AuditInput = z.infer<typeof auditInputSchema>;

/** PUT /api/audits/:id: the details, from the revision the form started from. */
export const auditUpdateSchema = auditInputSchema.extend({
  baseRevision: revisionSchema({ min: 1, message: auditMessages.invalidRevision }),
});

/** PUT /api/audits/:id/points: the changed points, from the revision the checklist started from. */
export const auditPointsInputSchema = z.object({
  baseRevision: revisionSchema({ min: 1, message: auditMessages.invalidRevision }),
  points: z
    .array(
      z.object({
        id: safeId(),
        status: z.enum(Object.keys(auditPointStatuses) as [AuditPointStatus, ...AuditPointStatus[]], {
          error: auditMessages.invalidStatus,
        }),
        note: safeText().max(NOTE_MAX, auditMessages.noteTooLong),
      }),
    )
    .min(1)
    .max(500),
});
export type AuditPointsInput = z.infer<typeof auditPointsInputSchema>;

/** PUT /api/audits/cycle: the cycle's first day, or null to count from the first audit. */
export const auditCycleInputSchema = z.object(
  { startsOn: dateSchema.nullable() },
  { error: auditMessages.invalidDate },
);
