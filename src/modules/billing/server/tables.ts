/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    billing_customer: BillingCustomerTable;
    billing_subscription: BillingSubscriptionTable;
    billing_event: BillingEventTable;
  }
}

export interface BillingCustomerTable {
  organisation_id: string;
  stripe_customer_id: string;
  created_at: string;
}

export interface BillingSubscriptionTable {
  /** Stripe's subscription id. */
  id: string;
  organisation_id: string;
  stripe_customer_id: string;
  status: string;
  /** 0 or 1: booleans as integers on both engines. */
  cancel_at_period_end: number;
  /** Seconds since the epoch, as Stripe gives it. */
  current_period_end: number | string | null;
  product_name: string | null;
  unit_amount: number | null;
  currency: string | null;
  stripe_created: number | string;
  updated_at: string;
}

export interface BillingEventTable {
  id: string;
  type: string;
  processed_at: string;
}
