/** Every Dutch text of search (Ctrl+K): the server's answers and the search box. */
import { searchLimits } from "./model";
import type { SearchKind } from "./model";

export const searchMessages = {
  queryMissing: "Typ een zoekterm.",
  queryTooLong: `Uw zoekterm is te lang: ten hoogste ${searchLimits.queryMax} tekens.`,
  tooManySearches: (seconds: number) =>
    `U heeft in korte tijd heel vaak gezocht. Wacht ${seconds} seconden en probeer het dan opnieuw.`,
  auditTitle: (day: string) => `Interne audit van ${day}`,
  auditWithoutAuditors: "Nog geen auditoren gekozen",
  guidanceTitle: (topic: string) => `Uitleg bij ${topic}`,
} as const;

/** Every Dutch text of search (Ctrl+K): the field in the top bar and the dialog. */

export const messages = {
  open: "Zoeken",
  openLabel: (keys: string) => `Zoeken (${keys})`,
  title: "Zoeken",
  description: "Zoek in alles van uw organisatie. Kies een resultaat met de pijltjestoetsen en Enter.",
  inputLabel: "Zoekterm",
  placeholder: "Zoek op een woord…",
  results: "Resultaten",
  typeToSearch: "Typ een woord om te zoeken.",
  searching: "Zoeken…",
  none: (q: string) => `Niets gevonden voor '${q}'.`,
  count: (n: number, more: boolean) => (n === 1 ? "1 resultaat." : `${n}${more ? " of meer" : ""} resultaten.`),
  moreInGroup: "Er is meer: maak uw zoekterm preciezer.",
  failed: "Zoeken lukt nu niet. Probeer het opnieuw.",
  groups: {
    page: "Pagina's",
    kms: "Kwaliteitssysteem",
    register: "Registers",
    report: "Meldingen",
    action: "Verbeteracties",
    audit: "Interne audits",
    finding: "Bevindingen",
    document: "Documenten",
    member: "Team",
    help: "Uitleg",
  } satisfies Record<SearchKind, string>,
} as const;
