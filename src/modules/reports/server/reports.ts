/**
 * Reports: made by a member or handed in by a client, read by their reporter and by who triages,
 * classified into the register of 4.5 (register.ts) and handled with words for the reporter. Every
 * query carries the organisation; the reporter's name leaves only through `present`, which hides it
 * from everyone but an Eigenaar when the reporter chose so.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { notFound } from "@core/server/http/errors";
import type { CreateReportInput } from "../schemas";
import type { RegisterType, ReportCause, ReportDto, ReportSource, ReportStatus, ReportType } from "../model";
import { reportMessages } from "../messages";
import type { ReportViewer } from "./access";

const columns = [
  "report.id as id",
  "report.source as source",
  "report.type as type",
  "report.status as status",
  "report.description as description",
  "report.happened_on as happenedOn",
  "report.place as place",
  "report.involved as involved",
  "report.immediate_action as immediateAction",
  "report.anonymous as anonymous",
  "report.reporter_id as reporterId",
  "user.name as reporterName",
  "report.received_on as receivedOn",
  "report.created_at as createdAt",
  "report.register_type as registerType",
  "report.cause as cause",
  "report.analysis as analysis",
  "report.register_row_id as registerRowId",
  "report.triaged_at as triagedAt",
  "report.feedback as feedback",
  "report.handled_at as handledAt",
] as const;

const selectReports = (db: Db, organisationId: string) =>
  db
    .selectFrom("report")
    .leftJoin("user", "user.id", "report.reporter_id")
    .select(columns)
    .where("report.organisation_id", "=", organisationId);

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>["executeTakeFirstOrThrow"]>>;

/** What goes out: the name only where the viewer may see it. */
export function present(row: Row, viewer: Pick<ReportViewer, "userId" | "owner">): ReportDto {
  const anonymous = Number(row.anonymous) === 1;
  const mine = row.reporterId !== null && row.reporterId === viewer.userId;
  return {
    id: row.id,
    type: row.type as ReportType,
    source: row.source as ReportSource,
    status: row.status as ReportStatus,
    description: row.description,
    happenedOn: row.happenedOn,
    place: row.place,
    involved: row.involved,
    immediateAction: row.immediateAction,
    anonymous,
    reporterName: anonymous && !viewer.owner && !mine ? null : (row.reporterName ?? null),
    receivedOn: row.receivedOn,
    createdAt: row.createdAt,
    registerType: row.registerType as RegisterType | null,
    cause: row.cause as ReportCause | null,
    analysis: row.analysis,
    registerRowId: row.registerRowId,
    triagedAt: row.triagedAt,
    feedback: row.feedback,
    handledAt: row.handledAt,
    mine,
  };
}

export type NewReport = CreateReportInput & { source: ReportSource; reporterId: string | null; receivedOn: string };

/** Stores a report as it came in; answers its id. */
export async function createReport(db: Db, organisationId: string, input: NewReport): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("report")
    .values({
      id,
      organisation_id: organisationId,
      source: input.source,
      type: input.type,
      status: "nieuw",
      description: input.description,
      happened_on: input.happenedOn,
      place: input.place,
      involved: input.involved,
      immediate_action: input.immediateAction,
      anonymous: input.anonymous ? 1 : 0,
      reporter_id: input.reporterId,
      received_on: input.receivedOn,
      created_at: now(),
      analysis: "",
      feedback: "",
    })
    .execute();
  return id;
}

/** The answer to a member's new report: what was stored, without reading it back. */
export function newReportDto(
  id: string,
  input: CreateReportInput,
  reporter: { name: string },
  receivedOn: string,
): ReportDto {
  return {
    id,
    type: input.type,
    source: "medewerker",
    status: "nieuw",
    description: input.description,
    happenedOn: input.happenedOn,
    place: input.place,
    involved: input.involved,
    immediateAction: input.immediateAction,
    anonymous: input.anonymous,
    reporterName: reporter.name,
    receivedOn,
    createdAt: new Date().toISOString(),
    registerType: null,
    cause: null,
    analysis: "",
    registerRowId: null,
    triagedAt: null,
    feedback: "",
    handledAt: null,
    mine: true,
  };
}

const newestFirst = (a: ReportDto, b: ReportDto) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1;

/** Every report for who triages, else the viewer's own; newest first (ordered in code: both engines alike). */
export async function listReports(db: Db, viewer: ReportViewer): Promise<ReportDto[]> {
  let query = selectReports(db, viewer.organisationId);
  if (!viewer.triage) query = query.where("report.reporter_id", "=", viewer.userId);
  return (await query.execute()).map((r) => present(r, viewer)).sort(newestFirst);
}

/** How many reports wait for triage (the Overzicht's 'Te beoordelen'). */
export async function waitingCount(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom("report")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "nieuw")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest reports waiting for triage (at most `limit`), for the Overzicht's list: what and when, no text. */
export async function waitingReports(
  db: Db,
  organisationId: string,
  limit = 5,
): Promise<{ id: string; type: ReportType; source: ReportSource; receivedOn: string }[]> {
  const rows = await db
    .selectFrom("report")
    .select(["id", "type", "source", "received_on"])
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "nieuw")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as ReportType,
    source: r.source as ReportSource,
    receivedOn: r.received_on,
  }));
}

/** One report the viewer may read (their own, or any for who triages); 404 otherwise. */
export async function getReport(db: Db, viewer: ReportViewer, id: string): Promise<ReportDto> {
  let query = selectReports(db, viewer.organisationId).where("report.id", "=", id);
  if (!viewer.triage) query = query.where("report.reporter_id", "=", viewer.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(reportMessages.notFound);
  return present(row, viewer);
}

/** The reporter's address and name, for the feedback mail (null for a client or a removed account). */
export async function reporterOf(db: Db, organisationId: string, id: string) {
  return (
    (await db
      .selectFrom("report")
      .innerJoin("user", "user.id", "report.reporter_id")
      .select(["user.email as email", "user.name as name"])
      .where("report.organisation_id", "=", organisationId)
      .where("report.id", "=", id)
      .executeTakeFirst()) ?? null
  );
}

/** Records the words for the reporter and marks the report handled. */
export async function handleReport(db: Db, organisationId: string, id: string, feedback: string): Promise<void> {
  await db
    .updateTable("report")
    .set({ feedback, status: "afgehandeld", handled_at: now() })
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .execute();
}

/** The addresses of who triages: the organisation's Eigenaars and the granted members. */
export async function triagers(db: Db, organisationId: string): Promise<{ email: string; name: string }[]> {
  const owners = await db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .select(["user.email as email", "user.name as name"])
    .where("membership.organisation_id", "=", organisationId)
    .where("membership.role", "=", "owner")
    .execute();
  const granted = await db
    .selectFrom("report_grant")
    .innerJoin("membership", (j) =>
      j
        .onRef("membership.organisation_id", "=", "report_grant.organisation_id")
        .onRef("membership.user_id", "=", "report_grant.user_id"),
    )
    .innerJoin("user", "user.id", "report_grant.user_id")
    .select(["user.email as email", "user.name as name"])
    .where("report_grant.organisation_id", "=", organisationId)
    .whereRef("report_grant.created_at", ">=", "membership.created_at")
    .execute();
  const seen = new Set<string>();
  return [...owners, ...granted].filter((p) => !seen.has(p.email) && seen.add(p.email));
}
