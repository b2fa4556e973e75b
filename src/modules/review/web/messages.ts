import { verbeterenPages } from "@norm/catalogue";
/** Every Dutch text of the Jaarlijkse beoordeling page (the organisatiebeoordeling with its figures). */
export const reviewPageText = {
  title: verbeterenPages.organisatiebeoordeling.title,
  related: {
    before: "Het verslag met datum, aanwezigen en maatregelen typt u bij",
    label: "Organisatiebeoordeling",
    after: " in het kwaliteitssysteem.",
  },
  description:
    "Eens per jaar kijkt u terug: zijn de doelen gehaald, wat leren de meldingen, klachten, audits, verbeteracties en cliëntervaringen u, en wat gaat u anders doen? Normwijs zet de cijfers klaar; u schrijft de conclusies.",
  year: "Jaar",
  draft: "Organisatiebeoordeling opstellen",
  drafting: "Cijfers verzamelen…",
  draftHeading: (year: number) => `Concept ${year}`,
  draftHint:
    "De cijfers komen uit Normwijs zelf. Vul hieronder uw conclusies en nieuwe doelstellingen in en sla de beoordeling op. Bij het opslaan worden de cijfers van dat moment bewaard.",
  conclusions: "Conclusies",
  conclusionsHint:
    "Wat ging goed, wat kan beter, en wat betekent dat voor uw organisatie? Een regel die begint met '- ' wordt een opsomming.",
  newGoals: "Nieuwe doelstellingen",
  newGoalsHint: "Welke doelen stelt u voor het komende jaar?",
  save: "Opslaan als nieuwe versie",
  saving: "Opslaan…",
  saved: (version: number) => `Versie ${version} is opgeslagen. Hij staat nu ook in het kwaliteitshandboek.`,
  versions: "Opgeslagen versies",
  noVersions: "Er is nog geen organisatiebeoordeling opgeslagen.",
  more: "Meer versies laden",
  versionLine: (year: number, version: number) => `${year}, versie ${version}`,
  savedBy: (at: string, by: string) => `opgeslagen op ${at} door ${by}`,
  show: "Bekijken",
  hide: "Sluiten",
  ownerOnly: "Alleen een eigenaar kan een organisatiebeoordeling opstellen. U kunt de opgeslagen versies bekijken.",
  loading: "Laden…",
  actions: "Verbeteracties uit deze beoordeling",
  actionLabel: (year: number, version: number) => `Organisatiebeoordeling ${year}, versie ${version}`,
  tableLabel: "Cijfers van de organisatiebeoordeling",
} as const;
