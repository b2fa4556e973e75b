/**
 * Changing KMS data and documents: the permission policy for the action, then the billing lock
 * (402) as a separate rule on top. Organisation and billing both stay free of each other here
 * (organisation → nothing of billing; billing → organisation for names only).
 */
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import { assertEditingAllowed } from "./";
import type { Action } from "@core/shared/permissions";
import { assertAllowed } from "@core/server/http/permissions";

export async function assertMayEdit(
  db: Db,
  config: Config,
  member: Member,
  action: Extract<
    Action,
    | "kms.edit"
    | "documents.upload"
    | "documents.delete"
    | "surveys.manage"
    | "review.manage"
    | "reading.manage"
    | "reading.confirm"
  >,
): Promise<void> {
  assertAllowed(member, action);
  await assertEditingAllowed(db, config, member.organisationId);
}
