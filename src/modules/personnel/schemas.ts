/**
 * What the Medewerkers API takes: the same schemas validate the web form and the routes, and the
 * field rules (`personnelRules`) are the ones the export archive reads back.
 */
import { z } from "zod";
import { calendarDay, int32, safeId, safeLine, safeText } from "@core/shared/input";
import { personnelMessages as m } from "./messages";
import { personnelItemKindList, personnelRegisterList, personnelRelationList, vogYearChoices } from "./model";

const day = calendarDay({ message: m.date });
const optionalDay = day.nullish().transform((d) => d ?? null);
/** An optional one-line text: empty becomes null. */
const optionalLine = (max: number, message: string) =>
  safeLine({ trim: true })
    .max(max, message)
    .nullish()
    .transform((s) => s || null);

/** The rules of a person's and an item's own fields, in one place (form, routes, archive). */
export const personnelRules = {
  name: safeLine({ error: m.name, trim: true }).min(1, m.name).max(200, m.nameTooLong),
  jobTitle: safeLine({ trim: true }).max(200, m.jobTitle),
  relation: z.enum(personnelRelationList, { error: m.relation }),
  day: optionalDay,
  /** Hours per week, 0–80 with at most one decimal; stored in tenths. */
  hoursPerWeek: z
    .number({ error: m.hours })
    .min(0, m.hours)
    .max(80, m.hours)
    .refine((h) => Math.abs(h * 10 - Math.round(h * 10)) < 1e-6, m.hours)
    .nullish()
    .transform((h) => (h === null || h === undefined ? null : h)),
  unregisteredReason: safeText({ trim: true }).max(2000, m.reasonTooLong),
  itemKind: z.enum(personnelItemKindList, { error: m.kind }),
  title: safeLine({ trim: true }).max(200, m.title),
  register: z.enum(personnelRegisterList, { error: m.register }),
  number: optionalLine(100, m.number),
  points: int32({ max: 1000, message: m.points })
    .nullish()
    .transform((p) => p ?? null),
  profile: optionalLine(500, m.profile),
};

const endAfterStart = (p: { startDate: string | null; endDate: string | null }) =>
  !p.startDate || !p.endDate || p.endDate >= p.startDate;

const personFields = z.object({
  name: personnelRules.name,
  jobTitle: personnelRules.jobTitle.default(""),
  relation: personnelRules.relation,
  /** The person's account in this organisation (a member's user id), or none. */
  userId: safeId(m.account)
    .nullish()
    .transform((u) => u ?? null),
  startDate: personnelRules.day,
  endDate: personnelRules.day,
  hoursPerWeek: personnelRules.hoursPerWeek,
  unregisteredReason: personnelRules.unregisteredReason.default(""),
  lastConversation: personnelRules.day,
});

/** POST /api/personnel and PUT /api/personnel/:id: the person's own fields. */
export const personSchema = personFields
  .strict()
  .refine(endAfterStart, { message: m.endBeforeStart, path: ["endDate"] });
export type PersonInput = z.output<typeof personSchema>;

/**
 * PUT /api/personnel/:id: the same fields, and the record's `updatedAt` as the form had it, so a
 * change made meanwhile in another tab or by someone else is refused (409), never overwritten.
 */
export const personUpdateSchema = personFields
  .extend({ baseUpdatedAt: safeLine({ error: m.staleVersion }).min(1, m.staleVersion).max(40, m.staleVersion) })
  .strict()
  .refine(endAfterStart, { message: m.endBeforeStart, path: ["endDate"] });
export type PersonUpdateInput = z.output<typeof personUpdateSchema>;

const itemFields = z.object({
  kind: personnelRules.itemKind,
  title: personnelRules.title.default(""),
  register: personnelRules.register.nullish().transform((r) => r ?? null),
  number: personnelRules.number,
  issuedOn: personnelRules.day,
  validUntil: personnelRules.day,
  points: personnelRules.points,
  profile: personnelRules.profile,
});

/**
 * A diploma, registration, VOG or training. What each kind needs: a diploma and a training a name,
 * a registration its register, a VOG its date of issue; fields that do not belong to the kind are
 * dropped.
 */
export const itemSchema = itemFields
  .strict()
  .superRefine((item, ctx) => {
    if ((item.kind === "diploma" || item.kind === "training") && !item.title)
      ctx.addIssue({ code: "custom", message: m.titleNeeded, path: ["title"] });
    if (item.kind === "registration" && !item.register)
      ctx.addIssue({ code: "custom", message: m.register, path: ["register"] });
    if (item.kind === "vog" && !item.issuedOn)
      ctx.addIssue({ code: "custom", message: m.issuedNeeded, path: ["issuedOn"] });
    if (item.issuedOn && item.validUntil && item.validUntil < item.issuedOn)
      ctx.addIssue({ code: "custom", message: m.validBeforeIssued, path: ["validUntil"] });
  })
  .transform((item) => ({
    kind: item.kind,
    title: item.kind === "vog" ? "" : item.title,
    register: item.kind === "registration" ? item.register : null,
    number: item.kind === "registration" ? item.number : null,
    issuedOn: item.issuedOn,
    // A VOG's validity follows from its issue and the organisation's rule.
    validUntil: item.kind === "vog" || item.kind === "diploma" ? null : item.validUntil,
    points: item.kind === "training" ? item.points : null,
    profile: item.kind === "vog" ? item.profile : null,
  }));
export type ItemInput = z.output<typeof itemSchema>;

/** PUT /api/personnel/settings: the Eigenaar's rules and whom she lets keep the records. */
export const settingsSchema = z
  .object({
    vogYears: z
      .number({ error: m.vogYears })
      .refine((y) => (vogYearChoices as readonly number[]).includes(y), m.vogYears),
    retentionYears: int32({ min: 1, max: 20, message: m.retentionYears }),
    grants: z.array(safeId(m.grants), { error: m.grants }).max(500, m.grants),
  })
  .strict();
export type SettingsInput = z.output<typeof settingsSchema>;

/** POST …/file?name=…: the file's name, as the browser has it. */
export const fileQuerySchema = z.object({
  name: safeLine({ message: m.fileNameMissing, trim: true }).min(1, m.fileNameMissing).max(255, m.fileNameMissing),
});
