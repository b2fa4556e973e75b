/**
 * Billing facts shared by the server and the web app: the offer (spec §9), the subscription status
 * labels and colours (spec §4), the shapes the /api/billing routes answer with, and the Dutch
 * formatting of amounts and dates.
 */

/** The one price plan: a one-time start fee plus a monthly fee, in euro cents. */
export const offer = {
  currency: "eur",
  setupFeeCents: 49_500,
  monthlyCents: 3_000,
  productName: "Normwijs abonnement",
  setupProductName: "Normwijs eenmalige opstartkosten",
  features: [
    "Volledige toegang tot alle documentatie",
    "Alle videotutorials",
    "Regelmatige updates van normen en richtlijnen",
    "Prioriteitsondersteuning",
  ],
} as const;

export type StatusTone = "green" | "blue" | "yellow" | "red" | "grey";
export type StatusLabel = { label: string; tone: StatusTone };

/** Spec §4. Statuses not in the table are shown raw in grey. */
export const subscriptionStatusLabels: Record<string, StatusLabel> = {
  active: { label: "Actief", tone: "green" },
  trialing: { label: "Proefperiode", tone: "blue" },
  past_due: { label: "Betaling verlopen", tone: "yellow" },
  unpaid: { label: "Onbetaald", tone: "yellow" },
  canceled: { label: "Opgezegd", tone: "red" },
  incomplete: { label: "Onvolledig", tone: "red" },
  incomplete_expired: { label: "Verlopen", tone: "red" },
};

export const noSubscriptionLabel: StatusLabel = { label: "Geen abonnement", tone: "grey" };

export function subscriptionStatusLabel(status: string | null | undefined): StatusLabel {
  if (!status) return noSubscriptionLabel;
  return Object.hasOwn(subscriptionStatusLabels, status)
    ? subscriptionStatusLabels[status]!
    : { label: status, tone: "grey" };
}

/** Statuses in which the organisation still has (or is about to have) a running subscription. */
export const liveStatuses = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"] as const;

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

/** dd-MM-yyyy in Dutch time, the same on server and browser. */
export function formatDateNl(date: Date | number): string {
  const d = typeof date === "number" ? new Date(date) : date;
  const parts = new Intl.DateTimeFormat("nl-NL", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}-${get("month")}-${get("year")}`;
}

/** A Stripe seconds timestamp as dd-MM-yyyy. */
export const formatStripeDate = (seconds: number) => formatDateNl(seconds * 1000);
