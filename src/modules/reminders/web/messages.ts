/** Every Dutch text of the reminders card under Instellingen. */
export const messages = {
  saveFailed: "Opslaan is niet gelukt. Probeer het opnieuw.",
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
} as const;
