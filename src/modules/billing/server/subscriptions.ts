/**
 * Subscriptions as last read from Stripe, stored per organisation. Stripe is the truth: webhooks,
 * the success page and our own cancel/resume calls all re-read a subscription and store it here;
 * the overview reads it back from here.
 */
import type Stripe from "stripe";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { BillingSubscriptionTable } from "./tables";
import { isRunningStatus, type SubscriptionDto } from "../model";

/** Which subscription counts first: paid or trialing, then other running ones, incomplete last of those, then ended ones. */
const statusRank = (s: string) =>
  ["active", "trialing"].includes(s) ? 0 : s === "incomplete" ? 2 : isRunningStatus(s) ? 1 : 3;

export function fetchSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(id, { expand: ["items.data.price.product"] });
}

export const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** The item that carries the monthly price (the one-time fee is not a subscription item). */
function recurringItem(sub: Stripe.Subscription): Stripe.SubscriptionItem | undefined {
  return sub.items.data.find((i) => i.price.recurring) ?? sub.items.data[0];
}

export async function storeSubscription(db: Db, organisationId: string, sub: Stripe.Subscription): Promise<void> {
  const item = recurringItem(sub);
  const product = item?.price.product;
  const values = {
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end ? 1 : 0,
    current_period_end: item?.current_period_end ?? null,
    product_name: product && typeof product === "object" && "name" in product ? product.name : null,
    unit_amount: item?.price.unit_amount ?? null,
    currency: item?.price.currency ?? null,
    updated_at: now(),
  };
  await db
    .insertInto("billing_subscription")
    .values({
      id: sub.id,
      organisation_id: organisationId,
      stripe_customer_id: idOf(sub.customer) ?? "",
      stripe_created: sub.created,
      ...values,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet(values).where("billing_subscription.organisation_id", "=", organisationId),
    )
    .execute();
}

type Row = Pick<
  BillingSubscriptionTable,
  | "id"
  | "status"
  | "cancel_at_period_end"
  | "current_period_end"
  | "product_name"
  | "unit_amount"
  | "currency"
  | "stripe_created"
>;

/** The subscription that counts for an organisation: a running one before an ended one, newest first. */
export async function currentSubscription(db: Db, organisationId: string): Promise<SubscriptionDto | null> {
  const rows: Row[] = await db
    .selectFrom("billing_subscription")
    .select([
      "id",
      "status",
      "cancel_at_period_end",
      "current_period_end",
      "product_name",
      "unit_amount",
      "currency",
      "stripe_created",
    ])
    .where("organisation_id", "=", organisationId)
    .execute();
  rows.sort(
    (a, b) => statusRank(a.status) - statusRank(b.status) || Number(b.stripe_created) - Number(a.stripe_created),
  );
  const row = rows[0];
  return row ? toDto(row) : null;
}

function toDto(row: Row): SubscriptionDto {
  return {
    id: row.id,
    status: row.status,
    cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
    currentPeriodEnd: row.current_period_end === null ? null : Number(row.current_period_end),
    productName: row.product_name,
    unitAmount: row.unit_amount === null ? null : Number(row.unit_amount),
    currency: row.currency,
  };
}

/** Which organisation a Stripe customer belongs to; only customers we created are known. */
export async function organisationOfCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("billing_customer")
    .select("organisation_id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.organisation_id;
}
