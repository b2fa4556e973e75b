/**
 * Every Dutch text of signing up, signing in and the two-factor step (the field checks' texts are in
 * auth/checks.ts, which the server shares). Part of the signed-out chunk (vite.config.ts).
 */
export const messages = {
  signIn: "Inloggen",
  backHome: "← Normwijs",
  wait: "Even geduld…",
  failed: "Er ging iets mis. Probeer het opnieuw.",
  onWaitlist:
    "Dank u. Uw e-mailadres staat op de wachtlijst. Zodra er plek is, krijgt u een e-mail en kunt u hier een account aanmaken.",
  joinWaitlist: "Op de wachtlijst",
  signUp: "Account aanmaken",
  modeLabel: "Nieuw account of inloggen",
  waitlist: "Wachtlijst",
  newAccount: "Nieuw account",
  haveAccount: "Ik heb al een account",
  name: "Naam",
  organisationName: "Naam van uw organisatie",
  organisationNameHint:
    "Deze naam staat op uw kwaliteitshandboek en boven de vragenlijst voor cliënten. U kunt hem later wijzigen in Instellingen.",
  email: "E-mailadres",
  password: "Wachtwoord",
  forgotPassword: "Wachtwoord vergeten?",
  admitted: "Maak uw account aan met het e-mailadres waarmee u bent toegelaten.",
  consent: {
    before: "Met uw aanmelding gaat u akkoord met de",
    terms: "voorwaarden",
    middle: ". Hoe wij met uw gegevens omgaan, staat in de",
    privacy: "privacyverklaring",
  },
  iWasAdmitted: "Ik heb een e-mail gekregen dat ik ben toegelaten",
  noMembership: {
    title: "Geen toegang tot een organisatie",
    text: "U bent ingelogd, maar uw account hoort niet (meer) bij een organisatie in Normwijs.",
    hint: "Vraag de eigenaar van uw organisatie om u weer toe te voegen. Daarna kunt u opnieuw inloggen.",
    signOutFailed: "Uitloggen is niet gelukt. Probeer het opnieuw.",
    signOut: "Uitloggen",
  },
  twoFactor: {
    title: "Tweestapsverificatie",
    sixDigits: "Vul de 6 cijfers uit uw app in.",
    backupMissing: "Vul een back-upcode in.",
    backupLabel: "Back-upcode",
    codeLabel: "Verificatiecode",
    backupHint: "Vul een van uw back-upcodes in. Elke code werkt één keer.",
    codeHint: "Open uw authenticator-app en vul de code van 6 cijfers in die bij Normwijs staat.",
    restart: "Opnieuw inloggen",
    useApp: "De code uit mijn app gebruiken",
    useBackup: "Een back-upcode gebruiken",
  },
} as const;
