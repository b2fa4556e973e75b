/**
 * Every Dutch text of the Abonnement screens, in one place. Texts the server answers with too
 * (failures, owner only) come from the shared billing messages, so both always say the same.
 */
import { billingMessages } from "../messages";

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
