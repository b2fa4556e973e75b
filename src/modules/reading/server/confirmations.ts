/**
 * A member's answer to a reading item: 'Gelezen en begrepen', or 'Niet van toepassing voor mij' with
 * a reason. The answer names the item's version at that moment (its revision or file), so it keeps
 * counting for that version only. A member may change the answer; the latest counts. Answers are
 * kept (who read which version when).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { forbidden } from "@core/server/http/errors";
import { readingMessages } from "../messages";
import { type ConfirmReadingInput } from "../schemas";
import { findItem } from "./items";
import { appliesTo, versionKey, type ItemRow } from "./model";

async function assertApplies(db: Db, member: Member, userId: string, item: ItemRow) {
  const targets = await db
    .selectFrom("reading_target")
    .select(["item_id", "role", "user_id"])
    .where("organisation_id", "=", member.organisationId)
    .where("item_id", "=", item.id)
    .execute();
  if (!appliesTo(item, targets, { userId, role: member.role })) throw forbidden(readingMessages.notForYou);
}

export async function confirmItem(
  db: Db,
  member: Member,
  user: SessionUser,
  id: string,
  input: ConfirmReadingInput,
): Promise<{ item: ItemRow; changed: boolean }> {
  const item = await findItem(db, member.organisationId, id);
  await assertApplies(db, member, user.id, item);
  const reason = input.answer === "not_applicable" ? (input.reason ?? null) : null;
  const latest = await db
    .selectFrom("reading_confirmation")
    .select(["answer", "reason", "version_revision_id", "version_file_id"])
    .where("organisation_id", "=", member.organisationId)
    .where("item_id", "=", item.id)
    .where("user_id", "=", user.id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  // The same answer twice (a double click, a second tab) is one answer.
  if (latest && versionKey(latest) === versionKey(item) && latest.answer === input.answer && latest.reason === reason) {
    return { item, changed: false };
  }
  await db
    .insertInto("reading_confirmation")
    .values({
      id: randomUUID(),
      organisation_id: member.organisationId,
      item_id: item.id,
      user_id: user.id,
      answer: input.answer,
      reason,
      version_revision_id: item.version_revision_id,
      version_file_id: item.version_file_id,
      at: now(),
    })
    .execute();
  return { item, changed: true };
}
