/**
 * The titles, addresses and short texts of the privacy statement, the terms and the contact page.
 * The long texts are the pages themselves (PrivacyPage, TermsPage, ContactPage); facts that depend
 * on how the operator set up this installation come from GET /api/config.
 */
export const messages = {
  updated: "Laatst bijgewerkt: 25 november 2026.",
  privacy: {
    title: "Privacyverklaring",
    intro: "Welke gegevens Normwijs bewaart, waar, hoe lang, wie ze verwerkt en hoe u ze meeneemt of laat verwijderen.",
  },
  terms: {
    title: "Voorwaarden",
    intro: "De afspraken tussen u en ons als u Normwijs gebruikt, in gewone woorden.",
  },
  contact: {
    title: "Contact",
    intro: "Een vraag over Normwijs, uw abonnement of uw gegevens? Neem contact met ons op.",
  },
  /** Shown while the installation's facts load, and when they could not be loaded. */
  loading: "Laden…",
  noContact:
    "Op deze installatie van Normwijs is nog geen contactadres ingesteld. Werkt u in Normwijs via uw organisatie? Vraag het dan aan de eigenaar van uw organisatie.",
} as const;
