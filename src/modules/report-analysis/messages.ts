/** The Dutch texts of the Kwartaalanalyse van meldingen that the server, the page, the review and the element pages show. */

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
