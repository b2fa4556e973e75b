/**
 * Auditor access.
 * - /api/auditor/links (signed in, Eigenaar only): make, list, revoke and mail read-only links.
 * - /api/auditor-view (open, no account): what the link opens — the handbook model and the
 *   organisation's documents — and nothing else. The token comes in the Authorization header
 *   (Bearer), never in a URL, so it reaches no log and no Referer. Every answer is noindex and not
 *   cached; opening and failed tokens are rate limited per client address.
 */
import { Readable } from "node:stream";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import type { Mailer } from "@core/server/mail";
import { ApiError, notFound } from "@core/server/http/errors";
import { jsonBody, readJson } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { clientAddress } from "@core/server/http/client-address";
import { clientKey, enforceRateLimit } from "@core/server/http/rate-limit";
import { downloadName, findReadyFile, listAllFiles, isLinked } from "@modules/documents/server";
import { contentDisposition } from "@core/server/http/content-disposition";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { loadHandbook } from "@modules/handbook/server";
import { loadElementDossier, loadReadinessOverview } from "@modules/elements/server";
import { isElementNumber, type ElementDossierDto } from "@modules/elements/model";
import { elementMessages } from "@modules/elements/messages";
import { auditorMessages } from "../messages";
import { type AuditorViewDto } from "../model";
import { createAuditorLinkSchema, mailAuditorLinkSchema } from "../schemas";
import { categoryTitle } from "@norm/catalogue";
import { formatDateTimeNl } from "@core/shared/format-date";
import { actorOf } from "@modules/activity/server";
import { auditorActivity } from "./messages";
import {
  AuditorLinkRefused,
  createAuditorLink,
  listAuditorLinks,
  mailAuditorLink,
  openAuditorLink,
  recordAccess,
  revokeAuditorLink,
  type OpenedLink,
} from "./links";
import { questionLimits } from "../model";
import { questionMessages } from "../messages";
import { askQuestionSchema } from "../schemas";
import { hkzElement } from "@norm/norm";
import { shorten } from "@core/shared/text-rules";
import { askQuestion, isAnswerFileOf, mailQuestion, questionsOfAuditor } from "./questions";
import { personnelForAuditor } from "@modules/personnel/server";
import { amsterdamDay } from "@core/shared/calendar-day";

const linkId = z.uuid();
const noInput = z.object({}).strict();

export function auditorLinkRoutes({
  db,
  config,
  activity,
  mailer,
}: Pick<AppDeps, "db" | "config" | "activity"> & { mailer: Mailer }) {
  const owner = (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "auditor.manage");
    return member;
  };
  const idOf = (c: Context<AppEnv>) => {
    const parsed = linkId.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(auditorMessages.linkNotFound);
    return parsed.data;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ links: await listAuditorLinks(db, owner(c)) }))
    .post("/", jsonBody(createAuditorLinkSchema), async (c) => {
      const member = owner(c);
      const input = await c.req.valid("json")();
      const created = await createAuditorLink(db, config, member, c.get("user"), input);
      await activity.recordFor(
        c,
        "auditor.link.created",
        actorOf(created.link),
        auditorActivity.validUntil(formatDateTimeNl(created.link.expiresAt)),
      );
      c.header("Cache-Control", "no-store");
      return c.json(created, 201);
    })
    .post("/:id/revoke", async (c) => {
      const member = owner(c);
      const id = idOf(c);
      await readJson(c, noInput, { allowEmpty: true });
      const link = await revokeAuditorLink(db, member, id);
      await activity.recordFor(c, "auditor.link.revoked", actorOf(link));
      return c.json({ link });
    })
    .post("/:id/mail", jsonBody(mailAuditorLinkSchema), async (c) => {
      const member = owner(c);
      const id = idOf(c);
      // Each call sends a mail to an address the caller typed: limited per user and per organisation.
      const refusal = () => new ApiError(429, "rate_limited", auditorMessages.mailTooMany);
      await enforceRateLimit(c, db, `auditor-mail-user:${c.get("user").id}`, config.AUDITOR_MAIL_HOURLY_LIMIT, hourMs, {
        refusal,
        aligned: true,
      });
      await enforceRateLimit(
        c,
        db,
        `auditor-mail-org:${member.organisationId}`,
        config.AUDITOR_MAIL_HOURLY_LIMIT,
        hourMs,
        { refusal, aligned: true },
      );
      const { token } = await c.req.valid("json")();
      return c.json({ link: await mailAuditorLink(db, config, mailer, member, c.get("user"), id, token) });
    });
}

/**
 * Both limits (openings, and refused or missing tokens) allow AUTH_RATE_LIMIT requests per client
 * address in this window: plenty for an auditor, far too few to guess a 256-bit token.
 */
const failureWindowMs = 60_000;

const auditorActor = (link: OpenedLink) => `${link.auditorName} (auditor)`;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export function auditorViewRoutes({
  db,
  config,
  activity,
  log,
  storage,
  mailer,
}: Pick<AppDeps, "db" | "config" | "activity" | "log"> & { storage: FileStorage; mailer: Mailer }) {
  const documentId = z.uuid();
  const addressOf = (c: Context) => clientAddress(c, config.TRUST_PROXY);

  /** Counts one request against a limit of this client; 429 when it is over. */
  const limit = async (c: Context, name: string) =>
    enforceRateLimit(c, db, await clientKey(c, { db, config }, name), config.AUTH_RATE_LIMIT, failureWindowMs);

  /** The link of the Bearer token; a refused token counts against the address's failure limit. */
  async function linkOf(c: Context): Promise<OpenedLink> {
    const header = c.req.header("authorization") ?? "";
    const token = /^Bearer ([^\s]+)$/i.exec(header)?.[1];
    try {
      return await openAuditorLink(db, token);
    } catch (err) {
      if (err instanceof AuditorLinkRefused) await limit(c, "auditor-failed");
      throw err;
    }
  }

  /** Every answer, also an error (made by app.ts's onError from these prepared headers): noindex, not cached. */
  const noindex: MiddlewareHandler = async (c, next) => {
    const headers = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };

  return (
    new Hono()
      .use("*", noindex)
      .get("/", async (c) => {
        await limit(c, "auditor-open");
        const link = await linkOf(c);
        const [handbook, files, readiness, questions, personnel] = await Promise.all([
          loadHandbook(db, link.organisationId),
          listAllFiles(db, link.organisationId),
          loadReadinessOverview(db, link.organisationId),
          questionsOfAuditor(db, link),
          personnelForAuditor(db, link.organisationId, amsterdamDay(new Date())),
        ]);
        await recordAccess(db, link, { kind: "opened", clientAddress: addressOf(c) });
        await activity.record({
          organisationId: link.organisationId,
          kind: "auditor.opened",
          userId: null,
          actor: auditorActor(link),
          address: addressOf(c),
        });
        return c.json<AuditorViewDto>({
          organisationName: link.organisationName,
          auditorName: link.auditorName,
          expiresAt: link.expiresAt,
          handbook,
          elements: readiness.elements,
          documents: files.map((f) => ({
            id: f.id,
            name: f.name,
            category: f.category,
            size: f.size,
            uploadedAt: f.uploadedAt,
          })),
          questions,
          personnel,
        });
      })
      .post("/questions", jsonBody(askQuestionSchema), async (c) => {
        const link = await linkOf(c);
        await enforceRateLimit(c, db, `auditor-question:${link.id}`, questionLimits.perLinkPerHour, hourMs, {
          refusal: (seconds) => new ApiError(429, "rate_limited", questionMessages.tooMany(Math.ceil(seconds / 60))),
        });
        // The hour's limit alone still lets a leaked link mail the team 720 times a day.
        await enforceRateLimit(c, db, `auditor-question-day:${link.id}`, config.AUDITOR_QUESTION_DAILY_LIMIT, dayMs, {
          refusal: () => new ApiError(429, "rate_limited", questionMessages.tooManyToday),
          aligned: true,
        });
        const input = await c.req.valid("json")();
        const question = await askQuestion(db, link, input);
        await activity.record({
          organisationId: link.organisationId,
          kind: "auditor.question",
          userId: null,
          actor: auditorActor(link),
          subject: `${input.element} ${hkzElement(input.element).title}`,
          detail: shorten(input.question, 200),
          address: addressOf(c),
        });
        await mailQuestion({ db, config, mailer, log }, link, question);
        return c.json({ question }, 201);
      })
      .get("/elements/:number", async (c) => {
        const link = await linkOf(c);
        const number = c.req.param("number");
        if (!isElementNumber(number)) throw notFound(elementMessages.notFound);
        return c.json<ElementDossierDto>({ dossier: await loadElementDossier(db, link.organisationId, number) });
      })
      // Through an element: only a document linked to it.
      .get("/elements/:number/documents/:id", async (c) => {
        const link = await linkOf(c);
        const number = c.req.param("number");
        const parsed = documentId.safeParse(c.req.param("id"));
        if (
          !isElementNumber(number) ||
          !parsed.success ||
          !(await isLinked(db, link.organisationId, parsed.data, number))
        )
          throw notFound(auditorMessages.documentNotFound);
        return download(c, link, parsed.data);
      })
      .get("/documents/:id", async (c) => {
        const link = await linkOf(c);
        const parsed = documentId.safeParse(c.req.param("id"));
        if (!parsed.success) throw notFound(auditorMessages.documentNotFound);
        return download(c, link, parsed.data);
      })
  );

  /**
   * Streams one ready document of the link's organisation, on the record (access list and activity
   * log). A person's file (Medewerkers) only when it is linked to an answer to this auditor's questions.
   */
  async function download(c: Context, link: OpenedLink, id: string): Promise<Response> {
    const personnel = await isAnswerFileOf(db, link, id);
    const row = await findReadyFile(db, link.organisationId, id, { personnel }).catch((err: unknown) => {
      throw err instanceof ApiError && err.status === 404 ? notFound(auditorMessages.documentNotFound) : err;
    });
    let opened;
    try {
      opened = await storage.open(row.storage_key);
    } catch (err) {
      if (err instanceof StoredBytesMissing) throw notFound(auditorMessages.documentNotFound);
      throw err;
    }
    try {
      await recordAccess(db, link, {
        kind: "document",
        documentId: row.id,
        documentName: row.name ?? "",
        clientAddress: addressOf(c),
      });
      await activity.record({
        organisationId: link.organisationId,
        kind: "auditor.downloaded",
        userId: null,
        actor: auditorActor(link),
        subject: row.name,
        detail: categoryTitle(row.category),
        address: addressOf(c),
      });
    } catch (err) {
      // No download that is not on the record.
      opened.stream.destroy();
      throw err;
    }
    return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
      status: 200,
      headers: {
        "Content-Type": row.content_type,
        "Content-Length": String(opened.size),
        "Content-Disposition": contentDisposition("attachment", downloadName(row)),
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
}
