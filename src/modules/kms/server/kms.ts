/**
 * KMS values of an organisation: load all, save one with optimistic concurrency, delete one, and
 * the goal-set list operations. Every query carries the organisation id; every accepted write,
 * deletes included, appends to kms_revision (who, when, value) through the database trigger.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, type Read } from "@core/server/db/read-together";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, badRequest } from "@core/server/http/errors";
import { parseWith } from "@core/server/http/validate";
import {
  assertWithinLimits,
  goalSetIdOf,
  kindOf,
  TooLargeError,
  valueSchema,
  type KmsSavedDto,
  type KmsValueDto,
  type KmsValuesDto,
} from "@norm/kms-values";
import { GOAL_SETS_NAME, goalStatusName, goalTableName, goalTextName } from "@norm/kms-names";
import { kmsSaveBytes, lockedKmsBytes, withDataRoom } from "@modules/quota/server";
import { kmsMessages } from "../messages";

type Row = {
  name: string;
  value: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  updated_by_name: string | null;
};

const present = (r: Row): KmsValueDto => ({
  value: JSON.parse(r.value),
  revision: r.revision,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
  updatedByName: r.updated_by_name,
});

/** Live values with the name of who saved each last (shown as 'Laatst gewijzigd door …'). */
const selectValues = (db: Db, organisationId: string) =>
  db
    .selectFrom("kms_value")
    .leftJoin("user", "user.id", "kms_value.updated_by")
    .select([
      "kms_value.name as name",
      "kms_value.value as value",
      "kms_value.revision as revision",
      "kms_value.updated_at as updated_at",
      "kms_value.updated_by as updated_by",
      "user.name as updated_by_name",
    ])
    .where("kms_value.organisation_id", "=", organisationId)
    .where("kms_value.deleted", "=", 0);

// Compiled once (db/compiled-once.ts): the values are read on most pages and by the overview and calendar.
const liveValues = compiledOnce(selectValues);
const liveValue = compiledOnce((db: Db, organisationId: string, name: string) =>
  selectValues(db, organisationId).where("kms_value.name", "=", name),
);

/** The organisation's live values, as a read that can share a round trip (db/read-together.ts). */
export const kmsValuesRead = (organisationId: string): Read<KmsValuesDto> =>
  read(liveValues.with(organisationId), (rows) => ({
    values: Object.fromEntries(rows.map((r) => [r.name, present(r)])),
  }));

export async function loadKmsValues(db: Db, organisationId: string): Promise<KmsValuesDto> {
  return runRead(db, kmsValuesRead(organisationId));
}

/** The live value of a name; a deleted one (its tombstone) reads as absent. */
export async function findValue(db: Db, organisationId: string, name: string): Promise<KmsValueDto | null> {
  const [row] = await liveValue(db, organisationId, name);
  return row ? present(row) : null;
}

export function assertKnownName(name: string) {
  const kind = kindOf(name);
  if (!kind) throw badRequest(kmsMessages.unknownName);
  return kind;
}

/** Checks a value against the catalogue: 400 for an unknown name or wrong shape, 413 when too large. */
export function validateKmsValue(name: string, value: unknown): unknown {
  const kind = assertKnownName(name);
  try {
    assertWithinLimits(kind, value);
  } catch (e) {
    if (e instanceof TooLargeError) throw new ApiError(413, "too_large", e.message);
    throw e;
  }
  return parseWith(valueSchema(kind), value);
}

function conflict(current: KmsValueDto | null): ApiError {
  return new ApiError(409, "conflict", kmsMessages.conflict, { current });
}

/** The update of an existing value, if it is still at `baseRevision` and differs. */
type Update = [
  json: string,
  revision: number,
  at: string,
  userId: string,
  organisationId: string,
  name: string,
  baseRevision: number,
];
const updateQuery = (db: Db, ...[json, revision, at, userId, organisationId, name, baseRevision]: Update) =>
  db
    .updateTable("kms_value")
    .set({ value: json, revision, updated_at: at, updated_by: userId })
    .where("organisation_id", "=", organisationId)
    .where("name", "=", name)
    .where("revision", "=", baseRevision)
    .where("deleted", "=", 0)
    .where("value", "!=", json)
    .returning("revision");

/** The save of an existing value under the quota lock, compiled once (see db/compiled-once.ts). */
const updateValue = compiledOnce(updateQuery);

/**
 * The common autosave in one statement, without a transaction of its own: the update of an existing
 * value lands only if its revision is still the base, the value differs and the save fits in the
 * quota (the usage read in the same statement, its row locked on PostgreSQL as withDataRoom locks
 * it). The triggers (history, usage, search) run inside that statement. Answers undefined when it
 * did not land — a conflict, the same value, a full quota or a first save — and then nothing was
 * written: the caller takes the transaction path (withDataRoom + saveKmsValue), which tells which.
 */
const updateValueWithinRoom = compiledOnce((db: Db, room: number, ...update: Update) =>
  updateQuery(db, ...update).where((eb) => eb(eb.fn.coalesce(lockedKmsBytes(db, update[4]), eb.lit(0)), "<=", room)),
);

export async function saveInOneStatement(
  db: Db,
  config: Config,
  member: Member,
  user: SessionUser,
  name: string,
  value: unknown,
  baseRevision: number,
): Promise<KmsSavedDto | undefined> {
  if (baseRevision === 0) return undefined;
  const json = JSON.stringify(value);
  const at = now();
  const room = config.QUOTA_KMS_BYTES - kmsSaveBytes(json);
  const [written] = await updateValueWithinRoom(
    db,
    room,
    json,
    baseRevision + 1,
    at,
    user.id,
    member.organisationId,
    name,
    baseRevision,
  );
  return written && { revision: Number(written.revision), updatedAt: at, updatedBy: user.id, updatedByName: user.name };
}

/**
 * Saves one value if nobody changed it since `baseRevision`. The revision check and the write are
 * one conditional statement, so two concurrent writers can never both win. `written` is false when
 * the same value was already stored (nothing changed, nothing to announce). The route runs it
 * inside the quota check's transaction (quota/quota.ts withDataRoom).
 */
export async function saveKmsValue(
  db: Db,
  member: Member,
  user: SessionUser,
  name: string,
  value: unknown,
  baseRevision: number,
): Promise<{ saved: KmsSavedDto; written: boolean }> {
  const json = JSON.stringify(value);
  const at = now();
  // One conditional statement: it lands only if the stored revision is still the base (and the
  // value differs); the database appends the revision history in the same statement (migrations
  // 0005, 0006). Only when it does not land do we read the row, to tell a conflict from a no-op.
  // Base 0 means "there is no value": it creates the row, or revives a deleted one above its last
  // revision, so the revisions of a name never restart and a tab holding an old one gets a 409.
  const written =
    baseRevision === 0
      ? await db
          .insertInto("kms_value")
          .values({
            organisation_id: member.organisationId,
            name,
            value: json,
            revision: 1,
            updated_at: at,
            updated_by: user.id,
          })
          .onConflict((oc) =>
            oc
              .columns(["organisation_id", "name"])
              .doUpdateSet((eb) => ({
                value: json,
                revision: eb("kms_value.revision", "+", 1),
                updated_at: at,
                updated_by: user.id,
                deleted: 0,
              }))
              .where("kms_value.deleted", "=", 1),
          )
          .returning("revision")
          .executeTakeFirst()
      : (await updateValue(db, json, baseRevision + 1, at, user.id, member.organisationId, name, baseRevision))[0];
  if (!written) {
    const current = await findValue(db, member.organisationId, name);
    // Same value already stored: an edit equal to the current value, or a retry of a save whose
    // answer was lost on the way back. Not a conflict.
    if (current && JSON.stringify(current.value) === json) {
      const { value: _stored, ...saved } = current;
      return { saved, written: false };
    }
    throw conflict(current);
  }
  return {
    saved: { revision: Number(written.revision), updatedAt: at, updatedBy: user.id, updatedByName: user.name },
    written: true,
  };
}

/**
 * Deletes a value by turning its row into a tombstone one revision higher; the history trigger
 * records the delete (value null). Deleting an absent or already deleted value does nothing.
 * Answers the tombstone's revision and time, or null when there was nothing to delete.
 */
export async function deleteKmsValue(
  db: Db,
  member: Member,
  user: SessionUser,
  name: string,
): Promise<{ revision: number; updatedAt: string } | null> {
  const at = now();
  const row = await db
    .updateTable("kms_value")
    .set((eb) => ({
      value: "null",
      revision: eb("revision", "+", 1),
      updated_at: at,
      updated_by: user.id,
      deleted: 1,
    }))
    .where("organisation_id", "=", member.organisationId)
    .where("name", "=", name)
    .where("deleted", "=", 0)
    .returning("revision")
    .executeTakeFirst();
  return row ? { revision: Number(row.revision), updatedAt: at } : null;
}

const goalSetGone = () => new ApiError(404, "not_found", kmsMessages.goalSetGone);

/**
 * A goal's text, table or status may only be saved for a set in the organisation's list, so nobody
 * can store values under invented set ids. (A set deleted between this check and the write leaves
 * at most one orphaned value, which no page shows.)
 */
export async function assertGoalSetExists(db: Db, member: Member, name: string): Promise<void> {
  const setId = goalSetIdOf(name);
  if (setId === undefined) return;
  const { ids } = await readGoalSets(db, member.organisationId);
  if (!ids.includes(setId)) throw goalSetGone();
}

async function readGoalSets(
  db: Db,
  organisationId: string,
): Promise<{ ids: string[]; revision: number; current: KmsValueDto | null }> {
  const current = await findValue(db, organisationId, GOAL_SETS_NAME);
  const ids = Array.isArray(current?.value)
    ? (current!.value as unknown[]).filter((v): v is string => typeof v === "string")
    : [];
  return { ids, revision: current?.revision ?? 0, current };
}

/**
 * The goal-set writes read the list, change it and save it in one step under the organisation's
 * usage lock, checked against the quota like a text save (quota/quota.ts): the usage row is locked
 * before the list's row, in the same order as every other KMS write.
 */
type GoalSetDeps = { db: Db; config: Config };

/** Appends a new goal set; answers the new list value. */
export async function addGoalSet(
  { db, config }: GoalSetDeps,
  member: Member,
  user: SessionUser,
): Promise<{ id: string; list: KmsValueDto }> {
  return withDataRoom(db, config, member.organisationId, async (tx, fits) => {
    const { ids, revision } = await readGoalSets(tx, member.organisationId);
    if (ids.length >= 200) throw new ApiError(409, "too_many", kmsMessages.tooManyGoalSets);
    const id = randomUUID();
    const value = [...ids, id];
    fits(kmsSaveBytes(JSON.stringify(value)));
    const { saved } = await saveKmsValue(tx, member, user, GOAL_SETS_NAME, value, revision);
    return { id, list: { value, ...saved } };
  });
}

/**
 * A new organisation's goal list starts with one set, as a table starts with one row: made when an
 * editor first opens the page, so 'Nieuwe doelstelling toevoegen' adds a second one. Idempotent: with a set
 * already there (or made by a concurrent call), it answers the list and creates nothing.
 */
export async function ensureFirstGoalSet(
  { db, config }: GoalSetDeps,
  member: Member,
  user: SessionUser,
): Promise<{ list: KmsValueDto; created: boolean }> {
  try {
    return await withDataRoom(db, config, member.organisationId, async (tx, fits) => {
      const { ids, revision, current } = await readGoalSets(tx, member.organisationId);
      if (current && ids.length > 0) return { list: current, created: false };
      const value = [randomUUID()];
      fits(kmsSaveBytes(JSON.stringify(value)));
      const { saved } = await saveKmsValue(tx, member, user, GOAL_SETS_NAME, value, revision);
      return { list: { value, ...saved }, created: true };
    });
  } catch (e) {
    // Another tab made the first set between our read and write: its list is the answer.
    const current = await findValue(db, member.organisationId, GOAL_SETS_NAME);
    if (e instanceof ApiError && e.code === "conflict" && current) return { list: current, created: false };
    throw e;
  }
}

/**
 * Deletes a goal set and both of its values; the last set cannot be deleted. Answers the new list
 * and the revisions of the values it deleted (for the live-update events).
 */
export async function deleteGoalSet(
  { db, config }: GoalSetDeps,
  member: Member,
  user: SessionUser,
  setId: string,
): Promise<{ list: KmsValueDto; deleted: { name: string; revision: number; updatedAt: string }[] }> {
  return withDataRoom(db, config, member.organisationId, async (tx, fits) => {
    const { ids, revision } = await readGoalSets(tx, member.organisationId);
    if (!ids.includes(setId)) throw goalSetGone();
    if (ids.length <= 1) throw new ApiError(409, "last_goal_set", kmsMessages.lastGoalSet);
    const value = ids.filter((i) => i !== setId);
    // The shorter list is saved as a new version, its history row kept: it needs room like a save.
    fits(kmsSaveBytes(JSON.stringify(value)));
    const { saved } = await saveKmsValue(tx, member, user, GOAL_SETS_NAME, value, revision);
    const deleted: { name: string; revision: number; updatedAt: string }[] = [];
    for (const name of [goalTextName(setId), goalTableName(setId), goalStatusName(setId)]) {
      const gone = await deleteKmsValue(tx, member, user, name);
      if (gone) deleted.push({ name, ...gone });
    }
    return { list: { value, ...saved }, deleted };
  });
}
