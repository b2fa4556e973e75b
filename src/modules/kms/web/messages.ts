/**
 * Every Dutch text of the Kwaliteitssysteem pages: sections, goals, the help panel, saving, conflicts
 * and the history of a section. (The topics' own titles and help are content: shared/catalogue.ts and
 * shared/guidance/.)
 */
import { historyText } from "../messages";

export const messages = {
  failed: "Er ging iets mis. Probeer het opnieuw.",
  cancel: "Annuleren",
  remove: "Verwijderen",
  topic: {
    toSubscription: "Naar Abonnement",
    loadFailed: "Uw gegevens konden niet worden geladen. Vernieuw de pagina om het opnieuw te proberen.",
    loading: "Laden…",
    evaluationTitle: "Evaluatie kwaliteitsdoelstellingen",
    prevNext: "Vorige en volgende",
    previous: "Vorige",
    previousLabel: (title: string) => `Vorige: ${title}`,
    next: "Volgende",
    nextLabel: (title: string) => `Volgende: ${title}`,
    /** The Verbeteren page on the same subject, by topic. */
    related: {
      clientervaringen: {
        before: "Cliënten zelf om hun mening vragen? Dat doet u met de",
        after: " onder Verbeteren. Normwijs telt daar de antwoorden voor u.",
      },
      organisatiebeoordeling: {
        before: "De cijfers voor deze beoordeling zet Normwijs voor u klaar op de pagina",
        after: " onder Verbeteren. Daar bewaart u ook uw conclusies per jaar.",
      },
      meldingen: {
        before: "Hoeveel meldingen er per kwartaal waren, per type en per oorzaak, ziet u op de pagina",
        after: " onder Verbeteren. Daar schrijft u ook uw analyse per kwartaal.",
      },
    } as Record<string, { before: string; after: string }>,
  },
  text: {
    placeholder: "Typ hier uw tekst. Alles wordt vanzelf opgeslagen.",
    suggestions: "Suggesties",
    suggestionPresent: (s: string) => `${s} (staat al in de tekst)`,
    suggestionAdd: (s: string) => `${s} toevoegen aan de tekst`,
    /** Under a text with a table in it (one from a Word import, or typed with | and ---). */
    tablesShown: (n: number) =>
      `${n === 1 ? "Zo ziet de tabel" : "Zo zien de tabellen"} in deze tekst eruit in het handboek. U past ${n === 1 ? "de tabel" : "ze"} aan in het tekstvak hierboven: elke regel met | is een rij.`,
    tableLabel: (label: string, n: number, of: number) => (of === 1 ? `Tabel in ${label}` : `Tabel ${n} in ${label}`),
  },
  table: {
    label: (name: string) => `Tabel: ${name}`,
    selectAll: "Alle rijen selecteren",
    selectRow: (n: number, context?: string) => `Rij ${n} selecteren${context ? `, ${context}` : ""}`,
    cell: (column: string, n: number, context?: string) => `${column}, rij ${n}${context ? `, ${context}` : ""}`,
    choose: "Kies…",
    deleteSelected: (n: number) => (n ? `Verwijderen (${n})` : "Verwijderen"),
    addRow: "Rij toevoegen",
    selectRows: "Rijen selecteren",
    deleted: (count: number, where: string) => `${count} ${count === 1 ? "rij" : "rijen"} verwijderd uit ${where}.`,
  },
  goals: {
    label: "Kwaliteitsdoelstellingen",
    empty: "Er zijn nog geen kwaliteitsdoelstellingen. Voeg een doelstelling toe om te beginnen.",
    title: (n: number) => `Kwaliteitsdoelstelling ${n}`,
    delete: "Doelstelling verwijderen",
    deleteLabel: (n: number) => `Doelstelling verwijderen: kwaliteitsdoelstelling ${n}`,
    deleted: (n: number) => `Kwaliteitsdoelstelling ${n} is verwijderd.`,
    goal: "Doelstelling",
    goalLabel: (n: number) => `Doelstelling ${n}`,
    goalPlaceholder: "Bijvoorbeeld: de wachttijd voor een intake is korter dan twee weken.",
    measures: "Maatregelen",
    measuresLabel: (n: number) => `Maatregelen bij doelstelling ${n}`,
    context: (n: number) => `doelstelling ${n}`,
    add: "Nieuwe doelstelling toevoegen",
    confirmTitle: "Doelstelling verwijderen?",
    confirmText: "De doelstelling en haar maatregelen worden verwijderd. Dit kunt u niet ongedaan maken.",
  },
  evaluation: {
    noGoals: "Er zijn nog geen kwaliteitsdoelstellingen. Voeg ze toe bij",
    goalsPage: "Kwaliteitsdoelstellingen",
    untitled: (n: number) => `Kwaliteitsdoelstelling ${n} (nog zonder tekst)`,
    goal: "Doelstelling",
    status: "Status",
    statusOf: (goal: string) => `Status van ${goal}`,
    placeholder: "Hoe staat het met deze doelstelling?",
  },
  changeNote: {
    someone: "een collega",
    changed: (by: string | null, date: string | null) =>
      `Laatst gewijzigd${by ? ` door ${by}` : ""}${date ? ` op ${date}` : ""}`,
    updatedAnnounce: (label: string, by: string) => `${label}: bijgewerkt door ${by}`,
    updatedBy: (by: string) => `Bijgewerkt door ${by}`,
  },
  conflict: {
    title: "Iemand anders heeft dit intussen gewijzigd",
    text: "Dit onderdeel is in een ander venster of door een collega opgeslagen terwijl u typte. Uw eigen versie is nog niet opgeslagen. Welke versie wilt u bewaren?",
    show: "Bekijk de opgeslagen versie",
    empty: "(leeg)",
    keepMine: "Mijn versie behouden",
    useTheirs: "Opgeslagen versie gebruiken",
  },
  signedOut: "U bent uitgelogd. Log opnieuw in; uw tekst blijft op dit apparaat bewaard.",
  guidance: {
    region: (title: string) => `Hulp bij ${title}`,
    exampleTable: (label: string) => `Voorbeeld: ${label}`,
    toggle: "Wat vraagt de norm?",
    norm: "Wat vraagt de norm?",
    auditor: "Wat wil de auditor zien?",
    example: "Voorbeeld uit de jeugdzorg",
    insert: "Voorbeeld invoegen",
    inserted: (label: string) =>
      `Het voorbeeld staat nu in '${label}'. U kunt het aanpassen; het wordt vanzelf opgeslagen.`,
    confirmTitle: "Voorbeeld toevoegen aan uw tekst?",
    confirmDescription: (label: string) =>
      `Bij '${label}' staat al tekst. Het voorbeeld komt onder uw tekst; uw eigen tekst blijft staan.`,
    confirm: "Voorbeeld toevoegen",
    cancel: "Annuleren",
    dateFilled: "Hier staat al een datum.",
  },
  save: {
    saving: "Opslaan…",
    saved: "Opgeslagen",
    retrying: "Niet opgeslagen — opnieuw proberen…",
    draftFailed:
      "Niet opgeslagen. Er is op dit apparaat geen ruimte voor een reservekopie: sluit de pagina pas als hier 'Opgeslagen' staat.",
    error: (reason?: string) => `Niet opgeslagen: ${reason ?? "probeer het opnieuw."}`,
  },
  history: {
    intro: "Elke opgeslagen versie blijft bewaard. Kies een versie om die te vergelijken met de huidige.",
    versions: "Versies",
    none: "Er is nog geen versie opgeslagen.",
    more: "Meer laden",
    showEach: (n: number) => `${historyText.saves(n)} tonen`,
    hideEach: (n: number) => `${historyText.saves(n)} verbergen`,
    choose: "Kies links een versie.",
    comparison: "Vergelijking",
    loading: "Laden…",
    versionOf: (when: string, who: string) => `Versie van ${when} door ${who}`,
    deleted: "Deze versie is een verwijdering: het onderdeel was toen leeg. Er is niets om terug te zetten.",
    restore: "Deze versie terugzetten",
    restoring: "Bezig met terugzetten…",
    restored: (when: string, label: string) => `De versie van ${when} is teruggezet in ${label}.`,
    same: "Deze versie is gelijk aan de huidige.",
    conflictFirst: "Kies eerst bij de melding op de pagina welke versie u wilt houden. Zet daarna een versie terug.",
    unsaved: "Uw laatste wijziging is nog niet opgeslagen. Wacht tot 'Opgeslagen' verschijnt en probeer het opnieuw.",
    changedMeanwhile:
      "Dit onderdeel is intussen gewijzigd. De nieuwste versie staat nu op de pagina. Kies opnieuw als u toch een oudere versie wilt terugzetten.",
    failed: "Het terugzetten is niet gelukt. Probeer het opnieuw.",
  },
  comparison: {
    legend: "Vergeleken met de huidige versie:",
    added: "toegevoegd sinds deze versie",
    removed: "verwijderd sinds deze versie",
    srAdded: "begin toegevoegd:",
    srRemoved: "begin verwijderd:",
    srEnd: "einde.",
    table: "Vergelijking van de rijen",
    state: "Stand",
    status: { added: "Toegevoegd", removed: "Verwijderd", changed: "Gewijzigd", same: "Ongewijzigd" },
    empty: "(leeg)",
  },
} as const;
