/**
 * The topic catalogue: the 13 Kwaliteitssysteem pages, the three Documenten categories and the
 * sidebar, as data. The web app renders every page from it, the server validates every saved value
 * against it (see kms-values.ts). Adding a topic is adding data here, not code.
 */

export type TableColumn = {
  key: string;
  title: string;
  /** Shown but not editable. */
  readOnly?: boolean;
  /** Picked in a calendar, stored as yyyy-MM-dd, shown as dd-MM-yyyy. */
  date?: boolean;
};

export type Section =
  | {
      kind: "text";
      name: string;
      title?: string;
      rows: number;
      suggestions?: readonly string[];
      /** A single date: picked in a calendar and stored as yyyy-MM-dd text (older free text is kept). */
      date?: boolean;
    }
  | { kind: "table"; name: string; title?: string; columns: readonly TableColumn[] }
  | { kind: "goalSets"; title?: string }
  | { kind: "evaluation"; title?: string };

export type Topic = {
  slug: string;
  title: string;
  /** One or two sentences that tell the user what belongs here. */
  intro: string;
  sections: readonly Section[];
};

/** A column whose key is `datum` is a date picker (spec §3 "Table row"); the server checks it as a date. */
export const DATE_COLUMN_KEY = "datum";

/** Every date in the product is picked in a calendar, not typed. */
export const isDateColumn = (c: TableColumn) => c.date === true || c.key === DATE_COLUMN_KEY;

export const DEFAULT_TEXT_ROWS = 5;
export const EVALUATION_STATUS_ROWS = 3;

export const wetEnRegelgevingSuggestions = [
  "Jeugdwet",
  "JIJ-kader (Jeugdhulp in jeugdstrafrecht)",
  "Meldcode huiselijk geweld en kindermishandeling",
  "Kwaliteitskader Jeugd versie 2.1",
  "NJi-richtlijn Samen met jeugdige en ouders beslissen over passende hulp",
  "Toezichtkader en beleidskader goed bestuur",
  "Governancecode Zorg",
  "Arbowet",
  "Wet identificatieplicht in de zorg",
  "AVG (Algemene verordening gegevensbescherming)",
  "Cao Jeugdzorg",
  "Wet verbetering poortwachter",
  "De WKKGZ is op basis van de zelftest niet van toepassing",
] as const;

export const goalTableColumns: readonly TableColumn[] = [
  { key: "maatregelen", title: "Maatregelen" },
  { key: "actiesEnDoorWie", title: "Acties en door wie" },
  { key: "indicator", title: "Indicator" },
  { key: "evaluatie", title: "Evaluatie" },
];

export const topics: readonly Topic[] = [
  {
    slug: "missie-en-visie",
    title: "Missie en visie",
    intro: "Beschrijf waarom uw organisatie bestaat en waar u naartoe wilt.",
    sections: [{ kind: "text", name: "missie-en-visie", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "doelgroep",
    title: "Doelgroep",
    intro: "Voor wie werkt uw organisatie? Beschrijf uw cliënten en hun hulpvragen.",
    sections: [{ kind: "text", name: "doelgroep", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "kwaliteitsbeleid",
    title: "Kwaliteitsbeleid",
    intro: "Hoe bewaakt en verbetert u de kwaliteit van uw zorg?",
    sections: [{ kind: "text", name: "kwaliteitsbeleid", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "context-analyse",
    title: "Contextanalyse",
    intro: "Wie zijn uw belanghebbenden, wat verwachten zij en hoe voldoet u daaraan?",
    sections: [
      {
        kind: "table",
        name: "contextAnalyse",
        columns: [
          { key: "belanghebbende", title: "Belanghebbende" },
          { key: "eis", title: "Eis" },
          { key: "oplossing", title: "Hoe voldoet u aan de eisen?" },
        ],
      },
    ],
  },
  {
    slug: "wetenregelgeving",
    title: "Van toepassing zijnde wet- en regelgeving",
    intro: "Welke wetten, regels en richtlijnen gelden voor uw organisatie?",
    sections: [
      {
        kind: "text",
        name: "wet-en-regelgeving",
        rows: 20,
        suggestions: wetEnRegelgevingSuggestions,
      },
    ],
  },
  {
    slug: "risicos-en-kansen",
    title: "Risico's en kansen",
    intro: "Breng interne kansen en risico's in kaart en leg de maatregelen vast.",
    sections: [
      { kind: "text", name: "interne-kansen", title: "Interne kansen", rows: DEFAULT_TEXT_ROWS },
      { kind: "text", name: "interne-risicos", title: "Interne risico's", rows: DEFAULT_TEXT_ROWS },
      {
        kind: "table",
        name: "maatregelen",
        title: "Maatregelen",
        columns: [
          { key: "datum", title: "Datum", date: true },
          { key: "risico", title: "Risico" },
          { key: "actie", title: "Actie" },
          { key: "evaluatie", title: "Evaluatie (incl. datum)" },
        ],
      },
    ],
  },
  {
    slug: "kwaliteitsdoelstellingen",
    title: "Kwaliteitsdoelstellingen",
    intro: "Leg per doelstelling vast welke maatregelen u neemt, wie wat doet en hoe u meet.",
    sections: [{ kind: "goalSets" }],
  },
  {
    slug: "cruciale-processen",
    title: "Cruciale processen",
    intro: "Welke processen zijn cruciaal en in welke procedure of welk protocol staan ze?",
    sections: [
      {
        kind: "table",
        name: "cruciale-processen",
        columns: [
          { key: "proces", title: "Proces" },
          { key: "procedure", title: "Procedure/protocol" },
        ],
      },
    ],
  },
  {
    slug: "signalen",
    title: "Signalen",
    intro: "Registreer afwijkingen, klachten en incidenten en wat u eraan doet.",
    sections: [
      {
        kind: "table",
        name: "signalen",
        columns: [
          { key: "datum", title: "Datum", date: true },
          { key: "afwijking", title: "Afwijking (incl. oorzaak)" },
          { key: "correctie", title: "Correctie" },
          { key: "corrigerendeMaatregelen", title: "Corrigerende maatregelen" },
          { key: "evaluatie", title: "Evaluatie" },
        ],
      },
    ],
  },
  {
    slug: "materialen-en-middelen",
    title: "Materialen en middelen",
    intro: "Welke materialen en middelen moeten worden gekeurd, door wie en wanneer?",
    sections: [
      {
        kind: "table",
        name: "materialen-en-middelen",
        columns: [
          { key: "materiaal", title: "Materiaal" },
          { key: "benodigdeKeuring", title: "Benodigde keuring" },
          { key: "uitvoerder", title: "Uitvoerder" },
          { key: "datumUitvoering", title: "Datum uitvoering", date: true },
        ],
      },
    ],
  },
  {
    slug: "inkoop",
    title: "Inkoop",
    intro: "Welke leveranciers gebruikt u, welke eisen stelt u en hoe evalueert u ze?",
    sections: [
      {
        kind: "table",
        name: "inkoop",
        columns: [
          { key: "leverancier", title: "Leverancier" },
          { key: "eisen", title: "Eisen" },
          { key: "vastgelegd", title: "Vastgelegd" },
          { key: "evaluatie", title: "Evaluatie" },
          { key: "conclusie", title: "Conclusie" },
        ],
      },
    ],
  },
  {
    slug: "competentie",
    title: "Competentie",
    intro: "Welke competenties zijn nodig, hoe worden ze verworven en hoe vaak onderhouden?",
    sections: [
      {
        kind: "table",
        name: "competentie",
        columns: [
          { key: "competentie", title: "Competentie" },
          { key: "verwerving", title: "Verwerving" },
          { key: "frequentie", title: "Frequentie" },
        ],
      },
    ],
  },
  {
    slug: "organisatiebeoordeling",
    title: "Organisatiebeoordeling",
    intro: "Beoordeel jaarlijks of uw kwaliteitssysteem werkt en wat er beter kan.",
    sections: [
      { kind: "text", name: "datum", title: "Datum", rows: 1, date: true },
      { kind: "text", name: "aanwezig", title: "Aanwezig", rows: 2 },
      {
        kind: "table",
        name: "organisatiebeoordelingMaatregelen",
        title: "Genomen maatregelen",
        columns: [
          { key: "maatregel", title: "Maatregel" },
          { key: "effect", title: "Effect" },
        ],
      },
      { kind: "evaluation", title: "Evaluatie kwaliteitsdoelstellingen" },
      {
        kind: "text",
        name: "kennis-deskundigheid-ervaringen",
        title: "Kennis, deskundigheid en ervaringen van medewerkers",
        rows: DEFAULT_TEXT_ROWS,
      },
      {
        kind: "text",
        name: "analyse-clientervaringen",
        title: "Analyse van cliëntervaringen",
        rows: DEFAULT_TEXT_ROWS,
      },
      {
        kind: "text",
        name: "actualiteit",
        title: "Actualiteit van analyses van signalen, incidenten, calamiteiten en klachten",
        rows: DEFAULT_TEXT_ROWS,
      },
      {
        kind: "table",
        name: "te-nemen-maatregelen",
        title: "Te nemen maatregelen",
        columns: [
          { key: "maatregel", title: "Maatregel" },
          { key: "onderbouwing", title: "Onderbouwing" },
        ],
      },
    ],
  },
];

export function findTopic(slug: string): Topic | undefined {
  return topics.find((t) => t.slug === slug);
}

/** The previous and next page for the 'Vorige' / 'Volgende' buttons. */
export function neighbours(slug: string): { previous?: Topic; next?: Topic } {
  const i = topics.findIndex((t) => t.slug === slug);
  if (i < 0) return {};
  return { previous: topics[i - 1], next: topics[i + 1] };
}

export const documentCategories = [
  { slug: "procesbeschrijvingen", title: "Procesbeschrijvingen" },
  { slug: "beleid", title: "Beleid" },
  { slug: "notulen", title: "Notulen" },
] as const;

export type DocumentCategory = (typeof documentCategories)[number]["slug"];

export const documentCategorySlugs = documentCategories.map((c) => c.slug) as [DocumentCategory, ...DocumentCategory[]];

/** Sidebar groups (spec §2 "Signed-in shell"). Items without url are placeholders. */
export type NavItem = { title: string; url?: string };
export type NavGroup = { title: string; icon: NavIcon; items: NavItem[]; defaultOpen?: boolean };
export type NavIcon = "info" | "book" | "shield" | "folder";

export const navGroups: NavGroup[] = [
  {
    title: "Invulinstructie",
    icon: "info",
    items: [{ title: "Hoe vul ik het KMS in?" }, { title: "Tips en trucs" }],
  },
  {
    title: "Kwaliteitshandboek",
    icon: "book",
    items: [
      { title: "Handboek bekijken", url: "/handboek" },
      { title: "Exporteren", url: "/handboek/exporteren" },
      { title: "Auditortoegang", url: "/handboek/auditor" },
    ],
  },
  {
    title: "Kwaliteitssysteem",
    icon: "shield",
    defaultOpen: true,
    items: topics.map((t) => ({ title: t.title, url: `/kwaliteitssysteem/${t.slug}` })),
  },
  {
    title: "Documenten",
    icon: "folder",
    items: documentCategories.map((c) => ({ title: c.title, url: `/documenten/${c.slug}` })),
  },
];

export const footerLinks: NavItem[] = [
  { title: "Team", url: "/instellingen/team" },
  { title: "Account", url: "/instellingen/account" },
  { title: "Abonnement", url: "/abonnement" },
  { title: "Instellingen", url: "/instellingen" },
];

/** The breadcrumb for a path: group title > page title, or undefined outside the navigation. */
export function breadcrumbFor(pathname: string): { group: string; page: string } | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  for (const group of navGroups) {
    const item = group.items.find((i) => i.url === clean);
    if (item) return { group: group.title, page: item.title };
  }
  if (clean.startsWith("/abonnement")) return { group: "Account", page: "Abonnement" };
  if (clean === "/instellingen") return { group: "Account", page: "Instellingen" };
  return undefined;
}
