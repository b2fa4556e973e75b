/** Every Dutch text of the Kwartaalanalyse van meldingen: the server, the page, the review and the element pages. */

import { verbeterenPages } from "@norm/catalogue";
/** The labels of rows without a type or without a cause (the counting's own lines). */
export const noTypeLabel = "Geen type";
export const noCauseLabel = "Oorzaak nog niet bepaald";

/** '3e kwartaal 2026' for '2026-K3'. */
export const quarterTitle = (quarter: string) => {
  const m = /^(\d{4})-K([1-4])$/.exec(quarter);
  return m ? `${m[2]}e kwartaal ${m[1]}` : quarter;
};

export const reportAnalysisMessages = {
  badQuarter: "Kies een geldig kwartaal, bijvoorbeeld 2026-K3.",
  unknownField: "Deze vraag kan Normwijs niet beantwoorden. Ververs de pagina en probeer het opnieuw.",
} as const;

/** The one line per quarter on the element pages (4.3, 4.5) and in the management review. */
export const analysisLine = (quarter: string, total: number, previous: number, cause: string | null) =>
  `${quarterTitle(quarter)}: ${total} ${total === 1 ? "melding" : "meldingen"} (vorig kwartaal ${previous})` +
  (cause ? `; meest genoemde oorzaak: ${cause}.` : ".");

export const analysisTexts = {
  /** The page's and the review's name of the analysis. */
  title: "Kwartaalanalyse meldingen",
  elementTitle: "Kwartaalanalyse van meldingen (4.5)",
  analysisOf: (quarter: string) => `Analyse ${quarterTitle(quarter)}`,
  noAnalysis: "Nog geen analyse geschreven.",
  /** The section of the handbook's chapter of the register with the written analyses. */
  handbookTitle: "Kwartaalanalyses",
  reviewTitle: "Meldingen per kwartaal (4.5)",
  reviewColumns: ["Kwartaal", "Meldingen", "Kwartaal ervoor", "Meest genoemde oorzaak"],
  none: "Geen",
} as const;

/** Every Dutch text of the Kwartaalanalyse page. */

export const analysisPageText = {
  title: verbeterenPages.kwartaalanalyse.title,
  description:
    "Per kwartaal: hoeveel incidenten, calamiteiten, klachten en datalekken er in het register staan, per type en per oorzaak, naast het kwartaal ervoor. Schrijf er uw analyse bij: wat valt op en wat gaat u doen?",
  related: {
    before: "De meldingen zelf staan in het register bij",
    label: "Incidenten, calamiteiten, klachten en datalekken",
    after: ". Een melding telt mee in het kwartaal van de datum waarop ze is ontdekt.",
  },
  quarter: "Kwartaal",
  loading: "Kwartaalanalyse laden…",
  total: (quarter: string, n: number, previous: string, p: number) =>
    `${quarterTitle(quarter)}: ${n} ${n === 1 ? "melding" : "meldingen"}. ${quarterTitle(previous)}: ${p}.`,
  byType: "Per type",
  byCause: "Per oorzaak",
  typeColumn: "Type",
  causeColumn: "Oorzaak",
  difference: "Verschil",
  tableCaption: (what: string, quarter: string) => `${what}: ${quarterTitle(quarter)} en het kwartaal ervoor`,
  tableLabel: (what: string) => `Tabel ${what.toLowerCase()}`,
  chartLegend: (quarter: string, previous: string) => ({ now: quarterTitle(quarter), before: quarterTitle(previous) }),
  analysis: (quarter: string) => `Analyse ${quarterTitle(quarter)}`,
  analysisHelp:
    "Wat valt op in dit kwartaal? Waar komen de meldingen vandaan, wat leert u ervan en welke verbeteracties zet u in? De tekst wordt vanzelf opgeslagen, met de geschiedenis.",
  analysisPlaceholder:
    "Bijvoorbeeld: meer incidenten bij de overdracht; we bespreken de overdracht in het teamoverleg.",
  loadFailed: "De analyse kon niet worden geladen. Ververs de pagina.",
  quarterTitle,
} as const;
