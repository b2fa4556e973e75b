/**
 * The topics for the HKZ Kleine Organisaties 2021 elements that the spec's 13 pages do not cover,
 * in norm order. They are ordinary catalogue topics (same page, same saving, same handbook) in a
 * sidebar group of their own. Only types come from catalogue.ts: it imports this list.
 */
import type { Topic } from "@norm/catalogue";

const TEXT_ROWS = 6;

/** The types of the register of 4.5; the order is the order of the select. */
export const meldingTypes = ["Incident", "Calamiteit", "Geweld in de zorgrelatie", "Klacht", "Datalek"] as const;
export const MELDINGEN_TABLE = "meldingen-register";
/**
 * The cause categories of a row of the register of 4.5 ('Oorzaak'), after the groups of the
 * Eindhoven Classification Model that PRISMA analyses use (technical, organisational, human,
 * client-related), in our own plain words (docs/sources.md). The quarterly analysis counts them.
 */
export const oorzaakCategorieen = [
  "Communicatie of overdracht",
  "Werkwijze of protocol",
  "Kennis en vaardigheid",
  "Materiaal of omgeving",
  "Organisatie en planning",
  "Cliëntgebonden",
  "Anders",
] as const;

export const normTopics: readonly Topic[] = [
  {
    slug: "houding-leiderschap-cultuur",
    title: "Houding, leiderschap en cultuur",
    elements: ["1.4"],
    keywords: ["leiderschap", "cultuur", "houding", "leidinggeven", "open sfeer"],
    intro: "Hoe geeft u leiding en hoe zorgt u voor een open sfeer waarin iedereen over kwaliteit meedenkt?",
    sections: [{ kind: "text", name: "houding-leiderschap-cultuur", rows: TEXT_ROWS }],
  },
  {
    slug: "uitsluitingscriteria",
    title: "Uitsluitingscriteria",
    elements: ["1.6"],
    keywords: ["uitsluitingscriteria", "uitsluiting", "contra-indicatie", "niet in zorg"],
    intro: "Welke cliënten helpt u niet, waarom niet, en wat doet u dan met hun hulpvraag?",
    sections: [
      {
        kind: "table",
        name: "uitsluitingscriteria",
        columns: [
          { key: "criterium", title: "Wie helpt u niet?" },
          { key: "reden", title: "Waarom niet?" },
          { key: "werkwijze", title: "Wat doet u dan?" },
        ],
      },
    ],
  },
  {
    slug: "medewerkers",
    // The policy only. The records per person (VOG, registration, diplomas, training) are the page
    // 'Medewerkers' (modules/personnel): personal data, for the Eigenaar and the person only. The
    // free-text staff table this topic had was moved there (migrations 0047 and 0070).
    title: "Personeelsbeleid",
    elements: ["2.2"],
    keywords: [
      "medewerkers",
      "personeel",
      "personeelsbeleid",
      "personeelsoverzicht",
      "vog",
      "diploma",
      "registratie skj",
      "big-registratie",
    ],
    intro:
      "Hoe zorgt u dat uw medewerkers bevoegd en bekwaam zijn? Beschrijf hier uw werkwijze. De gegevens per medewerker (VOG, registratie, diploma's, scholing) houdt u bij op de pagina Medewerkers.",
    sections: [{ kind: "text", name: "personeelsbeleid", rows: TEXT_ROWS }],
  },
  {
    slug: "gesprekken-functioneren",
    title: "Gesprekken rondom functioneren",
    elements: ["2.3"],
    keywords: [
      "functioneringsgesprek",
      "beoordelingsgesprek",
      // Not 'functioneren' alone: 'Functioneren van het kwaliteitssysteem' is no talk with staff.
      "functioneren van medewerkers",
      "functioneren van de medewerker",
      "jaargesprek",
      "pop",
    ],
    intro: "Hoe vaak en hoe bespreekt u met iedere medewerker hoe het werk gaat en wat hij of zij nodig heeft?",
    sections: [{ kind: "text", name: "gesprekken-functioneren", rows: TEXT_ROWS }],
  },
  {
    slug: "hoofd-en-onderaannemers",
    title: "Hoofd- en onderaannemers",
    elements: ["2.4"],
    keywords: ["onderaannemer", "hoofdaannemer", "onderaanneming", "samenwerkingspartner", "ketenpartner"],
    intro: "Met welke organisaties werkt u als hoofd- of onderaannemer samen, en wat is afgesproken?",
    sections: [
      {
        kind: "table",
        name: "hoofd-en-onderaannemers",
        columns: [
          { key: "organisatie", title: "Organisatie" },
          { key: "rol", title: "Rol van uw organisatie", choice: ["Hoofdaannemer", "Onderaannemer"] },
          { key: "afspraken", title: "Afspraken" },
          { key: "vastgelegd", title: "Vastgelegd in" },
          { key: "evaluatie", title: "Evaluatie" },
        ],
      },
    ],
  },
  {
    slug: "werkomgeving",
    title: "Werkomgeving",
    elements: ["2.6"],
    keywords: [
      "werkomgeving",
      "arbo",
      "ri&e",
      "risico-inventarisatie",
      "veiligheid op het werk",
      "arbeidsomstandigheden",
    ],
    intro: "Is uw werkplek veilig en gezond? Leg de datum van uw RI&E vast en werk het plan van aanpak uit.",
    sections: [
      { kind: "text", name: "rie-datum", title: "Datum RI&E", rows: 1, date: true },
      {
        kind: "table",
        name: "rie-plan-van-aanpak",
        title: "Plan van aanpak",
        columns: [
          { key: "risico", title: "Risico" },
          { key: "maatregel", title: "Maatregel" },
          { key: "wie", title: "Wie" },
          { key: "gereedVoor", title: "Klaar vóór", date: true },
          { key: "status", title: "Stand van zaken" },
          { key: "afgerond", title: "Afgerond op", date: true },
        ],
      },
    ],
  },
  {
    slug: "informatie-aan-clienten",
    title: "Informatie aan cliënten",
    elements: ["3.1"],
    keywords: ["informatie aan cliënten", "informatievoorziening", "cliëntinformatie", "folder", "website"],
    intro: "Welke informatie krijgen cliënten en ouders van u, wanneer en op welke manier?",
    sections: [{ kind: "text", name: "informatie-aan-clienten", rows: TEXT_ROWS }],
  },
  {
    slug: "individuele-risicoanalyse",
    title: "Individuele risicoanalyse",
    elements: ["3.2"],
    keywords: ["individuele risicoanalyse", "risicotaxatie", "veiligheidsplan", "risico-inschatting"],
    intro: "Hoe brengt u per cliënt de risico's in kaart, en wat doet u ermee?",
    sections: [{ kind: "text", name: "individuele-risicoanalyse", rows: TEXT_ROWS }],
  },
  {
    slug: "zorgplan",
    title: "Zorgplan",
    elements: ["3.3"],
    keywords: [
      "zorgplan",
      "hulpverleningsplan",
      "behandelplan",
      "begeleidingsplan",
      "ondersteuningsplan",
      "evaluatie zorgplan",
    ],
    intro: "Hoe maakt u samen met de cliënt een plan, hoe evalueert u het en wie ondertekent het?",
    sections: [{ kind: "text", name: "zorgplan", rows: TEXT_ROWS }],
  },
  {
    slug: "clientervaringen",
    title: "Cliëntervaringen",
    elements: ["4.1"],
    keywords: [
      "cliëntervaringen",
      "cliënttevredenheid",
      "tevredenheidsonderzoek",
      "ervaringen van cliënten",
      "vragenlijst",
    ],
    intro: "Hoe en wanneer vraagt u cliënten naar hun ervaringen, en wat doet u met de uitkomst?",
    sections: [
      { kind: "text", name: "clientervaringen-werkwijze", title: "Werkwijze", rows: 4 },
      {
        kind: "table",
        name: "clientervaringen-resultaten",
        title: "Metingen en resultaten",
        columns: [
          { key: "datum", title: "Datum", date: true },
          { key: "methode", title: "Methode" },
          { key: "uitkomst", title: "Uitkomst" },
          { key: "verbeteracties", title: "Verbeteracties" },
        ],
      },
    ],
  },
  {
    slug: "inspraak",
    title: "Inspraak en medezeggenschap",
    elements: ["4.2"],
    keywords: ["inspraak", "medezeggenschap", "cliëntenraad", "cliëntparticipatie"],
    intro: "Hoe praten cliënten, ouders en medewerkers mee over het beleid van uw organisatie?",
    sections: [{ kind: "text", name: "inspraak", rows: TEXT_ROWS }],
  },
  {
    slug: "ervaringen-medewerkers",
    title: "Ervaringen van medewerkers",
    elements: ["4.4"],
    keywords: [
      "ervaringen van medewerkers",
      "medewerkertevredenheid",
      "medewerkerstevredenheid",
      "werkoverleg",
      "teamoverleg",
    ],
    intro: "Hoe vraagt u medewerkers naar hun ervaringen en ideeën, en wat doet u ermee?",
    sections: [{ kind: "text", name: "ervaringen-medewerkers", rows: TEXT_ROWS }],
  },
  {
    slug: "meldingen",
    title: "Incidenten, calamiteiten, klachten en datalekken",
    elements: ["4.5"],
    keywords: ["incident", "calamiteit", "klacht", "klachtenregeling", "datalek", "mic", "meldingen", "vim"],
    intro:
      "Registreer elk incident, elke calamiteit, klacht en elk datalek: wat er gebeurde, wat u deed en aan wie u het meldde.",
    sections: [
      {
        kind: "table",
        name: MELDINGEN_TABLE,
        title: "Register",
        columns: [
          { key: "datum", title: "Datum (ontdekt)", date: true },
          { key: "type", title: "Type", choice: meldingTypes },
          { key: "omschrijving", title: "Omschrijving" },
          { key: "oorzaak", title: "Oorzaak", choice: oorzaakCategorieen },
          { key: "maatregelen", title: "Maatregelen" },
          { key: "gemeldAan", title: "Gemeld aan" },
          { key: "datumMelding", title: "Datum melding", date: true },
          { key: "klachtOntvangen", title: "Klacht ontvangen op", date: true },
          { key: "klachtVerlengdTot", title: "Termijn verlengd tot", date: true },
          { key: "klachtVerlengingGemeld", title: "Verlenging gemeld aan cliënt op", date: true },
          { key: "klachtOordeel", title: "Oordeel gegeven op", date: true },
          { key: "meldtermijn", title: "Termijn", readOnly: true, computed: "meldtermijn" },
          { key: "evaluatie", title: "Evaluatie" },
          { key: "afgesloten", title: "Afgesloten op", date: true },
        ],
      },
    ],
  },
];
