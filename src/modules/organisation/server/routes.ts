/** /api/organisation: read and rename the caller's organisation, and switch to another one. */
import { organisationUpdateSchema } from "../schemas";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { jsonBody } from "@core/server/http/validate";
import { chooseOrganisation, getOrganisation, updateOrganisation } from "./organisation";
import { forbidden } from "@core/server/http/errors";
import { switchOrganisationSchema } from "@modules/team/schemas";
import { teamMessages } from "@modules/team/messages";
import { organisationMessages } from "../messages";

export function organisationRoutes({
  db,
  activity,
  onTwoFactorRequired,
}: Pick<AppDeps, "db" | "activity"> & { onTwoFactorRequired?: (organisationId: string) => void }) {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await getOrganisation(db, c.get("member"))))
      .patch("/", jsonBody(organisationUpdateSchema), async (c) => {
        const input = await c.req.valid("json")();
        const updated = await updateOrganisation(db, c.get("member"), c.get("twoFactor").enabled, input);
        const changes = [
          input.name !== undefined ? organisationMessages.nameChanged(input.name) : "",
          input.twoFactorRequired !== undefined ? organisationMessages.twoFactorChanged(input.twoFactorRequired) : "",
        ].filter(Boolean);
        await activity.recordFor(c, "organisation.changed", null, changes.join(", "));
        if (input.twoFactorRequired) onTwoFactorRequired?.(c.get("member").organisationId);
        return c.json(updated);
      })
      // The organisation this session works in; only one the person is a member of.
      .post("/switch", jsonBody(switchOrganisationSchema), async (c) => {
        const { organisationId } = await c.req.valid("json")();
        const membership = await db
          .selectFrom("membership")
          .select("role")
          .where("organisation_id", "=", organisationId)
          .where("user_id", "=", c.get("user").id)
          .executeTakeFirst();
        if (!membership) throw forbidden(teamMessages.notAMemberThere);
        await chooseOrganisation(db, c.get("sessionToken"), organisationId);
        return c.json(await getOrganisation(db, { organisationId, role: membership.role }));
      })
  );
}
