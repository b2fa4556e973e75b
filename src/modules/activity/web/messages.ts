/** Every Dutch text of the Activiteit page (the kinds and their names are in ../messages.ts). */
export const messages = {
  description: "Wie deed wat en wanneer, en vanaf welk adres. Niemand kan dit logboek wijzigen.",
  retention: (days: number) => `Regels ouder dan ${days} dagen worden vanzelf verwijderd.`,
  refused: "Alleen een eigenaar kan de activiteit van de organisatie bekijken.",
  filters: "Filters",
  person: "Persoon",
  everyone: "Iedereen",
  kind: "Soort",
  allKinds: "Alle soorten",
  from: "Van",
  to: "Tot en met",
  clear: "Filters wissen",
  csv: "Exporteren als CSV",
  loading: "Activiteit laden…",
  none: "Er is (nog) geen activiteit die bij deze filters past.",
  more: "Meer laden",
  table: "Activiteit",
  columns: { at: "Wanneer", actor: "Wie", kind: "Wat", subject: "Onderwerp", address: "Adres" },
  count: (n: number, more: boolean) =>
    `${n} ${n === 1 ? "regel" : "regels"}${more ? " getoond; er zijn er meer" : ""}.`,
} as const;
