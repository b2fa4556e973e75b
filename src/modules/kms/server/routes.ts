/**
 * /api/kms: load all values of the caller's organisation, save one with its base revision, delete
 * one, add and delete goal sets, and each value's history ('Geschiedenis': its versions, one
 * version, restoring one). Writes need an editor or owner and an organisation that may edit.
 */
import { Hono } from "hono";
import type { AppEnv } from "@core/server/http/context";
import type { AppDeps } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { limitBody } from "@core/server/http/body";
import { jsonBody, parseWith, queryOf } from "@core/server/http/validate";
import { assertMayEdit } from "@modules/billing/server";
import { idSchema, putValueSchema } from "@norm/kms-values";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { historyQuerySchema, restoreSchema } from "../schemas";
import { revisionParam, safeLine } from "@core/shared/input";
import { describeValue } from "@norm/due-items";
import { kmsSaveBytes, withDataRoom } from "@modules/quota/server";
import { findVersion, listVersions, restorableValue } from "./history";
import type { LiveFeature } from "./live";
import {
  addGoalSet,
  assertGoalSetExists,
  assertKnownName,
  deleteGoalSet,
  deleteKmsValue,
  ensureFirstGoalSet,
  findValue,
  loadKmsValues,
  saveInOneStatement,
  saveKmsValue,
  validateKmsValue,
} from "./kms";
import { kmsActivity, kmsMessages } from "../messages";

const nameSchema = safeLine().min(1).max(200);
/** Goal-set parts have no section of their own in the catalogue: the activity log names the topic. */
const goalSetsTitle = kmsActivity.goalSetsTitle;
const revisionSchema = revisionParam();

export function kmsRoutes({
  db,
  config,
  live,
  activity,
}: Pick<AppDeps, "db" | "config" | "activity"> & { live: LiveFeature }) {
  const sectionName = (name: string) => describeValue(name)?.what ?? goalSetsTitle;
  /** After the write committed: tell every open page of the organisation (no value, see live/bus.ts). */
  const announce = (
    member: AppEnv["Variables"]["member"],
    user: AppEnv["Variables"]["user"],
    name: string,
    change: { revision: number; updatedAt: string; deleted?: true },
  ) =>
    live.bus.publish({
      organisationId: member.organisationId,
      name,
      revision: change.revision,
      updatedBy: user.id,
      updatedByName: user.name,
      updatedAt: change.updatedAt,
      ...(change.deleted ? { deleted: true } : {}),
    });

  const canWrite = async (c: { get(k: "member"): AppEnv["Variables"]["member"] }) => {
    const member = c.get("member");
    await assertMayEdit(db, config, member, "kms.edit");
    return member;
  };

  return (
    new Hono<AppEnv>()
      .use(
        limitBody(8 * 1024 * 1024, () => {
          throw new ApiError(413, "too_large", kmsMessages.tooLarge);
        }),
      )
      .get("/values", async (c) => c.json(await loadKmsValues(db, c.get("member").organisationId)))
      // One value, for a page that heard of a colleague's save; null when it is absent or deleted.
      .get("/values/:name", async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        assertKnownName(name);
        return c.json({ value: await findValue(db, c.get("member").organisationId, name) });
      })
      // Server-sent events: the organisation's accepted writes, as they happen.
      .get("/events", (c) => live.events(c))
      .put("/values/:name", jsonBody(putValueSchema), async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        const { value, baseRevision } = await c.req.valid("json")();
        const clean = validateKmsValue(name, value);
        const member = await canWrite(c);
        await assertGoalSetExists(db, member, name);
        const user = c.get("user");
        // The quota check and the write are one step (quota/quota.ts): concurrent saves check in turn.
        // Most saves land in one statement; the others go the transaction's way, which tells why.
        const fast = await saveInOneStatement(db, config, member, user, name, clean, baseRevision);
        const { saved, written } = fast
          ? { saved: fast, written: true }
          : await withDataRoom(db, config, member.organisationId, (tx, fits) => {
              fits(kmsSaveBytes(JSON.stringify(clean)));
              return saveKmsValue(tx, member, user, name, clean, baseRevision);
            });
        if (written) {
          await announce(member, user, name, saved);
          await activity.recordKmsChange(c, name, () => sectionName(name));
        }
        return c.json(saved);
      })
      // 'Geschiedenis': every role may read it (of the names the catalogue knows); restoring is a save.
      .get("/values/:name/history", queryOf(historyQuerySchema), async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        // Not a retired name's versions either (the staff table's are personal data, 0070).
        assertKnownName(name);
        const { before } = c.req.valid("query")();
        return c.json(await listVersions(db, c.get("member"), name, before));
      })
      .get("/values/:name/history/:revision", async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        const revision = parseWith(revisionSchema, c.req.param("revision"));
        assertKnownName(name);
        return c.json(await findVersion(db, c.get("member"), name, revision));
      })
      .post("/values/:name/restore", jsonBody(restoreSchema), async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        const { revision, baseRevision } = await c.req.valid("json")();
        assertKnownName(name);
        const member = await canWrite(c);
        await assertGoalSetExists(db, member, name);
        const value = await restorableValue(db, member, name, revision);
        const user = c.get("user");
        const { saved, written } = await withDataRoom(db, config, member.organisationId, (tx, fits) => {
          fits(kmsSaveBytes(JSON.stringify(value)));
          return saveKmsValue(tx, member, user, name, value, baseRevision);
        });
        if (written) {
          await announce(member, user, name, saved);
          await activity.recordFor(c, "kms.restored", sectionName(name), kmsActivity.version(revision));
        }
        return c.json({ ...saved, value });
      })
      .delete("/values/:name", async (c) => {
        const name = parseWith(nameSchema, c.req.param("name"));
        assertKnownName(name);
        const member = await canWrite(c);
        // A delete adds a history row too; it takes the usage lock first like a save (one lock order).
        const gone = await withDataRoom(db, config, member.organisationId, (tx) =>
          deleteKmsValue(tx, member, c.get("user"), name),
        );
        if (gone) {
          await announce(member, c.get("user"), name, { ...gone, deleted: true });
          await activity.recordFor(c, "kms.changed", sectionName(name), kmsActivity.emptied);
        }
        return c.body(null, 204);
      })
      .post("/goal-sets", async (c) => {
        const member = await canWrite(c);
        const added = await addGoalSet({ db, config }, member, c.get("user"));
        await announce(member, c.get("user"), GOAL_SETS_NAME, added.list);
        await activity.recordFor(c, "kms.changed", goalSetsTitle, kmsActivity.goalSetAdded);
        return c.json(added, 201);
      })
      .post("/goal-sets/first", async (c) => {
        const member = await canWrite(c);
        const { list, created } = await ensureFirstGoalSet({ db, config }, member, c.get("user"));
        if (created) {
          await announce(member, c.get("user"), GOAL_SETS_NAME, list);
          await activity.recordFor(c, "kms.changed", goalSetsTitle, kmsActivity.firstGoalSet);
        }
        return c.json({ list }, created ? 201 : 200);
      })
      .delete("/goal-sets/:id", async (c) => {
        const id = parseWith(idSchema, c.req.param("id"));
        const member = await canWrite(c);
        const { list, deleted } = await deleteGoalSet({ db, config }, member, c.get("user"), id);
        await announce(member, c.get("user"), GOAL_SETS_NAME, list);
        for (const d of deleted) await announce(member, c.get("user"), d.name, { ...d, deleted: true });
        await activity.recordFor(c, "kms.changed", goalSetsTitle, kmsActivity.goalSetDeleted);
        return c.json({ list });
      })
  );
}
