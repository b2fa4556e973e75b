/** The handbook's own words, in the web view, the PDF and the Word file alike. */
export const handbookText = {
  title: "Kwaliteitshandboek",
  contents: "Inhoudsopgave",
  empty: "Nog niet ingevuld",
  date: "Datum",
  version: "Versie",
  noChanges: "nog niets ingevuld",
  documents: "Documenten",
  documentName: "Naam",
  goal: "Doelstelling",
  measures: "Maatregelen",
  status: "Status",
  goalSet: (n: number) => `Kwaliteitsdoelstelling ${n}`,
  page: (n: number, total: number) => `Pagina ${n} van ${total}`,
  /** The Word footer's words around the page fields that Word fills in: 'Pagina 3 van 12'. */
  pageFields: ["Pagina", "van"],
} as const;
