/** Every Dutch text of search (Ctrl+K): the field in the top bar and the dialog. */
import type { SearchKind } from "../model";

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
