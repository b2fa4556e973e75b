/** Every Dutch text of billing: the offer, the status names, the routes' answers, the pages. */
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

/**
 * Every Dutch text of the Abonnement screens, in one place. Texts the server answers with too
 * (failures, owner only) come from the shared billing messages, so both always say the same.
 */

export const t = {
  title: "Abonnement",
  loading: "Laden…",
  notConfiguredTitle: "Online betalen is niet ingesteld",
  notConfigured:
    "Op deze installatie van Normwijs is online betalen niet ingesteld. Alle functies zijn beschikbaar, zonder abonnement.",
  loadFailed: "Uw abonnement kon niet worden geladen.",
  retry: "Opnieuw proberen",

  offerTitle: "Normwijs abonnement",
  offerDescription: "Eén abonnement voor uw hele organisatie.",
  once: "eenmalig",
  perMonth: "per maand",
  cancellable: "Op elk moment opzegbaar.",
  subscribe: "Abonneren",
  redirecting: "Doorsturen naar betalen…",
  checkoutFailed: billingMessages.checkoutFailed,
  previousEnded: "Uw vorige abonnement is beëindigd. U kunt opnieuw een abonnement afsluiten.",

  currentTitle: "Uw abonnement",
  status: "Status",
  amount: "Bedrag",
  product: "Product",
  endsOn: (date: string) => `Uw abonnement eindigt op ${date}`,
  renewsOn: (date: string) => `Volgende betaling op ${date}`,
  cancel: "Opzeggen",
  resume: "Hervatten",
  manage: "Betaalgegevens beheren",
  ownerOnly: billingMessages.ownerOnly,
  cancelFailed: billingMessages.cancelFailed,
  resumeFailed: billingMessages.resumeFailed,
  portalFailed: billingMessages.portalFailed,
  firstPaymentPending: billingMessages.firstPaymentPending,
  confirmCancelTitle: "Abonnement opzeggen?",
  confirmCancelText: (date: string | null) =>
    `Uw abonnement loopt door tot het einde van de huidige periode${date ? ` (${date})` : ""}. Daarna blijven al uw gegevens leesbaar en uw documenten te downloaden.`,
  confirmCancel: "Ja, opzeggen",
  keep: "Niet opzeggen",

  trialUntil: (date: string) => `Uw proefperiode loopt tot ${date}. Tot die datum kunt u alles bewerken.`,
  trialOverTitle: "Uw proefperiode is afgelopen",
  trialOver:
    "Met een abonnement kunt u weer bewerken. Al uw gegevens blijven leesbaar en uw documenten te downloaden, ook zonder abonnement.",

  successTitle: "Bedankt voor uw abonnement",
  successText: "Uw abonnement is afgesloten. Op de pagina Abonnement ziet u of het al actief is.",
  syncing: "Uw abonnement wordt bijgewerkt…",
  syncFailed:
    "Uw betaling is ontvangen door onze betaalprovider. Uw abonnement verschijnt hier zodra die het heeft bevestigd.",
  toOverview: "Naar mijn abonnement",

  cancelPageTitle: "Betaling afgebroken",
  cancelPageText: "U heeft het afsluiten van het abonnement afgebroken. Er is niets afgeschreven.",
  backToOffer: "Terug naar het abonnement",
} as const;
