/** The Dutch texts of the web app's shared plumbing (src/web/lib): the API client's own errors. */
export const libMessages = {
  network: "Geen verbinding met de server. Controleer uw internetverbinding.",
  timeout: "De server antwoordt niet. Probeer het opnieuw.",
  failed: "Er ging iets mis. Probeer het opnieuw.",
  notDone: "Dit is niet gelukt. Probeer het opnieuw.",
  retry: "Opnieuw proberen",
} as const;
