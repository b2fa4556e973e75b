/** The Dutch texts of the answers every route can give: not signed in, refused, not found, bad or too large input. */
export const httpMessages = {
  /** The line of a signed-in page's loading frame (page-preloads.ts), until the app has rendered. */
  loading: "Normwijs wordt geladen…",
  unauthenticated: "U bent niet ingelogd.",
  forbidden: "U heeft geen rechten voor deze actie.",
  notFound: "Niet gevonden.",
  routeNotFound: "Deze API-route bestaat niet.",
  unreadable: "De gegevens konden niet worden gelezen. Probeer het opnieuw.",
  invalidInput: "Ongeldige invoer.",
  unsafeAddress: "Dit adres bevat een onzichtbaar teken dat niet is toegestaan. Controleer de link.",
  unsafeCookie:
    "Uw browser stuurde een inlogcookie met een onzichtbaar teken dat niet is toegestaan. Verwijder de cookies van deze site en log opnieuw in.",
  tooLarge: "De gegevens die u stuurt zijn te groot.",
  tooManyAttempts: (seconds: number | string) => `Te veel pogingen. Probeer het over ${seconds} seconden opnieuw.`,
  crossSite: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam.",
  failed: "Dit is niet gelukt. Probeer het opnieuw.",
  internal: "Er ging iets mis op de server. Probeer het later opnieuw.",
  /** A file the browser or a crawler asked for that is not there. */
  fileNotFound: "Dit bestand bestaat niet.",
  /** A developer's checkout that serves before the web app was built. */
  appNotBuilt: "De web-app is nog niet gebouwd. Start met `npm start` of bouw met `npm run build`.",
} as const;

/** The Dutch texts every mail shares (plumbing's one place for texts); a mail's own text is in its feature's mails.ts. */
export const mailMessages = {
  buttonFallback: "Werkt de knop niet? Kopieer dan deze link in uw browser:",
} as const;
