/**
 * Melden in the full export and import (meldingen/data.json). Every role may export, and a report
 * can name the people involved, so the file is written only for who triages reports (an Eigenaar
 * or a granted member); others' archives leave it out. The reporter of a report made anonymously
 * is never written, whoever exports; others are written by name and e-mail address, and an import
 * links a report to the member with that address (else to nobody). Imported reports get new ids;
 * the register row a report became keeps its id, as the values keep it.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@core/server/db";
import { safeShape } from "@modules/transfer/server";
import { calendarDay, safeId, safeLine } from "@core/shared/input";
import { reportRules } from "../schemas";
import { reportLimits, reportTypeList } from "../model";

export const REPORTS_FORMAT = "normwijs-meldingen";

const day = calendarDay();
const instant = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)));

const exportedReportSchema = z
  .object({
    id: safeId(),
    source: z.enum(["medewerker", "client"]),
    type: z.enum(reportTypeList),
    status: z.enum(["nieuw", "beoordeeld", "afgehandeld"]),
    description: reportRules.description,
    happenedOn: day.nullable(),
    place: safeLine().max(reportLimits.lineMax),
    involved: reportRules.involved,
    immediateAction: reportRules.immediateAction,
    anonymous: z.boolean(),
    reporter: z
      .object({ name: safeLine().max(200), email: safeLine().max(254) })
      .strict()
      .nullable(),
    receivedOn: day,
    createdAt: instant,
    registerType: reportRules.registerType.nullable(),
    cause: reportRules.cause.nullable(),
    analysis: reportRules.analysis,
    registerRowId: safeId().nullable(),
    triagedAt: instant.nullable(),
    feedback: reportRules.feedback,
    handledAt: instant.nullable(),
  })
  .strict()
  // An anonymous report never carries its reporter.
  .refine((r) => !r.anonymous || r.reporter === null);

export const reportsFileSchema = z
  .object({
    format: z.literal(REPORTS_FORMAT),
    version: z.literal(1),
    reports: z.array(exportedReportSchema).max(100_000),
  })
  .strict();
export type ReportsFile = z.output<typeof reportsFileSchema>;

/** The organisation's reports as the archive holds them. */
export async function exportReports(db: Db, organisationId: string): Promise<ReportsFile> {
  const rows = await db
    .selectFrom("report")
    .leftJoin("user", "user.id", "report.reporter_id")
    .selectAll("report")
    .select(["user.name as reporter_name", "user.email as reporter_email"])
    .where("report.organisation_id", "=", organisationId)
    .execute();
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1));
  return {
    format: REPORTS_FORMAT,
    version: 1,
    reports: rows.map((r) => {
      const anonymous = Number(r.anonymous) === 1;
      return {
        id: r.id,
        source: r.source as "medewerker" | "client",
        type: r.type as ReportsFile["reports"][number]["type"],
        status: r.status as ReportsFile["reports"][number]["status"],
        description: r.description,
        happenedOn: r.happened_on,
        place: r.place,
        involved: r.involved,
        immediateAction: r.immediate_action,
        anonymous,
        reporter:
          anonymous || r.reporter_name === null || r.reporter_email === null
            ? null
            : { name: r.reporter_name, email: r.reporter_email },
        receivedOn: r.received_on,
        createdAt: r.created_at,
        registerType: r.register_type as ReportsFile["reports"][number]["registerType"],
        cause: r.cause as ReportsFile["reports"][number]["cause"],
        analysis: r.analysis,
        registerRowId: r.register_row_id,
        triagedAt: r.triaged_at,
        feedback: r.feedback,
        handledAt: r.handled_at,
      };
    }),
  };
}

/** The archive's file checked against its schema (ids once each), or undefined. */
export function checkReports(raw: unknown): ReportsFile | undefined {
  const parsed = safeShape(reportsFileSchema, raw);
  if (!parsed.success) return undefined;
  const ids = parsed.data.reports.map((r) => r.id);
  return new Set(ids).size === ids.length ? parsed.data : undefined;
}

export async function hasAnyReport(db: Db, organisationId: string): Promise<boolean> {
  return (
    (await db.selectFrom("report").select("id").where("organisation_id", "=", organisationId).executeTakeFirst()) !==
    undefined
  );
}

/** Writes a checked file's reports into the (empty) organisation; answers how many. */
export async function insertImportedReports(tx: Db, organisationId: string, file: ReportsFile): Promise<number> {
  if (file.reports.length === 0) return 0;
  const members = await tx
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.id as id", "user.email as email"])
    .where("membership.organisation_id", "=", organisationId)
    .execute();
  const byEmail = new Map(members.map((m) => [m.email.trim().toLowerCase(), m.id]));
  const rows = file.reports.map((r) => ({
    id: randomUUID(),
    organisation_id: organisationId,
    source: r.source,
    type: r.type,
    status: r.status,
    description: r.description,
    happened_on: r.happenedOn,
    place: r.place,
    involved: r.involved,
    immediate_action: r.immediateAction,
    anonymous: r.anonymous ? 1 : 0,
    reporter_id: r.reporter ? (byEmail.get(r.reporter.email.trim().toLowerCase()) ?? null) : null,
    received_on: r.receivedOn,
    created_at: r.createdAt,
    register_type: r.registerType,
    cause: r.cause,
    analysis: r.analysis,
    register_row_id: r.registerRowId,
    triaged_at: r.triagedAt,
    triaged_by: null,
    feedback: r.feedback,
    handled_at: r.handledAt,
  }));
  // In slices, within the engines' parameter limits.
  for (let i = 0; i < rows.length; i += 200)
    await tx
      .insertInto("report")
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length;
}
