/** Every Dutch text of the Kwartaalanalyse page. */
import { verbeterenPages } from "@norm/catalogue";
import { quarterTitle } from "../messages";

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
