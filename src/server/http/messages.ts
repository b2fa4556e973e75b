/** The Dutch texts of the answers every route can give: not signed in, refused, not found, bad or too large input. */
export const httpMessages = {
  unauthenticated: "U bent niet ingelogd.",
  forbidden: "U heeft geen rechten voor deze actie.",
  notFound: "Niet gevonden.",
  routeNotFound: "Deze API-route bestaat niet.",
  unreadable: "De gegevens konden niet worden gelezen. Probeer het opnieuw.",
  invalidInput: "Ongeldige invoer.",
  unsafeAddress: "Dit adres bevat een onzichtbaar teken dat niet is toegestaan. Controleer de link.",
  tooLarge: "De gegevens die u stuurt zijn te groot.",
  tooManyAttempts: (seconds: number | string) => `Te veel pogingen. Probeer het over ${seconds} seconden opnieuw.`,
  crossSite: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam.",
  failed: "Dit is niet gelukt. Probeer het opnieuw.",
  internal: "Er ging iets mis op de server. Probeer het later opnieuw.",
} as const;
