/**
 * Billing facts shared by the server and the web app: the offer, the subscription status
 * labels and colours, which statuses count as running, the Dutch messages of the billing
 * routes, the shapes the /api/billing routes answer with, and the Dutch formatting of amounts and
 * dates.
 */
import { formatDateNl } from "./format-date";
import { accessMessages } from "./access";
import { refusals } from "./permissions";

/** The one price plan: a one-time start fee plus a monthly fee, in euro cents. */
export const offer = {
  currency: "eur",
  setupFeeCents: 49_500,
  monthlyCents: 3_000,
  productName: "Normwijs abonnement",
  setupProductName: "Normwijs eenmalige opstartkosten",
  // Only what the product does today (issue 8): reminders, export and tutorials are not promised yet.
  features: [
    "Alle 13 onderdelen van het kwaliteitssysteem invullen en bijwerken",
    "Uw documenten uploaden, bekijken en downloaden",
    "Alles wat u typt wordt vanzelf bewaard",
    "Zonder abonnement blijven uw gegevens leesbaar",
  ],
} as const;

export type StatusTone = "green" | "blue" | "yellow" | "red" | "grey";
export type StatusLabel = { label: string; tone: StatusTone };

/** Statuses not in the table are shown raw in grey. */
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

/** The Dutch messages of the /api/billing routes; the web app shows the same texts. */
export const billingMessages = {
  disabled: "Betalen is op deze installatie niet ingeschakeld.",
  ownerOnly: refusals["billing.manage"],
  checkoutFailed: "Het betalen kon niet worden gestart. Probeer het later opnieuw.",
  unreachable: "De betaaldienst is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.",
  cancelFailed: "Er is een fout opgetreden bij het annuleren van uw abonnement",
  resumeFailed: "Er is een fout opgetreden bij het hervatten van uw abonnement",
  portalFailed: "Het betaalportaal kon niet worden geopend. Probeer het later opnieuw.",
  syncFailed: "Uw abonnement kon niet bij onze betaalprovider worden opgehaald. Probeer het later opnieuw.",
  alreadySubscribed: "Uw organisatie heeft al een abonnement.",
  noSubscription: "Uw organisatie heeft geen abonnement.",
  noCustomer: "Uw organisatie heeft nog geen betaalgegevens bij onze betaalprovider. Sluit eerst een abonnement af.",
  unknownSession: "Deze betaling is niet gevonden voor uw organisatie.",
  paymentNotFound: "Uw betaling kon niet worden gevonden. Bekijk uw abonnement onder Abonnement.",
  organisationNotFound: "Organisatie niet gevonden.",
  editingNeedsSubscription: accessMessages.editingNeedsSubscription,
  firstPaymentPending:
    "Uw abonnement wacht nog op de eerste betaling. Zodra onze betaalprovider die ontvangt, wordt het actief. Komt de betaling niet binnen een dag rond, dan vervalt het abonnement en kunt u opnieuw een abonnement afsluiten.",
} as const;

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
