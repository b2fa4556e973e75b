import type { Kysely } from "kysely";

/**
 * Billing: the organisation's Stripe customer (created once and kept), the subscriptions as last
 * read from Stripe, and the webhook events already handled (each event id once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("billing_customer")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("billing_subscription")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull())
    .addColumn("current_period_end", "bigint")
    .addColumn("product_name", "text")
    .addColumn("unit_amount", "integer")
    .addColumn("currency", "text")
    .addColumn("stripe_created", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("billing_subscription_org_idx")
    .on("billing_subscription")
    .column("organisation_id")
    .execute();
  await db.schema
    .createTable("billing_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("processed_at", "text", (c) => c.notNull())
    .execute();
}
