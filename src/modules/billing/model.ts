/**
 * Billing facts shared by the server and the web app: the subscription statuses' colours, which
 * statuses count as running, the shapes the /api/billing routes answer with, and the Dutch
 * formatting of amounts and dates. The texts (the offer, the status names, the routes' answers)
 * are in messages.ts.
 */
import { formatDateNl } from "@core/shared/format-date";
import { noSubscriptionLabel, subscriptionStatusLabels } from "./messages";

export type StatusTone = "green" | "blue" | "yellow" | "red" | "grey";
export type StatusLabel = { label: string; tone: StatusTone };

export function subscriptionStatusLabel(status: string | null | undefined): StatusLabel {
  if (!status) return noSubscriptionLabel;
  return Object.hasOwn(subscriptionStatusLabels, status)
    ? subscriptionStatusLabels[status]!
    : { label: status, tone: "grey" };
}

/**
 * Statuses in which the organisation has a running subscription: the page shows it as the current
 * one (not the offer) and the server refuses a second checkout. 'incomplete' counts: Stripe has
 * created the subscription and is waiting for the first payment (e.g. 3-D Secure or a pending bank
 * debit); a second checkout then could bill the organisation twice. If the payment never comes,
 * Stripe ends it as 'incomplete_expired' within a day and the offer returns. Any other status
 * (canceled, incomplete_expired, one Stripe adds later) is an ended subscription. Stripe does not
 * let an incomplete subscription be cancelled or resumed, so neither the page nor the server offers it.
 */
export const runningStatuses = ["active", "trialing", "past_due", "unpaid", "paused", "incomplete"] as const;

export function isRunningStatus(status: string | null | undefined): boolean {
  return (runningStatuses as readonly (string | null | undefined)[]).includes(status);
}

/** What GET /api/billing/subscription says about a subscription; never a raw Stripe object. */
export type SubscriptionDto = {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** End of the current period, seconds since the epoch (Stripe's unit), or null when unknown. */
  currentPeriodEnd: number | null;
  productName: string | null;
  /** Price per period in cents. */
  unitAmount: number | null;
  currency: string | null;
};

/**
 * Whether the organisation may edit. Reading and exporting are always allowed.
 * reason: billing_off (no Stripe configured), subscription, trial, or none (trial over, no subscription).
 */
export type AccessDto = {
  editingAllowed: boolean;
  reason: "billing_off" | "subscription" | "trial" | "none";
  /** ISO time at which the trial ends (or ended); null when billing is off. */
  trialEndsAt: string | null;
};

export type BillingOverviewDto = { subscription: SubscriptionDto | null; access: AccessDto };
export type CheckoutDto = { sessionId: string; url: string };
export type PortalDto = { url: string };

/** The code /api/billing routes answer 503 with when Stripe is not configured. */
export const billingDisabledCode = "billing_disabled";

/** '€ 495,00' — Dutch notation from cents, with an ordinary space after the euro sign. */
export function formatEuro(cents: number, currency = "eur"): string {
  return new Intl.NumberFormat("nl-NL", { style: "currency", currency: currency.toUpperCase() })
    .format(cents / 100)
    .replace(/\u00a0/g, " ");
}

/** A Stripe seconds timestamp as dd-MM-yyyy. */
export const formatStripeDate = (seconds: number) => formatDateNl(seconds * 1000);
