/** The Dutch texts of planning: its answers, and the calendar feed's names and events. */
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
