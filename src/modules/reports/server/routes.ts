/**
 * Melden.
 * - /api/reports (signed in): every member makes a report and reads their own; an Eigenaar (and whom
 *   she grants it) reads every report, classifies it into the register of 4.5 and hands it back with
 *   words for the reporter. The grants and the public complaint form are the Eigenaar's.
 * - /api/public/complaints/:token (open, no account): the complaint form of a client, as the
 *   questionnaire's: rate limited per address and per link, a close switch, bounded text; the
 *   client's address is used for the receipt mail only, and nothing is kept of a refused request.
 */
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "@core/server/http/context";
import { ApiError, badRequest, notFound } from "@core/server/http/errors";
import { httpMessages } from "@core/server/http/messages";
import { jsonBody } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { limitBody } from "@core/server/http/body";
import { assertEditingAllowed } from "@modules/billing/server";
import { clientKey, enforceRateLimit } from "@core/server/http/rate-limit";
import { contentDisposition } from "@core/server/http/content-disposition";
import { downloadName } from "@modules/documents/server";
import { runRead } from "@core/server/db/read-together";
import { complaintTermsRead } from "@modules/organisation/server";
import { actorOf } from "@modules/activity/server";
import type { Mail } from "@core/server/mail";
import { addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { complaintClock } from "@norm/computed-cells";
import { formatIsoDate } from "@core/shared/dates";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { paths } from "@core/shared/paths";
import type { ModuleDeps } from "../../deps";
import { reportActivity, reportMessages as m, reportTypes } from "../messages";
import {
  reportLimits,
  type PublicComplaintDto,
  type ReportDto,
  type ReportListDto,
  type ReportSettingsDto,
} from "../model";
import {
  createReportSchema,
  handleReportSchema,
  publicComplaintSchema,
  reportSettingsSchema,
  triageReportSchema,
} from "../schemas";
import { assertTriage, reportViewer } from "./access";
import {
  createReport,
  getReport,
  handleReport,
  listReports,
  newReportDto,
  reporterOf,
  triagers,
  waitingCount,
  waitingReports,
} from "./reports";
import { triageIntoRegister, updateAnalysis } from "./register";
import { openComplaintLink, openRegulation, renewComplaintLink, reportSettings, saveLinkState } from "./link";
import { handledMail, newReportMail, receiptMail } from "./mails";

const uuid = z.uuid();
const today = () => amsterdamDay(new Date());

type MailDeps = Pick<ModuleDeps, "mailer" | "log">;

/** Mails go out after the answer: a slow mail server never holds up a report (a failure is logged). */
const sendLater = ({ mailer, log }: MailDeps, mails: Mail[]) => {
  for (const mail of mails)
    void mailer
      .send(mail)
      .catch((err: unknown) => log.warn(`Melding: e-mail niet verstuurd: ${(err as Error).message}`));
};

/**
 * Tells who triages that a report came in: looked up and sent after the answer, so a burst of
 * reports is not held up by the mail (a failure is logged).
 */
function tellTriagers(
  deps: MailDeps & Pick<ModuleDeps, "db" | "config">,
  organisationId: string,
  report: { id: string; type: string },
) {
  const link = `${deps.config.appUrl}${paths.melding(report.id)}`;
  const type = reportTypes[report.type as keyof typeof reportTypes];
  void triagers(deps.db, organisationId).then(
    (people) =>
      sendLater(
        deps,
        people.map((p) => newReportMail({ to: p.email, name: p.name, type, link })),
      ),
    (err: unknown) => deps.log.warn(`Melding: ontvangers niet gevonden: ${(err as Error).message}`),
  );
}

/** A day a member may give for what happened: not after today, at most a few years before it. */
function assertHappenedOn(day: string) {
  const now = today();
  if (day > now || day < addMonths(now, -12 * reportLimits.pastYearsMax)) throw badRequest(m.happenedOn);
}

export function reportRoutes(deps: Pick<ModuleDeps, "db" | "config" | "activity" | "live" | "mailer" | "log">) {
  const { db, config, activity, live } = deps;
  const reportId = (c: Context<AppEnv>) => {
    const parsed = uuid.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(m.notFound);
    return parsed.data;
  };
  const viewerOf = (c: Context<AppEnv>) => reportViewer(db, c.get("member"), c.get("user"));
  const triager = async (c: Context<AppEnv>) => {
    const viewer = await viewerOf(c);
    assertTriage(viewer);
    return viewer;
  };
  const owner = (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "reports.manage");
    return member;
  };
  const subject = (r: ReportDto) => reportActivity.subject(reportTypes[r.type]);

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const viewer = await viewerOf(c);
        c.header("Cache-Control", "private, no-store");
        return c.json<ReportListDto>({ reports: await listReports(db, viewer), mayTriage: viewer.triage });
      })
      // The Overzicht's 'Te beoordelen': a count and the newest few for who triages, nothing for others.
      .get("/waiting", async (c) => {
        const viewer = await viewerOf(c);
        const [count, items] = viewer.triage
          ? await Promise.all([waitingCount(db, viewer.organisationId), waitingReports(db, viewer.organisationId)])
          : [0, []];
        return c.json({ mayTriage: viewer.triage, count, items });
      })
      .post("/", jsonBody(createReportSchema), async (c) => {
        const member = c.get("member");
        assertAllowed(member, "reports.create");
        const input = await c.req.valid("json")();
        assertHappenedOn(input.happenedOn);
        const user = c.get("user");
        const id = await createReport(db, member.organisationId, {
          ...input,
          source: "medewerker",
          reporterId: user.id,
          receivedOn: today(),
        });
        // An anonymous report is logged without a name: the log and its export are read by more than the Eigenaar.
        await activity.record({
          organisationId: member.organisationId,
          kind: "report.created",
          userId: input.anonymous ? null : user.id,
          actor: input.anonymous ? m.anonymousName : actorOf(user),
          subject: reportActivity.subject(reportTypes[input.type]),
          address: input.anonymous ? null : activity.address(c),
        });
        tellTriagers(deps, member.organisationId, { id, type: input.type });
        return c.json<ReportDto>(newReportDto(id, input, user, today()), 201);
      })
      .get("/settings", async (c) => {
        const member = owner(c);
        c.header("Cache-Control", "private, no-store");
        return c.json<ReportSettingsDto>(await reportSettings(db, config, member.organisationId));
      })
      .put("/settings", jsonBody(reportSettingsSchema), async (c) => {
        const member = owner(c);
        const input = await c.req.valid("json")();
        const members = new Set(
          (
            await db
              .selectFrom("membership")
              .select("user_id")
              .where("organisation_id", "=", member.organisationId)
              .where("role", "<>", "owner")
              .execute()
          ).map((r) => r.user_id),
        );
        const grants = [...new Set(input.grants)];
        if (grants.some((g) => !members.has(g))) throw badRequest(m.grants);
        await saveLinkState(db, member.organisationId, input);
        const at = new Date().toISOString();
        await db.transaction().execute(async (tx) => {
          const kept = await tx
            .selectFrom("report_grant")
            .select("user_id")
            .where("organisation_id", "=", member.organisationId)
            .execute();
          const keep = new Set(kept.map((k) => k.user_id));
          await tx
            .deleteFrom("report_grant")
            .where("organisation_id", "=", member.organisationId)
            .where("user_id", "not in", grants.length ? grants : [""])
            .execute();
          const fresh = grants.filter((g) => !keep.has(g));
          if (fresh.length)
            await tx
              .insertInto("report_grant")
              .values(fresh.map((user_id) => ({ organisation_id: member.organisationId, user_id, created_at: at })))
              .execute();
        });
        await activity.recordFor(c, "report.settings", null, reportActivity.grants(grants.length));
        return c.json<ReportSettingsDto>(await reportSettings(db, config, member.organisationId));
      })
      .post("/link", async (c) => {
        const member = owner(c);
        await renewComplaintLink(db, member.organisationId, config);
        await activity.recordFor(c, "report.link.renewed");
        c.header("Cache-Control", "private, no-store");
        return c.json<ReportSettingsDto>(await reportSettings(db, config, member.organisationId));
      })
      .get("/:id", async (c) => {
        const id = reportId(c);
        const viewer = await viewerOf(c);
        c.header("Cache-Control", "private, no-store");
        return c.json<ReportDto>(await getReport(db, viewer, id));
      })
      .put("/:id/triage", jsonBody(triageReportSchema), async (c) => {
        const id = reportId(c);
        const input = await c.req.valid("json")();
        const viewer = await triager(c);
        const report = await getReport(db, viewer, id);
        await assertEditingAllowed(db, config, viewer.organisationId);
        const member = c.get("member");
        const user = c.get("user");
        const { saved, written } = await triageIntoRegister(db, config, member, user, report, input);
        if (written)
          await live.bus.publish({
            organisationId: member.organisationId,
            name: MELDINGEN_TABLE,
            revision: saved.revision,
            updatedBy: user.id,
            updatedByName: user.name,
            updatedAt: saved.updatedAt,
          });
        const after = await getReport(db, viewer, id);
        await activity.recordFor(c, "report.triaged", subject(after), reportActivity.triaged(input.registerType));
        return c.json<ReportDto>(after);
      })
      .put("/:id/analysis", jsonBody(triageReportSchema.pick({ cause: true, analysis: true })), async (c) => {
        const id = reportId(c);
        const input = await c.req.valid("json")();
        const viewer = await triager(c);
        await getReport(db, viewer, id);
        await updateAnalysis(db, viewer.organisationId, id, input);
        const after = await getReport(db, viewer, id);
        await activity.recordFor(c, "report.analysis", subject(after));
        return c.json<ReportDto>(after);
      })
      .put("/:id/handled", jsonBody(handleReportSchema), async (c) => {
        const id = reportId(c);
        const { feedback } = await c.req.valid("json")();
        const viewer = await triager(c);
        const report = await getReport(db, viewer, id);
        if (report.status === "nieuw") throw badRequest(m.notTriaged);
        await handleReport(db, viewer.organisationId, id, feedback);
        const reporter = report.source === "medewerker" ? await reporterOf(db, viewer.organisationId, id) : null;
        if (reporter)
          sendLater(deps, [
            handledMail({
              to: reporter.email,
              name: reporter.name,
              type: reportTypes[report.type],
              on: formatIsoDate(report.receivedOn),
              feedback,
              link: `${config.appUrl}${paths.meldingen}`,
            }),
          ]);
        const after = await getReport(db, viewer, id);
        await activity.recordFor(c, "report.handled", subject(after));
        return c.json<ReportDto>(after);
      })
  );
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** A complaint is a few kB at most (4,000 + 2,000 characters as JSON, escaped). */
const complaintBodyMax = 64 * 1024;

/**
 * The client's complaint form. Limits per address (a keyed hash of it that changes daily:
 * http/rate-limit.ts), per link (all addresses together, per minute and per hour) and per day, on
 * the clock like the questionnaire's; past a limit the complaint is refused with a Dutch 429 and
 * nothing of it is kept. The link's limits reuse the questionnaire's settings.
 */
export function publicComplaintRoutes(
  deps: Pick<ModuleDeps, "db" | "config" | "log" | "mailer" | "storage" | "activity">,
) {
  const { db, config, storage, activity } = deps;
  const perAddress = async (c: Context, name: string, max: number, windowMs: number) => {
    await enforceRateLimit(c, db, await clientKey(c, { db, config }, name), max, windowMs, { aligned: true });
  };
  const perLink = async (c: Context, key: string, max: number, windowMs: number) =>
    enforceRateLimit(c, db, key, max, windowMs, {
      refusal: (seconds) => new ApiError(429, "rate_limited", m.tooManyNow(seconds)),
      aligned: true,
    });
  const noTrace = (c: Context) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Referrer-Policy", "no-referrer");
  };

  return new Hono()
    .get("/:token", async (c) => {
      noTrace(c);
      await perAddress(c, "complaint-open", config.SURVEY_RATE_LIMIT * 3, minuteMs);
      const link = await openComplaintLink(db, c.req.param("token"));
      return c.json<PublicComplaintDto>({
        organisationName: link.organisationName,
        closed: link.closed,
        regulationUrl: link.regulationFileId ? `/api/public/complaints/${c.req.param("token")}/regulation` : null,
      });
    })
    .get("/:token/regulation", async (c) => {
      noTrace(c);
      await perAddress(c, "complaint-open", config.SURVEY_RATE_LIMIT * 3, minuteMs);
      const link = await openComplaintLink(db, c.req.param("token"));
      if (!link.regulationFileId) throw notFound(m.regulationNotFound);
      const { row, opened } = await openRegulation(db, storage, link.organisationId, link.regulationFileId);
      return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
        status: 200,
        headers: {
          "Content-Type": row.content_type,
          "Content-Length": String(opened.size),
          "Content-Disposition": contentDisposition("attachment", downloadName(row)),
          "Cache-Control": "no-store",
        },
      });
    })
    .post(
      "/:token",
      limitBody(complaintBodyMax, () => {
        throw new ApiError(413, "too_large", httpMessages.tooLarge);
      }),
      jsonBody(publicComplaintSchema),
      async (c) => {
        noTrace(c);
        // Before the token is looked at, so guessing tokens is limited too.
        await perAddress(c, "complaint", config.SURVEY_RATE_LIMIT, minuteMs);
        await perAddress(c, "complaint-hour", config.SURVEY_ADDRESS_HOURLY_LIMIT, hourMs);
        const link = await openComplaintLink(db, c.req.param("token"));
        if (link.closed) throw new ApiError(409, "conflict", m.closed);
        const input = await c.req.valid("json")();
        const org = link.organisationId;
        await perLink(c, `complaint-link:${org}`, config.SURVEY_LINK_MINUTE_LIMIT, minuteMs);
        await perLink(c, `complaint-link-hour:${org}`, config.SURVEY_LINK_HOURLY_LIMIT, hourMs);
        await enforceRateLimit(c, db, `complaint-day:${org}`, config.SURVEY_DAILY_LIMIT, dayMs, {
          refusal: () => new ApiError(429, "rate_limited", m.tooManyToday),
          aligned: true,
        });
        const received = today();
        const id = await createReport(db, org, {
          type: "klacht",
          description: input.description,
          happenedOn: received,
          place: "",
          involved: input.involved,
          immediateAction: "",
          anonymous: false,
          source: "client",
          reporterId: null,
          receivedOn: received,
        });
        await activity.record({
          organisationId: org,
          kind: "report.complaint",
          userId: null,
          actor: m.clientName,
          subject: reportActivity.subject(reportTypes.klacht),
        });
        tellTriagers(deps, org, { id, type: "klacht" });
        if (input.email) {
          const terms = await runRead(db, complaintTermsRead(org));
          const due = complaintClock({ type: "Klacht", klachtOntvangen: received }, received, terms)?.due ?? received;
          sendLater(deps, [
            receiptMail({
              to: input.email,
              organisation: link.organisationName,
              received: formatIsoDate(received),
              decisionBy: formatIsoDate(due),
            }),
          ]);
        }
        return c.json({ ok: true, receivedOn: received }, 201);
      },
    );
}
