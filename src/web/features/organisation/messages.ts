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
} as const;
