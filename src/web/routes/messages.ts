/** The Dutch texts of the pages that combine features (src/web/routes). */
export const errorPageText = {
  title: "Er ging iets mis",
  description:
    "Deze pagina kon niet worden getoond door een onverwachte fout. Wat u eerder heeft opgeslagen, is bewaard. Probeer het opnieuw, of ga terug naar het begin.",
  retry: "Opnieuw proberen",
  home: "Naar het begin",
} as const;
