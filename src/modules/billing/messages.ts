/** Every Dutch text of billing that both sides show: the offer, the status names, the routes' answers. */
import { refusals } from "@core/shared/permissions";
import { accessMessages } from "@core/shared/access";
import type { StatusLabel } from "./model";

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
