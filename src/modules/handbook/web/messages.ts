/** Every Dutch text of the handbook pages, in one place. */
export const handbookMessages = {
  viewTitle: "Kwaliteitshandboek",
  viewDescription:
    "Uw hele kwaliteitssysteem als één document, om te lezen, af te drukken of te laten zien aan de auditor.",
  print: "Afdrukken",
  loading: "Het handboek wordt geladen…",
  loadFailed: "Het handboek kon niet worden geladen. Probeer het opnieuw.",
  retry: "Opnieuw proberen",
  exportTitle: "Exporteren",
  exportDescription:
    "Download het kwaliteitshandboek als PDF of als Word-document, bijvoorbeeld om het de auditor te sturen of te bewaren.",
  exportPdf: "Exporteren als PDF",
  exportWord: "Exporteren als Word",
  pdfHelp: "Om te lezen, af te drukken en te versturen. Met inhoudsopgave en paginanummers.",
  wordHelp: "Om verder te bewerken in Word. Met kopstijlen, zodat het navigatievenster en de inhoudsopgave werken.",
  generating: (label: string) => `${label}: het bestand wordt gemaakt…`,
  downloaded: (name: string) => `Het bestand '${name}' is gedownload.`,
  exportFailed: "Het exporteren is niet gelukt. Probeer het opnieuw.",
  whoMay: "Iedereen in uw organisatie mag exporteren, ook na de proefperiode.",
  zipTitle: "Alles exporteren (ZIP)",
  zipHelp:
    "Alles van uw organisatie in één ZIP-bestand: het handboek als PDF en Word, alle onderdelen van het kwaliteitssysteem met hun geschiedenis, alles van Verbeteren (verbeteracties, interne audits, de vragenlijst met de antwoorden van cliënten en de organisatiebeoordelingen) en alle documenten per map. Bewaar het als reservekopie, of neem uw gegevens mee naar een andere plek: dat is uw recht op overdraagbaarheid van gegevens (AVG, artikel 20).",
  zipButton: "Alles exporteren (ZIP)",
  zipBusy: "Het exportbestand wordt gemaakt…",
  zipReceived: (size: string) => `${size} ontvangen`,
  zipInterrupted: "De download is afgebroken. Probeer het opnieuw.",
  importTitle: "Importeren (ZIP)",
  importHelp:
    "Zet een exportbestand van Normwijs terug: de onderdelen van het kwaliteitssysteem, alles van Verbeteren en de documenten. Zo verhuist u uw gegevens naar deze organisatie.",
  importWarning:
    "Dit kan alleen in een nieuwe, lege organisatie: zonder ingevulde onderdelen, zonder verbeteracties, audits, antwoorden of organisatiebeoordelingen, en zonder documenten. Het bestand wordt eerst helemaal gecontroleerd; is er iets mis, dan wordt er niets geïmporteerd.",
  importFileLabel: "Exportbestand (ZIP)",
  importButton: "Importeren",
  importSending: "Het bestand wordt verstuurd…",
  importProgressLabel: "Voortgang van het versturen",
  importChecking: "Het bestand wordt gecontroleerd en hersteld…",
  importFailed: "Het importeren is niet gelukt. Probeer het opnieuw.",
  importOwnerOnly: "Alleen een eigenaar kan een exportbestand importeren.",
} as const;
