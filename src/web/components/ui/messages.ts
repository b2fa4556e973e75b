/** The Dutch texts of the UI primitives (src/web/components/ui), which every feature shares. */
export const uiMessages = {
  loading: "Laden…",
  closeAlert: "Melding sluiten",
  pickDate: "Selecteer datum",
  /** An older value that is not a date stays visible until a date is picked. */
  notADate: (text: string) => `${text} (kies een datum)`,
  calendar: (label: string) => `Kalender: ${label}`,
  clearDate: "Datum wissen",
  sidebarDescription: "Navigatie door het kwaliteitssysteem",
  closeSidebar: "Zijbalk sluiten",
  toggleSidebar: "Zijbalk in- of uitklappen (Ctrl+B)",
  skipToContent: "Direct naar de inhoud",
  tableScrollHint: "Schuif de tabel opzij om alles te zien.",
  /** The name of a table inside a text, after its column headers. */
  textTable: (columns: readonly string[]) => {
    const named = columns.filter((c) => c.trim() !== "");
    return named.length > 0 ? `Tabel: ${named.join(", ")}` : "Tabel";
  },
  /** A column without a title in a table inside a text, for a screen reader. */
  textTableColumn: (n: number) => `Kolom ${n}`,
} as const;
