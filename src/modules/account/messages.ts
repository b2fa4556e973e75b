/** The Dutch texts of the account both sides show: the forms' checks, the API's answers, a session's device. */
export const accountMessages = {
  resetRequested:
    "Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen. Kijk ook in uw map met ongewenste e-mail.",
  resetDone: "Uw wachtwoord is gewijzigd. Log opnieuw in.",
  linkInvalid: "Deze link werkt niet meer: hij is al gebruikt, verlopen of niet compleet.",
  currentPasswordWrong: "Het huidige wachtwoord klopt niet.",
  currentPasswordMissing: "Vul uw huidige wachtwoord in.",
  repeatMismatch: "De twee wachtwoorden zijn niet gelijk.",
  sameEmail: "Dit is al uw e-mailadres.",
  emailTaken: "Er bestaat al een account met dit e-mailadres.",
  sessionNotFound: "Deze sessie bestaat niet (meer).",
  notThisSession: "Deze sessie is de sessie waarin u nu werkt. Gebruik 'Uitloggen' om die te beëindigen.",
  /** A session's device, from its browser's user agent. */
  unknownDevice: "Onbekend apparaat",
  browserOn: (browser: string, system: string) => `${browser} op ${system}`,
  unknownBrowserOn: (system: string) => `Onbekende browser op ${system}`,
} as const;
