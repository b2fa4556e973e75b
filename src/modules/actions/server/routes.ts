/**
 * /api/actions (signed in): the Verbeteracties. Every member reads (also the links of one source:
 * ?sourceKind=…&sourceId=…); Eigenaar and Bewerker make and change them (actions.edit, and the
 * billing lock on top as for other edits). Every accepted change goes into the activity log.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { notFound } from "@core/server/http/errors";
import { jsonBody, queryOf } from "@core/server/http/validate";
import { assertEditingAllowed } from "@modules/billing/server";
import { actionMessages } from "../messages";
import type { ActionDetailDto, ActionDto, ActionsDto } from "../model";
import { actionPageSchema, createActionSchema, updateActionSchema } from "../schemas";
import { formatIsoDate } from "@core/shared/dates";
import { actionHistory, createAction, getAction, listActions, updateAction, type SourceLookups } from "./actions";
import { shorten } from "@core/shared/text-rules";
import { actionActivity } from "./messages";

const actionId = z.uuid();

/** The activity log's subject: the first line of the description, short. */
const subjectOf = (a: ActionDto) => {
  const line = a.description.split("\n")[0]!.trim();
  return shorten(line, 80);
};

export function actionRoutes({
  db,
  config,
  activity,
  reviewExists,
}: Pick<AppDeps, "db" | "config" | "activity"> & SourceLookups) {
  const lookups: SourceLookups = { reviewExists };
  const idOf = (c: Context<AppEnv>) => {
    const parsed = actionId.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(actionMessages.notFound);
    return parsed.data;
  };
  const mayEdit = async (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "actions.edit");
    await assertEditingAllowed(db, config, member.organisationId);
    return member;
  };

  return new Hono<AppEnv>()
    .get("/", queryOf(actionPageSchema), async (c) => {
      const query = c.req.valid("query")();
      return c.json<ActionsDto>(await listActions(db, c.get("member").organisationId, query));
    })
    .get("/:id", async (c) => {
      const id = idOf(c);
      const { organisationId } = c.get("member");
      const action = await getAction(db, organisationId, id);
      return c.json<ActionDetailDto>({ action, history: await actionHistory(db, organisationId, id) });
    })
    .post("/", jsonBody(createActionSchema), async (c) => {
      const member = await mayEdit(c);
      const input = await c.req.valid("json")();
      const { action } = await createAction(db, member, c.get("user"), input, lookups);
      await activity.recordFor(
        c,
        "action.created",
        subjectOf(action),
        actionActivity.due(formatIsoDate(action.dueDate)),
      );
      return c.json({ action }, 201);
    })
    .put("/:id", jsonBody(updateActionSchema), async (c) => {
      const id = idOf(c);
      const member = await mayEdit(c);
      const input = await c.req.valid("json")();
      const { action, changes } = await updateAction(db, member, c.get("user"), id, input);
      if (changes.length > 0) {
        const detail = changes
          .filter((ch) => ch.field !== "Omschrijving" && ch.field !== "Resultaat")
          .map((ch) => `${ch.field}: ${ch.from || "–"} → ${ch.to || "–"}`)
          .concat(
            changes.some((ch) => ch.field === "Omschrijving" || ch.field === "Resultaat") ? ["tekst gewijzigd"] : [],
          )
          .join("; ");
        await activity.recordFor(c, "action.changed", subjectOf(action), detail);
      }
      return c.json({ action });
    });
}
