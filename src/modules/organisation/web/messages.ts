/** Every Dutch text of the organisation's cards under Instellingen: its name and the two-factor requirement. */
export const messages = {
  saveFailed: "Opslaan is niet gelukt. Probeer het opnieuw.",
  nameStep: {
    title: "Hoe heet uw organisatie?",
    description:
      "Deze naam komt op de voorkant van uw kwaliteitshandboek, in de export en boven de vragenlijst voor cliënten. U kunt hem later wijzigen in Instellingen.",
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
  regime: {
    title: "Wet en klachttermijn",
    description:
      "Onder welke wet werkt uw organisatie? Daarvan hangt af binnen welke termijn u een oordeel over een klacht moet geven. Normwijs rekent de termijn in het register van meldingen en klachten, in de agenda en in de herinneringen.",
    legend: "Onder welke wet werkt u?",
    options: {
      jeugdwet: "Jeugdwet: ik werk met jeugdigen en hun ouders",
      wkkgz: "Wkkgz: ik geef zorg aan volwassenen (of jeugdigen onder de Wkkgz)",
      beide: "Allebei",
    },
    unanswered:
      "U heeft dit nog niet gekozen. Tot dan rekent Normwijs met de termijnen van beide wetten: de vroegste telt.",
    weeks: "Termijn voor een oordeel volgens uw klachtenregeling (weken)",
    weeksHint:
      "De Jeugdwet vraagt een klachtenregeling, geen vaste termijn. De meeste regelingen geven 6 weken. Onder de Wkkgz is het altijd 6 weken.",
    save: "Wet en termijn vastleggen",
    saving: "Bezig met vastleggen…",
    saved: "Opgeslagen. De termijnen van uw klachten zijn bijgewerkt.",
    ownerOnly: "Alleen een eigenaar kan dit wijzigen.",
  },
  regimeStep: {
    title: "Werkt u met jeugdigen onder de Jeugdwet?",
    description:
      "Dan geldt de termijn van uw eigen klachtenregeling voor een oordeel over een klacht. Onder de Wkkgz is dat 6 weken. U kunt dit later wijzigen in Instellingen.",
    jeugdwet: "Ja, onder de Jeugdwet",
    wkkgz: "Nee, onder de Wkkgz",
    beide: "Allebei",
  },
} as const;
