/** The Dutch texts of the web app's shared plumbing (src/web/lib): the API client's own errors. */
export const libMessages = {
  network: "Geen verbinding met de server. Controleer uw internetverbinding.",
  timeout: "De server antwoordt niet. Probeer het opnieuw.",
  failed: "Er ging iets mis. Probeer het opnieuw.",
  notDone: "Dit is niet gelukt. Probeer het opnieuw.",
  retry: "Opnieuw proberen",
  /** The browser tab's title of a page without its own. */
  defaultTitle: "Normwijs — kwaliteitsmanagement voor kleine zorgorganisaties",
  /** After the session's organisation ended and another one remains. */
  // An organisation without a name is left unnamed here too, never given a stand-in.
  movedOn: (ended: string | undefined, next: string) =>
    `${ended ? `U hoort niet meer bij ${ended}.` : "U hoort niet meer bij de organisatie waarin u werkte."}${next ? ` U werkt nu in ${next}.` : ""}`,
} as const;
