/**
 * /api/kms: load all values of the caller's organisation, save one with its base revision, delete
 * one, add and delete goal sets. Writes need an editor or owner and an organisation that may edit.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import type { AppDeps } from "../app";
import { ApiError } from "../http/errors";
import { limitBody } from "../http/body";
import { parseWith, readJson } from "../http/validate";
import { assertMayEdit } from "../access/edit-access";
import { idSchema, putValueSchema } from "../../shared/kms-values";
import { assertKmsRoom, storageUsage } from "./usage";
import {
  addGoalSet,
  assertGoalSetExists,
  assertKnownName,
  deleteGoalSet,
  deleteKmsValue,
  loadKmsValues,
  saveKmsValue,
  validateKmsValue,
} from "./kms";

const nameSchema = z.string().min(1).max(200);

export function kmsRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  const canWrite = async (c: { get(k: "member"): AppEnv["Variables"]["member"] }) => {
    const member = c.get("member");
    await assertMayEdit(db, config, member, "kms.edit");
    return member;
  };

  return (
    new Hono<AppEnv>()
      .use(
        limitBody(8 * 1024 * 1024, () => {
          throw new ApiError(413, "too_large", "Deze wijziging is te groot om op te slaan.");
        }),
      )
      .get("/values", async (c) => c.json(await loadKmsValues(db, c.get("member"))))
      // Shown under Instellingen: what the organisation stores against its quotas.
      .get("/usage", async (c) => c.json(await storageUsage(db, config, c.get("member").organisationId)))
      .put("/values/:name", async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        const { value, baseRevision } = await readJson(c, putValueSchema);
        const clean = validateKmsValue(name, value);
        const member = await canWrite(c);
        await assertGoalSetExists(db, member, name);
        await assertKmsRoom(db, config, member.organisationId, JSON.stringify(clean));
        return c.json(await saveKmsValue(db, member, c.get("user"), name, clean, baseRevision));
      })
      .delete("/values/:name", async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        assertKnownName(name);
        const member = await canWrite(c);
        await deleteKmsValue(db, member, c.get("user"), name);
        return c.body(null, 204);
      })
      .post("/goal-sets", async (c) => {
        const member = await canWrite(c);
        return c.json(await addGoalSet(db, member, c.get("user")), 201);
      })
      .delete("/goal-sets/:id", async (c) => {
        const id = parseWith(idSchema, c.req.param("id"));
        const member = await canWrite(c);
        return c.json({ list: await deleteGoalSet(db, member, c.get("user"), id) });
      })
  );
}
