/** Every Dutch text of the Overzicht, the Kwaliteitskalender and the review-date control. */
export const messages = {
  overview: {
    title: "Overzicht",
    welcome: (name: string) => `Welkom, ${name}.`,
    description: "Wat verlopen is, wat binnenkort moet en wat er onlangs is gewijzigd.",
    overdue: "Verlopen",
    overdueEmpty: "Niets verlopen. Goed bezig!",
    /** No praise while nothing is filled in yet: then nothing can be overdue. */
    overdueEmptyNew: "Er is nog niets verlopen.",
    soon: "Binnenkort",
    soonDescription: "In de komende 30 dagen.",
    soonEmpty: "De komende 30 dagen staat er niets gepland.",
    recent: "Recente wijzigingen",
    recentEmpty: "Nog geen wijzigingen.",
    toCalendar: "Naar de Kwaliteitskalender",
    loadFailed: "Het overzicht kon niet worden geladen. Vernieuw de pagina om het opnieuw te proberen.",
    by: (who: string | null) => (who ? ` door ${who}` : ""),
    on: (when: string) => ` op ${when}`,
  },
  /** The first step: where to start or go on, and how far the 13 Kwaliteitssysteem pages are. */
  start: {
    titleNew: "Waar begint u?",
    title: "Verder met uw kwaliteitssysteem",
    introNew:
      "Uw kwaliteitssysteem is nog leeg. Vul de onderdelen één voor één in, te beginnen bij het eerste. Alles wat u typt, wordt vanzelf bewaard.",
    intro: "Vul het volgende onderdeel in. Alles wat u typt, wordt vanzelf bewaard.",
    progress: (filled: number, total: number) =>
      `${filled} van ${total} onderdelen van het kwaliteitssysteem ingevuld.`,
    begin: (title: string) => `Begin met ${title}`,
    goOn: (title: string) => `Ga verder met ${title}`,
  },
  coverage: {
    title: "Dekking van de HKZ-norm",
    description:
      "De 23 onderdelen van HKZ Kleine Organisaties 2021, waar u ze in Normwijs invult en hoe ver u bent. Ingevuld telt alleen als de herziening niet verlopen is.",
    progress: (done: number, total: number) =>
      `${done} van ${total} ingevuld (${total ? Math.round((done / total) * 100) : 0}%)`,
    overall: "Totaal",
    chapter: (n: number, title: string) => `Hoofdstuk ${n}: ${title}`,
    element: "Normonderdeel",
    pages: "Waar in Normwijs",
    status: "Status",
  },
  calendar: {
    title: "Kwaliteitskalender",
    description: "Alles wat gepland staat of herzien moet worden, per maand.",
    past: "Verlopen",
    thisMonth: "Deze maand",
    coming: "Komend",
    empty: "Hier staat niets.",
    filter: "Soort",
    allKinds: "Alle soorten",
    done: "Afgerond",
    doneLabel: (title: string) => `${title}: afgerond`,
    doneAnnounced: (title: string) => `'${title}' is afgerond.`,
    act: "Openen",
    loadFailed: "De kalender kon niet worden geladen. Vernieuw de pagina om het opnieuw te proberen.",
    feedTitle: "Agendakoppeling",
    feedDescription:
      "Zet de kalender in Outlook, Google Agenda of Apple Agenda: voeg daar een agenda toe vanaf internet met deze persoonlijke link. Deel de link niet: wie hem heeft, ziet uw planning.",
    feedLabel: "Persoonlijke agendalink",
    copy: "Kopiëren",
    copied: "De agendalink is gekopieerd.",
    copyFailed: "Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.",
    renew: "Nieuwe link maken",
    renewed: "Er is een nieuwe agendalink gemaakt. De oude werkt niet meer.",
    openFeed: "Agenda openen",
  },
  review: {
    label: "Herzien vóór",
    defaultHint: (date: string) =>
      `Standaard: 12 maanden na de vaststelling, of anders na de laatste wijziging (${date}).`,
    documentDefaultHint: "Standaard 12 maanden na het uploaden.",
    noContent: "Nog niet ingevuld. Na de eerste wijziging geldt standaard 12 maanden later.",
    setByHand: "Zelf gekozen.",
    saved: (date: string) => `Herzien vóór ${date} is opgeslagen.`,
    reset: "De standaarddatum geldt weer.",
    saveFailed: "De datum is niet opgeslagen.",
  },
  statuses: { verlopen: "Verlopen", binnenkort: "Binnenkort", later: "Later" },
} as const;
