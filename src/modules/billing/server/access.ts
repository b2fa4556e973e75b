/**
 * Whether an organisation may change its KMS data and files. Reading and exporting are always
 * allowed: we never hold a user's data hostage.
 *
 * The rule: billing off (no STRIPE_SECRET_KEY) → everything is unlocked. Billing on → editing is
 * allowed during the trial (TRIAL_DAYS from the organisation's creation) and with an active or
 * trialing subscription (one cancelled at period end counts until that end).
 */
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { ApiError, notFound } from "@core/server/http/errors";
import { billingMessages } from "../messages";
import { type AccessDto } from "../model";
import { currentSubscription } from "./subscriptions";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getAccess(db: Db, config: Config, organisationId: string, at = new Date()): Promise<AccessDto> {
  if (!config.STRIPE_SECRET_KEY) return { editingAllowed: true, reason: "billing_off", trialEndsAt: null };
  const org = await db
    .selectFrom("organisation")
    .select("created_at")
    .where("id", "=", organisationId)
    .executeTakeFirst();
  if (!org) throw notFound(billingMessages.organisationNotFound);
  const trialEnds = new Date(new Date(org.created_at).getTime() + config.TRIAL_DAYS * DAY_MS);
  const trialEndsAt = trialEnds.toISOString();

  const sub = await currentSubscription(db, organisationId);
  const ended = sub?.cancelAtPeriodEnd && sub.currentPeriodEnd !== null && sub.currentPeriodEnd * 1000 < at.getTime();
  if (sub && ["active", "trialing"].includes(sub.status) && !ended) {
    return { editingAllowed: true, reason: "subscription", trialEndsAt };
  }
  if (at < trialEnds) return { editingAllowed: true, reason: "trial", trialEndsAt };
  return { editingAllowed: false, reason: "none", trialEndsAt };
}

export async function assertEditingAllowed(db: Db, config: Config, organisationId: string): Promise<void> {
  const access = await getAccess(db, config, organisationId);
  if (!access.editingAllowed)
    throw new ApiError(402, "subscription_required", billingMessages.editingNeedsSubscription);
}
