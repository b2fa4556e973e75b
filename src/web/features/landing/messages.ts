/** Every Dutch text of the landing page and the frame of the signed-out pages. */
export const messages = {
  footer: {
    privacy: "Privacyverklaring",
    terms: "Voorwaarden",
    contact: "Contact",
    navLabel: "Over Normwijs",
    copyright: (year: number) => `© ${year} Normwijs. Alle rechten voorbehouden.`,
  },
  signIn: "Inloggen",
  title: "Uw kwaliteitssysteem, eenvoudig op orde",
  intro:
    "Normwijs helpt kleine zorg- en jeugdzorgorganisaties hun kwaliteitsmanagementsysteem volgens de HKZ-norm bij te houden — eenvoudig, begrijpelijk en efficiënt.",
  featuresLabel: "Voordelen",
  features: {
    documents: {
      title: "Efficiënt documentbeheer",
      text: "Al uw kwaliteitsdocumenten op één plek: beleid, procesbeschrijvingen en notulen.",
    },
    simple: {
      title: "Eenvoudig",
      text: "Een overzichtelijk systeem dat u stap voor stap door de norm leidt.",
    },
    auditReady: {
      title: "Audit-klaar",
      text: "Per onderdeel van de norm uw beleid, tabellen en doelen bij elkaar, zodat u ze bij de audit snel laat zien.",
    },
  },
  signUpTitle: "Word een van de eerste gebruikers",
  signUpText: "Maak een account aan of log in.",
  reasonsTitle: "Waarom kiezen voor Normwijs?",
  reasons: {
    easy: {
      title: "Gebruiksvriendelijk",
      text: "Gemaakt voor zorgverleners, niet voor IT'ers. U vult uw teksten en tabellen in tussen uw cliëntbezoeken door; alles wordt vanzelf bewaard.",
    },
    norm: {
      title: "Conform de norm",
      text: "Opgebouwd volgens de HKZ-norm voor kleine organisaties in zorg en welzijn, met extra aandacht voor de jeugdzorg.",
    },
  },
} as const;
