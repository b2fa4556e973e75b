/**
 * The edit-access rule in one place: may this member change KMS data and documents now? Not a
 * reader, and editing is not locked by billing. Organisation and billing both stay free of each
 * other here (organisation → nothing of billing; billing → organisation for names only).
 */
import type { Config } from "../config";
import type { Db } from "../db";
import type { Member } from "../http/context";
import { forbidden } from "../http/errors";
import { assertEditingAllowed } from "../billing/access";

export function assertCanEdit(member: Member): void {
  if (member.role === "reader") throw forbidden("U heeft alleen leesrechten in deze organisatie.");
}

export async function assertMayEdit(db: Db, config: Config, member: Member): Promise<void> {
  assertCanEdit(member);
  await assertEditingAllowed(db, config, member.organisationId);
}
