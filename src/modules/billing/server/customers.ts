/** The organisation's Stripe customer: created once, on the first checkout, and kept. */
import type Stripe from "stripe";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";

export async function findCustomerId(db: Db, organisationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("billing_customer")
    .select("stripe_customer_id")
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  return row?.stripe_customer_id;
}

export async function getOrCreateCustomerId(
  db: Db,
  stripe: Stripe,
  organisation: { id: string; name: string },
  user: { email: string; name: string },
): Promise<string> {
  const existing = await findCustomerId(db, organisation.id);
  if (existing) return existing;
  // Same idempotency key for the same organisation: two quick clicks give one customer.
  const customer = await stripe.customers.create(
    { email: user.email, name: organisation.name || user.name, metadata: { organisation_id: organisation.id } },
    { idempotencyKey: `normwijs-customer-${organisation.id}` },
  );
  await db
    .insertInto("billing_customer")
    .values({ organisation_id: organisation.id, stripe_customer_id: customer.id, created_at: now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findCustomerId(db, organisation.id)) ?? customer.id;
}
