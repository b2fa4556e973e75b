import { verbeterenPages } from "@norm/catalogue";
/** Every Dutch text of the Vragenlijst voor cliënten pages (the owner's page and the client's public page). */
export const surveyText = {
  title: verbeterenPages.clientervaringen.title,
  related: {
    before: "Hoe u cliëntervaringen verzamelt en wat u ermee doet, beschrijft u bij",
    label: "Cliëntervaringen",
    after: " in het kwaliteitssysteem.",
  },
  description:
    "Vraag cliënten met een korte, anonieme vragenlijst hoe zij uw hulp ervaren. De uitkomsten gaan mee in de organisatiebeoordeling.",
  // Results
  results: "Resultaten",
  resultsDescription:
    "Kies een periode. U ziet hoeveel cliënten antwoordden, het gemiddelde per vraag en de open antwoorden.",
  from: "Van",
  to: "Tot en met",
  csv: "Exporteren als CSV",
  loading: "Resultaten laden…",
  answersCount: (n: number) =>
    n === 1 ? "1 cliënt heeft de vragenlijst ingevuld." : `${n} cliënten hebben de vragenlijst ingevuld.`,
  noAnswers: "In deze periode zijn er nog geen antwoorden.",
  average: (avg: number | null, count: number) =>
    avg === null
      ? "Nog geen antwoorden"
      : `Gemiddeld ${avg.toLocaleString("nl-NL")} van 5 (${count} ${count === 1 ? "antwoord" : "antwoorden"})`,
  distribution: "Verdeling van de cijfers",
  openCount: (n: number) => (n === 1 ? "1 antwoord" : `${n} antwoorden`),
  noOpenAnswers: "Nog geen antwoorden.",
  openAnswersShown: (n: number) => `De nieuwste ${n} staan hier; alle antwoorden staan in de CSV.`,
  // Link
  link: "Link en QR-code",
  linkDescription:
    "Cliënten openen de vragenlijst met deze link of door de QR-code te scannen, zonder account. Ze vullen niet hun naam in en wij bewaren niet wie antwoordde.",
  noLink: "Er is nog geen link. Maak een link om de vragenlijst te delen.",
  makeLink: "Link maken",
  renewLink: "Nieuwe link maken",
  renewWarning: "Met een nieuwe link werkt de oude link (en een geprinte QR-code) niet meer.",
  linkLabel: "Link naar de vragenlijst",
  copy: "Kopiëren",
  copied: "De link is gekopieerd.",
  copyFailed: "Kopiëren is niet gelukt. Selecteer de link en kopieer hem zelf.",
  linkMade: "De nieuwe link is gemaakt. De oude link werkt niet meer.",
  firstLinkMade: "De link is gemaakt.",
  print: "QR-code printen",
  qrLabel: "QR-code met de link naar de vragenlijst",
  printHeading: "Uw mening telt",
  printText: "Scan de code met uw telefoon en vul de korte vragenlijst in. Het is anoniem.",
  ownerOnlyLink: "Alleen een eigenaar kan de vragenlijst en de link beheren.",
  close: "Vragenlijst sluiten",
  reopen: "Vragenlijst weer openen",
  openState: "De vragenlijst staat open. Cliënten kunnen hem invullen.",
  closedState: "De vragenlijst is gesloten. Cliënten die de link openen, zien dat u nu geen antwoorden aanneemt.",
  closedDone: "De vragenlijst is gesloten. De link blijft hetzelfde.",
  reopenedDone: "De vragenlijst is weer open.",
  cancel: "Annuleren",
  // Questionnaire
  questionnaire: "Vragenlijst",
  questionnaireDescription:
    "Cijfervragen beantwoordt de cliënt met 1 (helemaal oneens) tot en met 5 (helemaal eens). Open vragen met eigen woorden.",
  question: (n: number) => `Vraag ${n}`,
  kind: (n: number) => `Soort van vraag ${n}`,
  kindCaption: "Soort",
  kindScale: "Cijfer 1–5",
  kindOpen: "Open vraag",
  moveUp: (n: number) => `Vraag ${n} omhoog`,
  moveDown: (n: number) => `Vraag ${n} omlaag`,
  remove: (n: number) => `Vraag ${n} verwijderen`,
  addQuestion: "Vraag toevoegen",
  save: "Vragenlijst opslaan",
  saving: "Opslaan…",
  saved: "De vragenlijst is opgeslagen.",
  unsaved: "U heeft wijzigingen die nog niet zijn opgeslagen.",
  reset: "Standaardvragen terugzetten",
  questionsLeft: (n: number) => `Nog ${n} ${n === 1 ? "vraag" : "vragen"} mogelijk.`,
  // Answers set aside during a flood (Eigenaar only)
  setAsideTitle: "Apart gezette antwoorden",
  setAsideText: (n: number) =>
    `Via de link kwamen in korte tijd veel meer antwoorden binnen dan gewoonlijk. ${n === 1 ? "1 antwoord is" : `${n} antwoorden zijn`} daarom apart gezet. Ze tellen niet mee in de resultaten totdat u ze accepteert. Vertrouwt u ze niet? Verwijder ze en maak een nieuwe link.`,
  setAsideAccept: "Accepteren",
  setAsideDiscard: "Verwijderen",
  setAsideAccepted: (n: number) => `${n === 1 ? "1 antwoord telt" : `${n} antwoorden tellen`} nu mee in de resultaten.`,
  setAsideDiscarded: (n: number) =>
    `${n === 1 ? "1 apart gezet antwoord is" : `${n} apart gezette antwoorden zijn`} verwijderd.`,
  // Public page
  publicTitle: "Vragenlijst",
  // Without a name (not set yet) the sentence goes without one rather than with a placeholder.
  publicIntro: (organisation: string) =>
    `${organisation ? `${organisation} wil` : "Wij willen"} graag weten hoe u de hulp ervaart. Het invullen duurt een paar minuten en is anoniem: u vult uw naam niet in.`,
  publicPrivacy: "Wat er met uw antwoorden gebeurt, leest u in de",
  publicPrivacyLink: "privacyverklaring",
  publicSkip: "U mag een vraag overslaan.",
  publicLoading: "Vragenlijst laden…",
  publicSend: "Versturen",
  publicSending: "Versturen…",
  publicThanks: "Bedankt voor het invullen!",
  publicThanksText: "Uw antwoorden zijn ontvangen. U kunt deze pagina nu sluiten.",
  publicFailed: "Versturen is niet gelukt. Probeer het opnieuw.",
  publicClosedTitle: "Deze vragenlijst is gesloten",
  publicClosedText: (organisation: string) =>
    `${organisation ? `${organisation} neemt` : "Deze vragenlijst neemt"} op dit moment geen antwoorden aan. Misschien gaat de vragenlijst later weer open.`,
  publicChars: (n: number, max: number) => `${n} van ${max} tekens`,
} as const;
