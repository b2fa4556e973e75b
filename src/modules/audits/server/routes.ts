/**
 * /api/audits (signed in): the internal audits of the organisation. Every member reads; Eigenaar and
 * Bewerker plan and assess (audits.edit, with the billing lock on top as for other edits); only the
 * Eigenaar sets the certification cycle's start (audits.cycle). Each handler: validate → load with
 * the organisation → 404 → permission → change → the current state.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { notFound } from "@core/server/http/errors";
import { jsonBody } from "@core/server/http/validate";
import { assertEditingAllowed } from "@modules/billing/server";
import type { Action } from "@core/shared/permissions";
import type { ActivityKind } from "@modules/activity/model";
import { formatIsoDate } from "@core/shared/dates";
import { auditCycleInputSchema, auditInputSchema, auditPointsInputSchema, auditUpdateSchema } from "../schemas";
import { auditMessages } from "../messages";
import {
  auditActivityText,
  auditReportText,
  type AuditDetailDto,
  type AuditPointRefDto,
  type AuditsDto,
} from "../model";
import {
  auditOfPoint,
  auditsOverview,
  createAudit,
  deleteAudit,
  getAudit,
  savePoints,
  setCycleStart,
  updateAudit,
} from "./audits";

const idSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export function auditRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  /** The activity log names an audit by its date (dd-MM-yyyy). */
  const record = (c: Context<AppEnv>, kind: ActivityKind, audit: { date: string }, detail?: string) =>
    activity.recordFor(c, kind, auditReportText.audit(audit.date), detail ?? null);

  const idOf = (c: Context<AppEnv>) => {
    const parsed = idSchema.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(auditMessages.unknownAudit);
    return parsed.data;
  };
  const mayChange = async (c: Context<AppEnv>, action: Action = "audits.edit") => {
    const member = c.get("member");
    assertAllowed(member, action);
    await assertEditingAllowed(db, config, member.organisationId);
    return member;
  };

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json<AuditsDto>(await auditsOverview(db, c.get("member").organisationId)))
      .put("/cycle", jsonBody(auditCycleInputSchema), async (c) => {
        const { startsOn } = await c.req.valid("json")();
        const member = await mayChange(c, "audits.cycle");
        await setCycleStart(db, member.organisationId, c.get("user"), startsOn);
        await activity.recordFor(
          c,
          "audit.changed",
          auditActivityText.cycle,
          startsOn ? formatIsoDate(startsOn) : null,
        );
        return c.json<AuditsDto>(await auditsOverview(db, member.organisationId));
      })
      .post("/", jsonBody(auditInputSchema), async (c) => {
        const input = await c.req.valid("json")();
        const member = await mayChange(c);
        const audit = await createAudit(db, member.organisationId, c.get("user"), input);
        await record(c, "audit.planned", audit, audit.elements.join(", "));
        return c.json<AuditDetailDto>(audit, 201);
      })
      // An improvement action links back to its finding by the point's id; this finds its audit.
      .get("/points/:pointId", async (c) => {
        const pointId = idSchema.safeParse(c.req.param("pointId"));
        const auditId = pointId.success
          ? await auditOfPoint(db, c.get("member").organisationId, pointId.data)
          : undefined;
        if (!pointId.success || !auditId) throw notFound(auditMessages.unknownFinding);
        return c.json<AuditPointRefDto>({ auditId, pointId: pointId.data });
      })
      .get("/:id", async (c) => c.json<AuditDetailDto>(await getAudit(db, c.get("member").organisationId, idOf(c))))
      .put("/:id", jsonBody(auditUpdateSchema), async (c) => {
        const id = idOf(c);
        const input = await c.req.valid("json")();
        await getAudit(db, c.get("member").organisationId, id);
        const member = await mayChange(c);
        const audit = await updateAudit(db, member.organisationId, c.get("user"), id, input);
        await record(c, "audit.changed", audit, audit.elements.join(", "));
        return c.json<AuditDetailDto>(audit);
      })
      .put("/:id/points", jsonBody(auditPointsInputSchema), async (c) => {
        const id = idOf(c);
        const input = await c.req.valid("json")();
        await getAudit(db, c.get("member").organisationId, id);
        const member = await mayChange(c);
        const audit = await savePoints(db, member.organisationId, c.get("user"), id, input);
        await record(c, "audit.assessed", audit, auditActivityText.points(input.points.length));
        return c.json<AuditDetailDto>(audit);
      })
      .delete("/:id", async (c) => {
        const id = idOf(c);
        const audit = await getAudit(db, c.get("member").organisationId, id);
        const member = await mayChange(c);
        await deleteAudit(db, member.organisationId, id);
        await record(c, "audit.deleted", audit);
        return c.json({ ok: true });
      })
  );
}
