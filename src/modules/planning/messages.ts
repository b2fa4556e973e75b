/** Every Dutch text of planning: its answers, the calendar feed's names and events, the pages. */
export const planningMessages = {
  invalidDate: "Kies een geldige datum in de kalender.",
  unknownTopic: "Dit onderdeel bestaat niet in Normwijs.",
  unknownDocument: "Dit document bestaat niet (meer).",
  unknownItem: "Dit punt staat niet (meer) in de planning. Ververs de pagina.",
  doneAtSource:
    "Rond dit af op de pagina waar het staat: een verbeteractie met het resultaat, een klacht met de datum van het oordeel.",
  unknownSubject: "Dit onderdeel of document bestaat niet (meer).",
  chooseOnOff: "Kies aan of uit.",
  feedGone: "Deze agendalink bestaat niet (meer). Maak een nieuwe op de Kwaliteitskalender.",
  /** The description of an event in the calendar feed (the title names the kind already: 'Maatregel: …'). */
  feedEvent: (title: string, url: string) => `${title}\nOpen in Normwijs: ${url}`,
  /** The calendar's name in an agenda app; without an organisation name, just the product. */
  feedName: (organisation: string) => (organisation.trim() ? `Normwijs — ${organisation.trim()}` : "Normwijs"),
} as const;

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
  /** The first step: where to start or go on (how far: the readiness below, the Overzicht's one figure). */
  start: {
    titleNew: "Waar begint u?",
    title: "Verder met uw kwaliteitssysteem",
    introNew:
      "Uw kwaliteitssysteem is nog leeg. Vul de onderdelen één voor één in, te beginnen bij het eerste. Alles wat u typt, wordt vanzelf bewaard.",
    intro: "Vul het volgende onderdeel in. Alles wat u typt, wordt vanzelf bewaard.",
    begin: (title: string) => `Begin met ${title}`,
    goOn: (title: string) => `Ga verder met ${title}`,
  },
  coverage: {
    title: "Dekking van de HKZ-norm",
    description:
      "De 23 onderdelen van HKZ Kleine Organisaties 2021 en waar u ze in Normwijs invult. Ingevuld telt alleen als de herziening niet verlopen is. Of een onderdeel op orde is, ziet u hierboven bij de auditgereedheid.",
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
    defaultHint: (date: string) => `Standaard: 12 maanden na de laatste wijziging (${date}).`,
    approvedHint: (date: string) => `Standaard: 12 maanden na de vaststelling (${date}).`,
    documentDefaultHint: "Standaard 12 maanden na het uploaden.",
    noContent: "Nog niet ingevuld. Na de eerste wijziging geldt standaard 12 maanden later.",
    setByHand: "Zelf gekozen.",
    saved: (date: string) => `Herzien vóór ${date} is opgeslagen.`,
    reset: "De standaarddatum geldt weer.",
    saveFailed: "De datum is niet opgeslagen.",
  },
  statuses: { verlopen: "Verlopen", binnenkort: "Binnenkort", later: "Later" },
} as const;
