/**
 * The elements of the HKZ norm for small organisations (HKZ Kleine Organisaties 2021): 23 elements
 * in four chapters. The numbers follow the norm; the titles are short descriptions in our own words
 * (the norm text is NEN's copyright and is never copied). Each topic of the catalogue names the
 * elements it covers, so an overview can show which elements are filled in.
 */

export const hkzChapters = [
  { number: 1, title: "Organisatie, beleid en risico's" },
  { number: 2, title: "Medewerkers en middelen" },
  { number: 3, title: "Zorg aan de cliënt" },
  { number: 4, title: "Evalueren en verbeteren" },
] as const;

export const hkzElements = [
  { number: "1.1", title: "Contextanalyse: belanghebbenden, doelgroep en wet- en regelgeving" },
  { number: "1.2", title: "Missie en visie" },
  { number: "1.3", title: "Doelen en kwaliteitsbeleid" },
  { number: "1.4", title: "Houding, leiderschap en cultuur" },
  { number: "1.5", title: "Risico's en kansen" },
  { number: "1.6", title: "Uitsluitingscriteria" },
  { number: "1.7", title: "Cruciale processen en hun afspraken" },
  { number: "2.1", title: "Competenties van medewerkers" },
  { number: "2.2", title: "Medewerkers: bevoegdheden, registraties en VOG" },
  { number: "2.3", title: "Gesprekken rondom functioneren" },
  { number: "2.4", title: "Afspraken tussen hoofd- en onderaannemer" },
  { number: "2.5", title: "Inkoop en leveranciers" },
  { number: "2.6", title: "Werkomgeving" },
  { number: "2.7", title: "Materialen en middelen" },
  { number: "3.1", title: "Informatievoorziening aan de cliënt" },
  { number: "3.2", title: "Individuele risicoanalyse" },
  { number: "3.3", title: "Zorgplan" },
  { number: "4.1", title: "Cliëntervaringen" },
  { number: "4.2", title: "Inspraak en medezeggenschap" },
  { number: "4.3", title: "Signalen en afwijkingen" },
  { number: "4.4", title: "Ervaringen van medewerkers" },
  { number: "4.5", title: "Incidenten, calamiteiten, klachten en datalekken" },
  { number: "4.6", title: "Organisatiebeoordeling" },
] as const;

export type HkzElementNumber = (typeof hkzElements)[number]["number"];

export function hkzElement(number: HkzElementNumber) {
  return hkzElements.find((e) => e.number === number)!;
}

/** 'HKZ 1.5' or 'HKZ 1.1, 1.2'. */
export function elementLabel(numbers: readonly HkzElementNumber[]): string {
  return `HKZ ${numbers.join(", ")}`;
}
