/** /api/organisation: read and rename the caller's organisation. */
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import type { Db } from "../db";
import { readJson } from "../http/validate";
import { organisationUpdateSchema } from "../../shared/schemas";
import { getOrganisation, renameOrganisation } from "./organisation";

export function organisationRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getOrganisation(db, c.get("member"))))
    .patch("/", async (c) => {
      const { name } = await readJson(c, organisationUpdateSchema);
      return c.json(await renameOrganisation(db, c.get("member"), name));
    });
}
