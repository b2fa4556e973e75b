/**
 * The quality system's values in bulk, for the full export and import (transfer/): kms owns
 * kms_value and kms_revision, so transfer reads and writes them only through these functions.
 */
import type { Db } from "@core/server/db";
import { kindOf, type ValueKind } from "@norm/kms-values";
import type { ValuesFile } from "@modules/transfer/schemas";
import { noteRevision } from "./history";

export type ExportedValue = ValuesFile["values"][number];

/** Every value of the organisation with its full history, one at a time (never all in memory). */
export async function* exportKmsValues(db: Db, organisationId: string): AsyncGenerator<ExportedValue> {
  const names = await db
    .selectFrom("kms_value")
    .select("name")
    .where("organisation_id", "=", organisationId)
    .orderBy("name")
    .execute();
  for (const { name } of names) {
    // A name the catalogue no longer knows (the retired staff table, 0070) is not exported: every
    // role may export, and no page or import knows it.
    if (!kindOf(name)) continue;
    const value = await db
      .selectFrom("kms_value")
      .leftJoin("user", "user.id", "kms_value.updated_by")
      .select([
        "kms_value.value as value",
        "kms_value.revision as revision",
        "kms_value.deleted as deleted",
        "kms_value.updated_at as updated_at",
        "kms_value.updated_by as updated_by",
        "user.name as updated_by_name",
      ])
      .where("kms_value.organisation_id", "=", organisationId)
      .where("kms_value.name", "=", name)
      .executeTakeFirst();
    if (!value) continue;
    const history = await db
      .selectFrom("kms_revision")
      .leftJoin("user", "user.id", "kms_revision.created_by")
      .leftJoin("kms_revision_note as note", (join) =>
        join
          .onRef("note.organisation_id", "=", "kms_revision.organisation_id")
          .onRef("note.name", "=", "kms_revision.name")
          .onRef("note.revision", "=", "kms_revision.revision"),
      )
      .select([
        "kms_revision.revision as revision",
        "kms_revision.value as value",
        "kms_revision.created_at as created_at",
        "kms_revision.created_by as created_by",
        "user.name as created_by_name",
        "note.note as note",
      ])
      .where("kms_revision.organisation_id", "=", organisationId)
      .where("kms_revision.name", "=", name)
      .orderBy("kms_revision.revision")
      .orderBy("kms_revision.created_at")
      .execute();
    const deleted = Number(value.deleted) === 1;
    yield {
      name,
      value: deleted ? null : JSON.parse(value.value),
      revision: Number(value.revision),
      deleted,
      updatedAt: value.updated_at,
      updatedBy: value.updated_by,
      updatedByName: value.updated_by_name,
      history: history.map((h) => ({
        revision: Number(h.revision),
        value: h.value === null ? null : JSON.parse(h.value),
        createdAt: h.created_at,
        createdBy: h.created_by,
        createdByName: h.created_by_name,
        ...(h.note === null ? {} : { note: h.note }),
      })),
    };
  }
}

/** What a value holds that the user typed: text, a filled table cell. The goal-set list is structure. */
function hasContent(kind: ValueKind | undefined, value: unknown): boolean {
  if (!kind) return value !== null;
  if (kind.kind === "text") return typeof value === "string" && value.trim() !== "";
  if (kind.kind === "goalSets") return false;
  return (
    Array.isArray(value) &&
    value.some(
      (row) =>
        row &&
        typeof row === "object" &&
        Object.entries(row).some(([key, cell]) => key !== "id" && typeof cell === "string" && cell.trim() !== ""),
    )
  );
}

/**
 * Whether any value holds content: a text with only white space, a table without a filled cell and
 * the goal-set list itself do not count (a new organisation's pages may have saved those).
 */
export async function kmsHasContent(db: Db, organisationId: string): Promise<boolean> {
  const values = await db
    .selectFrom("kms_value")
    .select(["name", "value"])
    .where("organisation_id", "=", organisationId)
    .where("deleted", "=", 0)
    .execute();
  return values.some((v) => hasContent(kindOf(v.name), JSON.parse(v.value)));
}

/**
 * Writes checked values as the live value of each part, a new revision by `userId` over whatever
 * (empty) value was there; the history trigger records each, with the change note of the revision
 * the value came from, if it had one. Call inside the import's transaction.
 */
export async function importKmsValues(
  tx: Db,
  organisationId: string,
  userId: string,
  values: { name: string; value: unknown; note?: string }[],
  at: string,
): Promise<{ name: string; revision: number; updatedAt: string }[]> {
  const result: { name: string; revision: number; updatedAt: string }[] = [];
  for (const v of values) {
    const json = JSON.stringify(v.value);
    const row = await tx
      .insertInto("kms_value")
      .values({
        organisation_id: organisationId,
        name: v.name,
        value: json,
        revision: 1,
        updated_at: at,
        updated_by: userId,
      })
      .onConflict((oc) =>
        oc.columns(["organisation_id", "name"]).doUpdateSet((eb) => ({
          value: json,
          revision: eb("kms_value.revision", "+", 1),
          updated_at: at,
          updated_by: userId,
          deleted: 0,
        })),
      )
      .returning("revision")
      .executeTakeFirstOrThrow();
    if (v.note !== undefined) await noteRevision(tx, organisationId, v.name, Number(row.revision), v.note);
    result.push({ name: v.name, revision: Number(row.revision), updatedAt: at });
  }
  return result;
}
