/**
 * /api/elements: the auditdossier per HKZ element. GET / answers the readiness of all 23 elements
 * ('X van 23 normelementen op orde' and what to do next); GET /:number the element's whole dossier.
 * Every member may read them (as the handbook); the model is modules/elements/model.ts.
 */
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { assertAllowed } from "@core/server/http/permissions";
import { isElementNumber, type ElementDossierDto } from "../model";
import { elementMessages } from "../messages";
import { loadElementDossier, loadReadinessOverview } from "./load";

export function elementRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "handbook.read");
      return c.json(await loadReadinessOverview(db, member.organisationId));
    })
    .get("/:number", async (c) => {
      const member = c.get("member");
      const number = c.req.param("number");
      if (!isElementNumber(number)) throw notFound(elementMessages.notFound);
      assertAllowed(member, "handbook.read");
      return c.json<ElementDossierDto>({ dossier: await loadElementDossier(db, member.organisationId, number) });
    });
}
