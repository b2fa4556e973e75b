/** The Dutch texts of the Kwaliteitssysteem API's answers (the web's own texts: web/messages.ts). */
export const kmsMessages = {
  unknownName: "Dit onderdeel bestaat niet in Normwijs. Ververs de pagina en probeer het opnieuw.",
  conflict: "Dit onderdeel is intussen door iemand anders (of in een ander venster) gewijzigd.",
  goalSetGone: "Deze doelstelling bestaat niet (meer). Ververs de pagina.",
  tooManyGoalSets: "U kunt ten hoogste 200 doelstellingen toevoegen.",
  lastGoalSet: "De laatste doelstelling kan niet worden verwijderd.",
  tooLarge: "Deze wijziging is te groot om op te slaan.",
  versionNotFound: "Deze versie bestaat niet (meer). Ververs de pagina en probeer het opnieuw.",
  versionDeleted: "Deze versie is een verwijdering en kan niet worden teruggezet.",
} as const;

/** The Kwaliteitssysteem's lines in the activity log. */
export const kmsActivity = {
  goalSetsTitle: "Kwaliteitsdoelstellingen",
  version: (revision: number) => `versie ${revision}`,
  emptied: "leeggemaakt",
  goalSetAdded: "doelstelling toegevoegd",
  firstGoalSet: "eerste doelstelling aangemaakt",
  goalSetDeleted: "doelstelling verwijderd",
} as const;

/** The history's words ('Geschiedenis'), on the topic pages and in the handbook's notes. */
export const historyText = {
  button: "Geschiedenis",
  title: (label: string) => `Geschiedenis van ${label}`,
  firstVersion: "eerste versie",
  approved: (day: string, byName: string) => `Vastgesteld op ${day} door ${byName}`,
  deleted: "verwijderd",
  noChange: "geen wijziging",
  unknownPerson: "Oud-teamlid",
  chars: (added: number, removed: number) => `+${added} / −${removed} tekens`,
  rows: (n: number, what: "toegevoegd" | "verwijderd" | "gewijzigd") => `${n} ${n === 1 ? "rij" : "rijen"} ${what}`,
  sets: (n: number, what: "toegevoegd" | "verwijderd") => `${n} ${n === 1 ? "doelstelling" : "doelstellingen"} ${what}`,
  saves: (n: number) => `${n} opslagen`,
} as const;
