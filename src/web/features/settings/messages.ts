/** Every Dutch text of the Instellingen page and its cards. */
export const messages = {
  title: "Instellingen",
  saveFailed: "Opslaan is niet gelukt. Probeer het opnieuw.",
  links: {
    account: {
      title: "Account",
      description: "Uw naam, e-mailadres en wachtwoord, en waar u bent ingelogd.",
    },
    team: { title: "Team", description: "Collega's uitnodigen en bepalen wie wat mag." },
    activity: {
      title: "Activiteit",
      description: "Wie deed wat en wanneer: inloggen, wijzigingen, documenten, exports en de auditor. Ook als CSV.",
    },
    goTo: (title: string) => `Naar ${title}`,
  },
  organisation: {
    title: "Organisatie",
    description: "De naam van uw organisatie staat in de zijbalk en in uw kwaliteitshandboek.",
    name: "Organisatienaam",
    placeholder: "Uw organisatienaam",
    saved: "Opgeslagen",
    ownerOnly: "Alleen de eigenaar kan de naam wijzigen.",
    saving: "Opslaan…",
    save: "Opslaan",
  },
  nameStep: {
    title: "Hoe heet uw organisatie?",
    description:
      "Deze naam komt op de voorkant van uw kwaliteitshandboek, in de export en boven de vragenlijst voor cliënten. U kunt hem later wijzigen in Instellingen.",
  },
  theme: {
    title: "Weergave",
    description: "Kies een licht of donker thema, of volg de instelling van uw apparaat.",
    label: "Thema",
    light: "Licht",
    dark: "Donker",
    system: "Systeem",
  },
  storage: {
    title: "Opslag",
    description: "Hoeveel ruimte uw organisatie gebruikt. De eerdere versies van uw teksten tellen mee.",
    loadFailed: "Het gebruik kon niet worden geladen. Probeer het later opnieuw.",
    loading: "Gebruik wordt geladen…",
    kms: (used: string, quota: string) => `${used} van ${quota} gebruikt voor het kwaliteitssysteem`,
    documents: (used: string, quota: string) => `${used} van ${quota} gebruikt voor documenten`,
  },
  reminders: {
    title: "Herinneringen",
    description:
      "Eigenaars en Bewerkers krijgen elke maandag een overzicht als er iets verlopen is of binnen 14 dagen moet, en een e-mail zodra iets verloopt.",
    on: "U krijgt weer herinneringen per e-mail.",
    off: "U krijgt geen herinneringen per e-mail meer.",
    label: "Herinneringen per e-mail",
    hint: "Geldt voor uw eigen account. Elke e-mail heeft ook een link om u af te melden.",
    hintReader: "Als Lezer krijgt u geen herinneringen; deze keuze geldt zodra u Bewerker of Eigenaar bent.",
  },
  twoFactor: {
    title: "Beveiliging",
    description:
      "Met tweestapsverificatie logt iedereen in met een wachtwoord én een code uit een app op de telefoon. NEN 7510 vraagt dit waar met gezondheidsgegevens wordt gewerkt.",
    on: "Tweestapsverificatie is nu verplicht voor alle leden.",
    off: "Tweestapsverificatie is niet meer verplicht.",
    label: "Tweestapsverificatie verplicht",
    hint: "Leden zonder tweestapsverificatie moeten die eerst instellen voordat ze gegevens zien.",
    hintOwnFirst: " Stel die eerst voor uw eigen account in.",
    hintOwnerOnly: " Alleen een eigenaar kan dit wijzigen.",
    ownLink: "Uw eigen tweestapsverificatie instellen onder Account",
  },
} as const;
