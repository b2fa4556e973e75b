/**
 * The Kwartaalanalyse van meldingen in the web app. Its page (/verbeteren/kwartaalanalyse) holds a
 * Kwaliteitssysteem text, so the router composes it (src/web/routes/quarter-analysis.tsx) and it
 * brings no page of its own here.
 */
export const reportAnalysisWeb = { name: "report-analysis" } as const;
