/**
 * /api/audits (signed in): the internal audits of the organisation. Every member reads; Eigenaar and
 * Bewerker plan and assess (audits.edit, with the billing lock on top as for other edits); only the
 * Eigenaar sets the certification cycle's start (audits.cycle). Each handler: validate → load with
 * the organisation → 404 → permission → change → the current state.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../http/context";
import { assertAllowed } from "../http/permissions";
import { notFound } from "../http/errors";
import { readJson } from "../http/validate";
import { assertEditingAllowed } from "../billing/access";
import type { Action } from "../../shared/permissions";
import {
  auditCycleInputSchema,
  auditInputSchema,
  auditMessages,
  auditPointsInputSchema,
  auditUpdateSchema,
  type AuditDetailDto,
  type AuditsDto,
} from "../../shared/audits";
import { auditsOverview, createAudit, deleteAudit, getAudit, savePoints, setCycleStart, updateAudit } from "./audits";

const idSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export function auditRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
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

  return new Hono<AppEnv>()
    .get("/", async (c) => c.json<AuditsDto>(await auditsOverview(db, c.get("member").organisationId)))
    .put("/cycle", async (c) => {
      const { startsOn } = await readJson(c, auditCycleInputSchema);
      const member = await mayChange(c, "audits.cycle");
      await setCycleStart(db, member.organisationId, c.get("user"), startsOn);
      return c.json<AuditsDto>(await auditsOverview(db, member.organisationId));
    })
    .post("/", async (c) => {
      const input = await readJson(c, auditInputSchema);
      const member = await mayChange(c);
      return c.json<AuditDetailDto>(await createAudit(db, member.organisationId, c.get("user"), input), 201);
    })
    .get("/:id", async (c) => c.json<AuditDetailDto>(await getAudit(db, c.get("member").organisationId, idOf(c))))
    .put("/:id", async (c) => {
      const id = idOf(c);
      const input = await readJson(c, auditUpdateSchema);
      await getAudit(db, c.get("member").organisationId, id);
      const member = await mayChange(c);
      return c.json<AuditDetailDto>(await updateAudit(db, member.organisationId, c.get("user"), id, input));
    })
    .put("/:id/points", async (c) => {
      const id = idOf(c);
      const input = await readJson(c, auditPointsInputSchema);
      await getAudit(db, c.get("member").organisationId, id);
      const member = await mayChange(c);
      return c.json<AuditDetailDto>(await savePoints(db, member.organisationId, c.get("user"), id, input));
    })
    .delete("/:id", async (c) => {
      const id = idOf(c);
      await getAudit(db, c.get("member").organisationId, id);
      const member = await mayChange(c);
      await deleteAudit(db, member.organisationId, id);
      return c.json({ ok: true });
    });
}
