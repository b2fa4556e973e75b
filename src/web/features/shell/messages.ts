/** Every Dutch text of the app's frame: sidebar, top bar, user menu, e-mail banner and 'Pagina niet gevonden'. */
export const messages = {
  sidebar: {
    label: "Hoofdnavigatie",
    overview: "Overzicht",
    calendar: "Kwaliteitskalender",
    navLabel: "Kwaliteitssysteem",
    organisation: "Organisatie",
    /** An organisation without a name yet, told apart by its Eigenaar. */
    organisationOf: (owner: string) => `Organisatie van ${owner}`,
    askName: "Naam van uw organisatie invullen",
    switchFailed: "Wisselen is niet gelukt. Probeer het opnieuw.",
    soon: "Binnenkort beschikbaar",
    soonHidden: " (binnenkort beschikbaar)",
  },
  breadcrumb: "Kruimelpad",
  userMenu: {
    label: "Gebruikersmenu",
    account: "Account",
    settings: "Instellingen",
    signOut: "Uitloggen",
  },
  verifyEmail: {
    label: "Melding",
    title: "Bevestig uw e-mailadres",
    sentTo: "Klik op de link in de e-mail die we stuurden naar",
    dismiss: "Melding sluiten",
    resend: "Opnieuw versturen",
    resent: (email: string) => `We hebben een nieuwe e-mail gestuurd naar ${email}. Klik op de link in die e-mail.`,
    resendFailed: "Versturen is niet gelukt. Probeer het later opnieuw.",
  },
  notFound: {
    title: "Pagina niet gevonden",
    description:
      "Deze pagina bestaat niet (meer). Misschien is het adres verkeerd overgetypt of is de pagina verplaatst.",
    toOverview: "Naar het overzicht",
    toHome: "Naar de startpagina",
  },
} as const;
