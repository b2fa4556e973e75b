/**
 * The topic catalogue: the 13 Kwaliteitssysteem pages, the topics for the other HKZ
 * elements (norm-topics.ts), the three Documenten categories and the sidebar, as data. The web app
 * renders every page from it, the server validates every saved value against it (see
 * kms-values.ts), the handbook lists every topic in its order. Adding a topic is adding data, not
 * code. Each topic names the HKZ elements it covers (norm.ts); its guidance lives in guidance/.
 */
import type { HkzElementNumber } from "@norm/norm";
import { normTopics } from "@norm/norm-topics";
import { paths } from "@core/shared/paths";

export type TableColumn = {
  key: string;
  title: string;
  /** Shown but not editable. */
  readOnly?: boolean;
  /** Picked in a calendar, stored as yyyy-MM-dd, shown as dd-MM-yyyy. */
  date?: boolean;
  /** A fixed list of options: a select in the table, checked by the server. */
  choice?: readonly string[];
  /** Not stored: worked out from the row's other cells (see computed-cells.ts). */
  computed?: ComputedColumn;
};

/** The computed columns there are: the reporting deadline of the register of 4.5. */
export type ComputedColumn = "meldtermijn";

export type Section =
  | {
      kind: "text";
      name: string;
      title?: string;
      rows: number;
      suggestions?: readonly string[];
      /** A single date: picked in a calendar and stored as yyyy-MM-dd text (older free text is kept). */
      date?: boolean;
      /** Fewer characters than this is 'te kort' for the readiness (default: minTextChars). */
      minChars?: number;
    }
  | {
      kind: "table";
      name: string;
      title?: string;
      columns: readonly TableColumn[];
      /** A row counts for the readiness with at least this many cells filled in (default: minRowCells). */
      minCells?: number;
    }
  | { kind: "goalSets"; title?: string }
  | { kind: "evaluation"; title?: string };

export type Topic = {
  slug: string;
  title: string;
  /** The HKZ Kleine Organisaties 2021 elements this topic covers (at least one). */
  elements: readonly HkzElementNumber[];
  /**
   * Words that mark a text as this topic's, lower case ('klacht' also finds 'klachtenregeling'):
   * 'Handboek importeren' proposes a place for each part of a Word handbook from them.
   */
  keywords: readonly string[];
  /** One or two sentences that tell the user what belongs here. */
  intro: string;
  sections: readonly Section[];
};

/** A column whose key is `datum` is a date picker; the server checks it as a date. */
export const DATE_COLUMN_KEY = "datum";

/** Every date in the product is picked in a calendar, not typed. */
export const isDateColumn = (c: TableColumn) => c.date === true || c.key === DATE_COLUMN_KEY;

export const DEFAULT_TEXT_ROWS = 5;

/**
 * What counts as more than a placeholder for the readiness ('te kort'), unless a section sets its
 * own: a text of several lines needs a sentence or two, a one-line field (names, a place) a word,
 * and a table row two filled-in cells (one cell is a heading without content).
 */
export const minTextChars = { lines: 40, line: 3 } as const;
export const minRowCells = 2;

/** How often a supplier is evaluated (Inkoop), in months: the evaluation is due that long after the last. */
export const supplierEvaluationCycles = ["Elk jaar", "Elke 2 jaar", "Elke 3 jaar"] as const;
export const supplierCycleMonths: Readonly<Record<string, number>> = {
  "Elk jaar": 12,
  "Elke 2 jaar": 24,
  "Elke 3 jaar": 36,
};
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

/** The 13 Kwaliteitssysteem pages, in their fixed order (sidebar group 'Kwaliteitssysteem'). */
export const kwaliteitssysteemTopics: readonly Topic[] = [
  {
    slug: "missie-en-visie",
    elements: ["1.2"],
    keywords: ["missie", "visie", "kernwaarden", "waar staan wij voor", "ambitie", "strategisch kader", "koers"],
    title: "Missie en visie",
    intro: "Beschrijf waarom uw organisatie bestaat en waar u naartoe wilt.",
    sections: [{ kind: "text", name: "missie-en-visie", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "doelgroep",
    elements: ["1.1"],
    keywords: ["doelgroep", "cliënten", "cliëntgroep", "hulpvraag", "voor wie"],
    title: "Doelgroep",
    intro: "Voor wie werkt uw organisatie? Beschrijf uw cliënten en hun hulpvragen.",
    sections: [{ kind: "text", name: "doelgroep", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "kwaliteitsbeleid",
    elements: ["1.3"],
    keywords: [
      "kwaliteitsbeleid",
      "kwaliteitsmanagement",
      "kwaliteitssysteem",
      "pdca",
      "kwaliteitscyclus",
      "kwaliteitszorg",
      "kwaliteitsmaatregel",
      "kwaliteitsnorm",
      "kwaliteitsbewaking",
      "kwaliteitsbeheersing",
      "managementsysteem",
      "toepassingsgebied",
      "verbetercyclus",
      "jaarcyclus",
      // The goal sets are built on their own page; how goals are set and followed is policy.
      "doelstelling",
    ],
    title: "Kwaliteitsbeleid",
    intro: "Hoe bewaakt en verbetert u de kwaliteit van uw zorg?",
    sections: [{ kind: "text", name: "kwaliteitsbeleid", rows: DEFAULT_TEXT_ROWS }],
  },
  {
    slug: "context-analyse",
    elements: ["1.1"],
    keywords: ["contextanalyse", "context", "belanghebbende", "stakeholder", "omgeving"],
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
    elements: ["1.1"],
    keywords: [
      "wet- en regelgeving",
      "wetgeving",
      "regelgeving",
      "wetten",
      "richtlijn",
      "jeugdwet",
      "wkkgz",
      "avg",
      // Chapter 2 of every handbook in the ISO structure: the laws and norms it follows.
      "normatieve verwijzing",
    ],
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
    elements: ["1.5"],
    keywords: ["risico", "kansen", "swot", "risicoanalyse organisatie", "dreiging", "bedreiging"],
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
    elements: ["1.3"],
    keywords: ["kwaliteitsdoelstelling", "doelstelling", "jaarplan", "doelen"],
    title: "Kwaliteitsdoelstellingen",
    intro: "Leg per doelstelling vast welke maatregelen u neemt, wie wat doet en hoe u meet.",
    sections: [{ kind: "goalSets" }],
  },
  {
    slug: "cruciale-processen",
    elements: ["1.7"],
    keywords: ["cruciale processen", "proces", "procedure", "protocol", "werkproces"],
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
    elements: ["4.3"],
    keywords: ["signalen", "afwijking", "corrigerende maatregel", "tekortkoming"],
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
    elements: ["2.7"],
    keywords: ["materialen", "middelen", "keuring", "apparatuur", "onderhoud"],
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
    elements: ["2.5"],
    keywords: ["inkoop", "leverancier", "uitbesteding", "inkopen"],
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
          { key: "laatsteEvaluatie", title: "Laatst geëvalueerd op", date: true },
          { key: "evaluatieCyclus", title: "Evalueren", choice: supplierEvaluationCycles },
        ],
      },
    ],
  },
  {
    slug: "competentie",
    elements: ["2.1"],
    keywords: ["competentie", "deskundigheid", "scholing", "opleiding", "bijscholing", "vaardigheden"],
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
    elements: ["4.6"],
    keywords: [
      "organisatiebeoordeling",
      "directiebeoordeling",
      "managementreview",
      "jaarlijkse beoordeling",
      "jaarevaluatie",
    ],
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

/**
 * The topic groups of the sidebar. Vorige/Volgende walk one group: the 13 Kwaliteitssysteem pages keep their
 * own order and ends; the topics for the other HKZ elements are a group of their own, in norm order.
 */
export const topicGroups = [
  { title: "Kwaliteitssysteem", icon: "shield", topics: kwaliteitssysteemTopics },
  { title: "Overige normonderdelen", icon: "list", topics: normTopics },
] as const satisfies readonly { title: string; icon: NavIcon; topics: readonly Topic[] }[];

/** Every topic, group by group: what the server accepts and the handbook shows. */
export const topics: readonly Topic[] = topicGroups.flatMap((g) => g.topics);

export function findTopic(slug: string): Topic | undefined {
  return topics.find((t) => t.slug === slug);
}

/** The previous and next page for the 'Vorige' / 'Volgende' buttons, within the topic's group. */
export function neighbours(slug: string): { previous?: Topic; next?: Topic } {
  for (const group of topicGroups) {
    const i = group.topics.findIndex((t) => t.slug === slug);
    if (i >= 0) return { previous: group.topics[i - 1], next: group.topics[i + 1] };
  }
  return {};
}

export const documentCategories = [
  { slug: "procesbeschrijvingen", title: "Procesbeschrijvingen" },
  { slug: "beleid", title: "Beleid" },
  { slug: "notulen", title: "Notulen" },
] as const;

export type DocumentCategory = (typeof documentCategories)[number]["slug"];

export const documentCategorySlugs = documentCategories.map((c) => c.slug) as [DocumentCategory, ...DocumentCategory[]];

/** 'Beleid' for 'beleid'. */
export const categoryTitle = (slug: string): string => documentCategories.find((c) => c.slug === slug)?.title ?? slug;

/** Sidebar groups of the signed-in shell. Items without url are placeholders (none left). */
export type NavItem = { title: string; url?: string };
export type NavGroup = { title: string; icon: NavIcon; items: NavItem[]; defaultOpen?: boolean };
export type NavIcon = "info" | "book" | "shield" | "list" | "folder" | "cycle" | "people";

/**
 * The Verbeteren pages. Two work on the subject of a Kwaliteitssysteem topic (4.1, 4.6): they carry
 * their own name, and each links to the topic (where the user types) as the topic links back to it
 * (where Normwijs counts), so nobody has to guess which of the two is meant.
 */
export const verbeterenPages = {
  acties: { title: "Verbeteracties", url: paths.verbeteracties },
  audits: { title: "Interne audits", url: paths.audits },
  clientervaringen: { title: "Vragenlijst voor cliënten", url: paths.clientervaringen, topic: "clientervaringen" },
  organisatiebeoordeling: {
    title: "Jaarlijkse beoordeling",
    url: paths.organisatiebeoordeling,
    topic: "organisatiebeoordeling",
  },
  kwartaalanalyse: { title: "Kwartaalanalyse meldingen", url: paths.kwartaalanalyse, topic: "meldingen" },
} as const;

/** The Verbeteren page that works on a topic's subject, if any. */
export const verbeterenPageFor = (slug: string) =>
  Object.values(verbeterenPages).find((p) => "topic" in p && p.topic === slug);

export const navGroups: NavGroup[] = [
  {
    title: "Invulinstructie",
    icon: "info",
    items: [
      { title: "Hoe vul ik het kwaliteitssysteem in?", url: paths.invulinstructie },
      { title: "Tips en trucs", url: paths.tips },
    ],
  },
  {
    title: "Kwaliteitshandboek",
    icon: "book",
    items: [
      { title: "Handboek bekijken", url: paths.handboek },
      { title: "Exporteren", url: paths.handboekExporteren },
      { title: "Handboek importeren", url: paths.handboekImporteren },
      { title: "Auditortoegang", url: paths.handboekAuditor },
      { title: "Leesbevestigingen", url: paths.leesbevestigingen },
    ],
  },
  ...topicGroups.map((g) => ({
    title: g.title,
    icon: g.icon,
    defaultOpen: g.topics === kwaliteitssysteemTopics ? true : undefined,
    items: g.topics.map((t) => ({ title: t.title, url: paths.kwaliteitssysteem(t.slug) })),
  })),
  {
    // The improvement cycle (issue 22): actions, internal audits, client experiences, the management review.
    title: "Verbeteren",
    icon: "cycle",
    items: Object.values(verbeterenPages).map(({ title, url }) => ({ title, url })),
  },
  {
    title: "Documenten",
    icon: "folder",
    items: documentCategories.map((c) => ({ title: c.title, url: paths.documenten(c.slug) })),
  },
  {
    // Personnel records (issue 40): VOG, registrations, diplomas and training per person.
    title: "Organisatie",
    icon: "people",
    items: [
      { title: "Medewerkers", url: paths.medewerkers },
      // Reports and client complaints (issue 41); the form itself is 'Melden' in the top bar.
      { title: "Meldingen", url: paths.meldingen },
    ],
  },
];

export const footerLinks: NavItem[] = [
  { title: "Team", url: paths.team },
  { title: "Account", url: paths.account },
  { title: "Abonnement", url: paths.abonnement },
  { title: "Instellingen", url: paths.instellingen },
];

/**
 * Where a page sits: its group (a sidebar heading), the page above it (a link), and its own name.
 * Every signed-in page has one; e2e/every-page.spec.ts walks them all.
 */
export type Breadcrumb = { group?: string; parent?: { title: string; link: string }; page: string };

const overview = "Overzicht";
const settings = { title: "Instellingen", link: paths.instellingen };

/** Pages outside the sidebar's groups, by exact path. */
const placedPages: Record<string, Breadcrumb> = {
  [paths.home]: { page: overview },
  [paths.kalender]: { page: "Kwaliteitskalender" },
  [paths.prullenbak]: { group: "Documenten", page: "Prullenbak" },
  [paths.instellingen]: { page: settings.title },
  [paths.team]: { parent: settings, page: "Team" },
  [paths.account]: { parent: settings, page: "Account" },
  [paths.activiteit]: { parent: settings, page: "Activiteit" },
  [paths.abonnement]: { page: "Abonnement" },
  [paths.melden]: { group: "Organisatie", parent: { title: "Meldingen", link: paths.meldingen }, page: "Melden" },
  [paths.abonnementSuccess]: {
    parent: { title: "Abonnement", link: paths.abonnement },
    page: "Bedankt voor uw abonnement",
  },
  [paths.abonnementCancel]: { parent: { title: "Abonnement", link: paths.abonnement }, page: "Betaling afgebroken" },
};

/** Pages with an id in their path, by the start of it. */
const placedRecords: readonly [prefix: string, crumb: Breadcrumb][] = [
  [paths.normelement(""), { parent: { title: overview, link: paths.home }, page: "Normelement" }],
  [
    paths.leesvraag(""),
    {
      group: "Kwaliteitshandboek",
      parent: { title: "Leesbevestigingen", link: paths.leesbevestigingen },
      page: "Leesvraag",
    },
  ],
  [
    paths.auditBevinding(""),
    { group: "Verbeteren", parent: { title: verbeterenPages.audits.title, link: paths.audits }, page: "Bevinding" },
  ],
  [
    paths.audit(""),
    { group: "Verbeteren", parent: { title: verbeterenPages.audits.title, link: paths.audits }, page: "Audit" },
  ],
  [paths.melding(""), { group: "Organisatie", parent: { title: "Meldingen", link: paths.meldingen }, page: "Melding" }],
  [
    paths.medewerker(""),
    { group: "Organisatie", parent: { title: "Medewerkers", link: paths.medewerkers }, page: "Medewerker" },
  ],
  [
    paths.verbeteractie(""),
    {
      group: "Verbeteren",
      parent: { title: verbeterenPages.acties.title, link: paths.verbeteracties },
      page: "Verbeteractie",
    },
  ],
];

/** The breadcrumb for a path; 'Pagina niet gevonden' for an address no page has. */
export function breadcrumbFor(pathname: string): Breadcrumb {
  const clean = pathname.replace(/\/+$/, "") || "/";
  for (const group of navGroups) {
    const item = group.items.find((i) => i.url === clean);
    if (item) return { group: group.title, page: item.title };
  }
  const placed = placedPages[clean] ?? placedRecords.find(([prefix]) => clean.startsWith(prefix))?.[1];
  return placed ?? { page: "Pagina niet gevonden" };
}
