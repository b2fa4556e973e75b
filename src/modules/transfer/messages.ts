/** Every Dutch text of the export and import: what an import refuses and what it reports. */
import type { ImportResultDto } from "./model";

const counted = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

export const transferMessages = {
  notEmpty:
    "Importeren kan alleen in een nieuwe, lege organisatie: zonder ingevulde onderdelen van het kwaliteitssysteem, zonder verbeteracties, interne audits, antwoorden op de vragenlijst of organisatiebeoordelingen, en zonder documenten (ook niet half geüpload).",
  notAnExport: "Dit is geen exportbestand van Normwijs.",
  tooComplex:
    "Dit exportbestand is te groot of te ingewikkeld om te lezen. Er is niets geïmporteerd. Neem contact met ons op als dit een echt exportbestand van Normwijs is.",
  busy: "Er worden nu veel bestanden gelezen. Probeer het over een minuut opnieuw.",
  unknownVersion: "Dit exportbestand komt uit een nieuwere versie van Normwijs en kan hier niet worden geïmporteerd.",
  damaged: "Het bestand is beschadigd of geen ZIP-bestand.",
  unsafeEntry: (path: string) => `Het bestand is geweigerd: het bevat een onveilige bestandsnaam ('${path}').`,
  unexpectedEntry: (path: string) =>
    `Het bestand is geweigerd: '${path}' hoort niet in een exportbestand van Normwijs.`,
  notInManifest: (path: string) => `Het bestand is geweigerd: '${path}' staat niet in de inhoudsopgave (manifest).`,
  missingEntry: (path: string) => `Het bestand is onvolledig: '${path}' ontbreekt.`,
  checksum: (path: string) =>
    `Het bestand is beschadigd: '${path}' is niet meer hetzelfde als bij het exporteren (controlegetal klopt niet).`,
  tooManyEntries: "Het bestand is geweigerd: het bevat te veel onderdelen.",
  bomb: "Het bestand is geweigerd: het pakt uit tot veel meer gegevens dan een export van Normwijs kan bevatten.",
  tooLarge: (limit: string) => `Het bestand is te groot om te importeren (ten hoogste ${limit}).`,
  valuesTooLarge: (limit: string) =>
    `Het exportbestand is geweigerd: de gegevens van het kwaliteitssysteem zijn groter dan ${limit}, meer dan de opslagruimte van een organisatie. Er is niets geïmporteerd.`,
  verbeterenTooLarge: (limit: string) =>
    `Het exportbestand is geweigerd: de gegevens van Verbeteren zijn groter dan ${limit}. Zoveel heeft een kleine organisatie niet. Er is niets geïmporteerd.`,
  kmsQuota: (needed: string, quota: string) =>
    `Het exportbestand past niet in de opslagruimte van uw organisatie voor het kwaliteitssysteem: er is ${needed} nodig en er is ${quota}. Er is niets geïmporteerd. Neem contact met ons op voor meer ruimte.`,
  unknownValue: (name: string) =>
    `Het exportbestand bevat een onderdeel dat Normwijs niet kent of dat niet klopt ('${name}').`,
  badQuestions: "Het exportbestand is geweigerd: de vragen van de auditor kloppen niet.",
  unknownElement: (name: string) =>
    `Het exportbestand is geweigerd: het document '${name}' hoort bij een normelement dat Normwijs niet kent.`,
  badReading: "Het exportbestand is geweigerd: de leesbevestigingen kloppen niet.",
  badPersonnel: "Het exportbestand is geweigerd: de gegevens van Medewerkers kloppen niet.",
  badReports: "Het exportbestand is geweigerd: de meldingen kloppen niet.",
  badOrganisationData:
    "Het exportbestand is geweigerd: de instellingen of de vaststellingen (wie stelde wat vast) kloppen niet.",
  badVerbeteren:
    "Het exportbestand is geweigerd: de gegevens van Verbeteren (verbeteracties, interne audits, cliëntervaringen of organisatiebeoordelingen) kloppen niet.",
  duplicateId: "Het exportbestand is geweigerd: in de gegevens van Verbeteren komt hetzelfde kenmerk twee keer voor.",
  unknownPerson:
    "Het exportbestand is geweigerd: de gegevens van Verbeteren noemen een persoon die niet in het bestand staat.",
  unknownSource: (action: string) =>
    `Het exportbestand is geweigerd: de verbeteractie '${action}' is gekoppeld aan een bron die niet in het bestand staat.`,
  unknownCategory: (category: string) => `Het exportbestand bevat een onbekende documentmap ('${category}').`,
  documentTooLarge: (name: string) => `Het document '${name}' is groter dan Normwijs toestaat.`,
  noFile: "Kies eerst een exportbestand (ZIP).",
  uploadInterrupted: "Het uploaden is afgebroken. Probeer het opnieuw.",
  storageFailed: "De documenten konden niet worden opgeslagen. Er is niets geïmporteerd. Probeer het later opnieuw.",
  done: (r: ImportResultDto) => {
    const parts = [
      counted(r.values, "onderdeel", "onderdelen"),
      ...(r.actions ? [counted(r.actions, "verbeteractie", "verbeteracties")] : []),
      ...(r.audits ? [counted(r.audits, "interne audit", "interne audits")] : []),
      ...(r.surveyResponses
        ? [counted(r.surveyResponses, "antwoord op de vragenlijst", "antwoorden op de vragenlijst")]
        : []),
      ...(r.reviews
        ? [counted(r.reviews, "versie van de organisatiebeoordeling", "versies van de organisatiebeoordeling")]
        : []),
      ...(r.questions ? [counted(r.questions, "vraag van de auditor", "vragen van de auditor")] : []),
      ...(r.readingItems ? [counted(r.readingItems, "leesvraag", "leesvragen")] : []),
      ...(r.approvals ? [counted(r.approvals, "vaststelling", "vaststellingen")] : []),
      ...(r.people ? [counted(r.people, "medewerker", "medewerkers")] : []),
      ...(r.reports ? [counted(r.reports, "melding", "meldingen")] : []),
    ];
    return `Import voltooid: ${parts.join(", ")} en ${counted(r.documents, "document", "documenten")} hersteld.`;
  },
} as const;
