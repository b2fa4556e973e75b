/**
 * The titles of the privacy statement, the terms and the contact page. Their texts (introduction,
 * date, sections) are content files beside this one: privacy.txt, terms.txt and contact.txt, in the
 * format of legal-text.ts; facts that depend on how the operator set up this installation come
 * from GET /api/config.
 */
export const messages = {
  titles: { privacy: "Privacyverklaring", terms: "Voorwaarden", contact: "Contact" },
  loadFailed: "De tekst kon niet worden geladen. Vernieuw de pagina.",
} as const;
